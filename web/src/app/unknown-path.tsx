import { Navigate } from 'react-router';
import { paths } from './paths';

/** Any path the portal does not have: to the start. */
export default function UnknownPath() {
  return <Navigate to={paths.root} replace />;
}

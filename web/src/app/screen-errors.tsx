import { Outlet } from 'react-router';
import { RouteError } from './route-error';

/**
 * Around every screen, inside its layout (routes.ts): a screen that crashes says so where it stood,
 * and the layout (the member's menu, the public card) stays with its way out.
 */
export default function ScreenErrors() {
  return <Outlet />;
}

export const ErrorBoundary = RouteError;

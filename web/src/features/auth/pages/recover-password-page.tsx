import { PageTitle } from '../../../components/page-title';

// Placeholder: this screen is built in a later issue (see README "Status").
export default function Page() {
  return <PageTitle>Recuperar contraseña</PageTitle>;
}

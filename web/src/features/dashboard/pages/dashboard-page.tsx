import { PageTitle } from '../../../components/page-title';
import { useSession } from '../../../session/session';
import { greeting } from '../greeting';

export default function DashboardPage() {
  const { informations } = useSession();
  if (!informations) return null;
  return <PageTitle title="Inicio">{greeting(informations)}</PageTitle>;
}

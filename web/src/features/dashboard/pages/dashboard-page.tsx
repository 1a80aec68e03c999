import { paths } from '../../../app/paths';
import { ButtonLink } from '../../../components/button-link';
import { CredentialCard } from '../../../components/credential-card';
import { LightResult } from '../../../components/light/light-result';
import { ScreenFailures } from '../../../components/load-error';
import { PageTitle } from '../../../components/page-title';
import { useSession } from '../../../session/session';
import { greeting } from '../greeting';
import { BlockedStatus } from '../../../components/blocked-status';
import { MemberSince } from '../components/member-since';
import { DashboardGrid } from '../components/dashboard-grid';
import '../components/dashboard.css';

export default function DashboardPage() {
  const { informations: user } = useSession();
  if (!user) return null;
  if (user.estado !== 0) {
    return (
      <>
        <PageTitle title="Estado de tu cuenta">{greeting(user)}</PageTitle>
        <BlockedStatus estado={user.estado} />
      </>
    );
  }
  if (user.activo !== 1) {
    return (
      <>
        <PageTitle title="Inicio">{greeting(user)}</PageTitle>
        <LightResult
          status="info"
          title="Aún no terminas tu incorporación"
          subTitle="Sube tu foto, elige tus intereses y paga la cuota de incorporación para activar tu cuenta."
          extra={
            <ButtonLink to={paths.validationPhoto} type="primary">
              Continuar incorporación
            </ButtonLink>
          }
        />
      </>
    );
  }
  return (
    <>
      <PageTitle title="Inicio">{greeting(user)}</PageTitle>
      {/* Offline or with the API failing, one message and one 'Reintentar' under the greeting, not
          one per block. */}
      <ScreenFailures>
        <DashboardGrid
          card={
            <>
              <CredentialCard user={user} />
              <MemberSince date={user.socio_desde} />
            </>
          }
        />
      </ScreenFailures>
    </>
  );
}

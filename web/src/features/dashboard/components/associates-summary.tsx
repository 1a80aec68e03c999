import { useAssociatedAccounts } from '../../../api/shared/get-associated-accounts';
import { hrefs } from '../../../app/paths';
import { ButtonLink } from '../../../components/button-link';
import { InlineRetry } from '../../../components/inline-retry';
import { LightSkeleton } from '../../../components/light/light-skeleton';
import { associatesText } from '../fee-status-text';

/** How many accounts the member looks after, with the way to manage them. */
export function AssociatesSummary() {
  const { accounts, error, mutate } = useAssociatedAccounts();
  let body;
  if (accounts) body = <p className="dash-associates__count">{associatesText(accounts.length)}</p>;
  else if (error)
    body = (
      <p>
        No pudimos cargar tus cuentas asociadas.{' '}
        <InlineRetry className="dash-inline-retry" onRetry={() => mutate()} />
      </p>
    );
  else
    body = (
      <div className="dash-associates__count" aria-busy="true">
        <LightSkeleton rows={1} className="dash-associates__placeholder" />
      </div>
    );
  return (
    <div className="dash-card dash-associates">
      <h2 className="dash-card__title">Cuentas asociadas</h2>
      {body}
      <ButtonLink to={hrefs.associates()}>Administrar</ButtonLink>
    </div>
  );
}

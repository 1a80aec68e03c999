import { useFeeInfo } from '../../../api/shared/get-fee-info';
import { hrefs } from '../../../app/paths';
import { ButtonLink } from '../../../components/button-link';
import { LightSkeleton } from '../../../components/light/light-skeleton';
import { LoadError } from '../../../components/load-error';
import { alDiaText, canRegularize, pendingText } from '../fee-status-text';
import { RegularizationBox } from './regularization-box';

/** The payment status block (SPEC §2) and, when it applies, the regularisation offer. */
export function FeeStatus() {
  const { data, error, mutate } = useFeeInfo();
  if (error && !data) {
    return (
      <div className="dash-card dash-status">
        <LoadError onRetry={() => mutate()} />
      </div>
    );
  }
  if (!data) {
    return (
      <div className="dash-card dash-status" aria-busy="true">
        <h2 className="dash-card__title">Estado de cuotas</h2>
        <LightSkeleton rows={2} />
      </div>
    );
  }
  const pending = data.cuotas_pendientes;
  return (
    <>
      <div className={`dash-card dash-status ${pending > 0 ? 'dash-status--due' : 'dash-status--ok'}`}>
        <h2 className="dash-card__title">Estado de cuotas</h2>
        {pending === 0 ? (
          <p className="dash-status__text">
            {data.al_dia_hasta ? alDiaText(data.al_dia_hasta) : 'Aún no registras cuotas pagadas.'}
          </p>
        ) : (
          <div className="dash-status__row">
            <p className="dash-status__text">{pendingText(pending)}</p>
            <ButtonLink to={hrefs.dues()} state={{ cuotas_pendientes: pending }} type="primary" size="large">
              Pagar
            </ButtonLink>
          </div>
        )}
      </div>
      {canRegularize(data) && <RegularizationBox pending={pending} />}
    </>
  );
}

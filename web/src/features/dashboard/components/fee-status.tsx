import { useFeeInfo } from '../../../api/shared/get-fee-info';
import type { FeeInfo } from '../../../api/contract';
import { formatMoney } from '../../../domain/money';
import { usePendingDues } from '../api/get-pending-dues';
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
        <LoadError error={error} onRetry={() => mutate()} />
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
  const open = data.pago_en_curso;
  return (
    <>
      {open ? (
        <PaymentInProgress open={open} />
      ) : (
        <div className={`dash-card dash-status ${pending > 0 ? 'dash-status--due' : 'dash-status--ok'}`}>
          <h2 className="dash-card__title">Estado de cuotas</h2>
          {pending === 0 ? (
            <p className="dash-status__text">
              {data.al_dia_hasta ? alDiaText(data.al_dia_hasta) : 'Aún no registras cuotas pagadas.'}
            </p>
          ) : (
            <div className="dash-status__row">
              <div>
                <p className="dash-status__text">{pendingText(pending)}</p>
                <AmountOwed />
              </div>
              <ButtonLink
                to={hrefs.dues()}
                state={{ cuotas_pendientes: pending }}
                type="primary"
                size="large"
              >
                Pagar
              </ButtonLink>
            </div>
          )}
        </div>
      )}
      {canRegularize(data) && !open && <RegularizationBox pending={pending} />}
    </>
  );
}

/**
 * 'Total adeudado: $6.000' from the spec's pending-dues call; its line is kept while it loads, and
 * stays blank when the API leaves the total out (an extension).
 */
function AmountOwed() {
  const { data } = usePendingDues(true);
  const total = data?.total;
  return (
    <p className="dash-status__owed">
      {total !== undefined ? `Total adeudado: ${formatMoney(total)}` : '\u00a0'}
    </p>
  );
}

/**
 * A dues payment is open: approved and being confirmed, or still at the card provider. Amber, with
 * the way to its result, instead of 'Pagar' — paying again now would charge the same months twice.
 */
function PaymentInProgress({ open }: { open: NonNullable<FeeInfo['pago_en_curso']> }) {
  return (
    <div className="dash-card dash-status dash-status--confirming">
      <h2 className="dash-card__title">Estado de cuotas</h2>
      <p className="dash-status__text">
        {open.en_confirmacion ? 'Pago en confirmación' : 'Tienes un pago en curso'}
      </p>
      <p className="dash-status__detail">
        {open.en_confirmacion
          ? `Tu banco aprobó el pago Nº ${open.id_compra}; el club lo está confirmando. No necesitas pagar de nuevo.`
          : `El pago Nº ${open.id_compra} aún no termina en Webpay. Si lo dejaste sin terminar, se anula solo a los 5 minutos.`}
      </p>
      <ButtonLink to={hrefs.paymentFinal(open.id_compra)} type="default" size="large">
        Ver estado del pago
      </ButtonLink>
    </div>
  );
}

import { useFeeInfo } from '../../../api/shared/get-fee-info';
import type { FeeInfo } from '../../../api/contract';
import { formatMoney } from '../../../domain/money';
import { MAX_CUOTAS } from '../../../domain/fees';
import { usePendingDues } from '../../../api/shared/get-pending-dues';
import { hrefs } from '../../../app/paths';
import { ButtonLink } from '../../../components/button-link';
import { PREFETCH_NEXT_SCREEN } from '../../../app/next-screen';
import { LightSkeleton } from '../../../components/light/light-skeleton';
import { LoadError } from '../../../components/load-error';
import { canRegularize, feeHeadline } from '../fee-status-text';
import { RegularizationBox } from './regularization-box';
import { OpenPaymentActions } from '../../payments-shared/open-payment-actions';
import { PURCHASE_NUMBER } from '../../../domain/purchase-number';

/** The payment status block (SPEC §2) and, when it applies, the regularisation offer. */
export function FeeStatus() {
  const { data, error, mutate } = useFeeInfo();
  if (!data) {
    // Failed, the screen says so once (ScreenFailures); the block keeps its place meanwhile.
    const placeholder = (
      <div className="dash-card dash-status" aria-busy={error ? undefined : true}>
        <h2 className="dash-card__title">Estado de cuotas</h2>
        <LightSkeleton rows={2} />
      </div>
    );
    return error ? (
      <LoadError error={error} onRetry={() => mutate()} placeholder={placeholder} />
    ) : (
      placeholder
    );
  }
  const pending = data.cuotas_pendientes;
  const open = data.pago_en_curso;
  const headline = feeHeadline(data);
  return (
    <>
      <div className={`dash-card dash-status dash-status--${headline.tone}`}>
        <h2 className="dash-card__title">Estado de cuotas</h2>
        <div className="dash-status__row">
          <div>
            <p className="dash-status__text">{headline.text}</p>
            {headline.owed && <AmountOwed />}
          </div>
          {headline.pay && (
            <ButtonLink
              to={hrefs.dues({ numeroCuotas: Math.min(pending, MAX_CUOTAS) })}
              state={{ cuotas_pendientes: pending }}
              prefetch={PREFETCH_NEXT_SCREEN}
              type="primary"
              size="large"
            >
              Pagar
            </ButtonLink>
          )}
        </div>
        {open && <PaymentInProgress open={open} />}
      </div>
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
 * A dues payment is open: approved by the card provider and being confirmed by the club (Webpay,
 * Oneclick or the automatic charge alike), or still at Webpay's card form, the only step a member
 * can leave unfinished.
 */
function PaymentInProgress({ open }: { open: NonNullable<FeeInfo['pago_en_curso']> }) {
  // Being confirmed, the headline already says so: this says why no payment is needed.
  return (
    <div
      className={`dash-status__open${open.en_confirmacion ? '' : ' dash-status__open--webpay'}`}
      role="status"
    >
      {!open.en_confirmacion && (
        <p className="dash-status__open-title">Tienes un pago sin terminar en Webpay</p>
      )}
      <p className="dash-status__detail">
        {open.en_confirmacion
          ? `Tu banco aprobó tu pago (${PURCHASE_NUMBER} ${open.id_compra}); el club lo está confirmando. No necesitas pagar de nuevo.`
          : `Tu pago (${PURCHASE_NUMBER} ${open.id_compra}) quedó en el formulario de Webpay. Puedes retomarlo o anularlo; si no haces nada, se anula solo a los 5 minutos.`}
      </p>
      <OpenPaymentActions open={open} />
    </div>
  );
}

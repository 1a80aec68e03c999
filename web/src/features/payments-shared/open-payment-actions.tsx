import { hrefs } from '../../app/paths';
import { ButtonLink } from '../../components/button-link';
import type { FeeInfo } from '../../api/contract';
import { resumableHandoff } from './webpay-handoff';
import { submitToProvider } from './provider-post';
import { LightButton } from '../../components/light/light-button';

/**
 * The way forward from an open dues payment. In confirmation there is nothing to do but follow it;
 * left at Webpay's card form, this tab can go back there (pay, or 'Anular compra' to free the dues
 * at once).
 */
export function OpenPaymentActions({
  open,
  statusLink = true,
}: {
  open: NonNullable<FeeInfo['pago_en_curso']>;
  /** Off on the payment's own result page. */
  statusLink?: boolean;
}) {
  const handoff = open.en_confirmacion ? null : resumableHandoff(open.id_compra);
  return (
    <div className={`l-button-row${statusLink ? '' : ' centered'}`}>
      {handoff && (
        <LightButton
          type="primary"
          size="large"
          onClick={() => submitToProvider(handoff.url, 'token_ws', handoff.token)}
        >
          Retomar en Webpay
        </LightButton>
      )}
      {statusLink && (
        <ButtonLink to={hrefs.paymentFinal(open.id_compra)} type="default" size="large">
          Ver estado del pago
        </ButtonLink>
      )}
    </div>
  );
}

import { LightAlert } from '../../../components/light/light-alert';
import type { FeeInfo } from '../../../api/contract';
import { OpenPaymentActions } from '../../payments-shared/open-payment-actions';
import { PURCHASE_NUMBER } from '../../../domain/purchase-number';

/**
 * The member's dues are covered by a payment still open: the months it pays cannot be paid again
 * until it ends (the API refuses a second payment), so the screen says why before anyone tries.
 */
export function OpenPaymentNotice({ open }: { open: FeeInfo['pago_en_curso'] }) {
  if (!open) return null;
  const state = open.en_confirmacion ? 'está en confirmación' : 'aún no termina en Webpay';
  return (
    <LightAlert
      type="warning"
      // A standing explanation, not an error the member just caused: read out politely.
      role="status"
      title={`Tus cuotas pendientes están en tu pago (${PURCHASE_NUMBER} ${open.id_compra}), que ${state}.`}
      description={
        <>
          <p style={{ margin: '0 0 8px' }}>
            {open.en_confirmacion
              ? 'Tu banco ya lo aprobó: no necesitas pagar de nuevo.'
              : 'Puedes retomarlo en Webpay para pagarlo o anularlo; si no haces nada, se anula solo a los 5 minutos.'}
          </p>
          <OpenPaymentActions open={open} />
        </>
      }
    />
  );
}

/**
 * The same, where the eye is when about to pay: right above 'Pagar' (held meanwhile), with the way
 * forward ('Retomar en Webpay' in the tab that started it), so a member who scrolled down to the
 * button, on a phone, does not press it into a refusal.
 */
export function OpenPaymentBeside({ open }: { open: FeeInfo['pago_en_curso'] }) {
  if (!open) return null;
  return (
    <div className="pay-open-beside">
      <p>
        {open.en_confirmacion
          ? `No puedes pagar de nuevo: tu pago (${PURCHASE_NUMBER} ${open.id_compra}) está en confirmación.`
          : `No puedes pagar de nuevo: tu pago (${PURCHASE_NUMBER} ${open.id_compra}) aún no termina en Webpay. Retómalo o anúlalo primero.`}
      </p>
      <OpenPaymentActions open={open} />
    </div>
  );
}

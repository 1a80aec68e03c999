import { Alert } from 'antd';
import { Link } from 'react-router-dom';
import type { FeeInfo } from '../../../api/contract';
import { hrefs } from '../../../app/paths';

/**
 * The member's dues are covered by a payment still open: the months it pays cannot be paid again
 * until it ends (the API refuses a second payment), so the screen says why before anyone tries.
 */
export function OpenPaymentNotice({ open }: { open: FeeInfo['pago_en_curso'] }) {
  if (!open) return null;
  const state = open.en_confirmacion ? 'está en confirmación' : 'aún no termina en Webpay';
  return (
    <Alert
      type="warning"
      showIcon
      // A standing explanation, not an error the member just caused: read out politely.
      role="status"
      style={{ marginBottom: 16 }}
      title={`Tus cuotas pendientes están en el pago Nº ${open.id_compra}, que ${state}.`}
      description={
        <>
          Espera a que termine antes de pagarlas de nuevo
          {open.en_confirmacion ? '' : ' (si lo dejaste sin terminar, se anula solo a los 5 minutos)'}.{' '}
          <Link to={hrefs.paymentFinal(open.id_compra)}>Ver estado del pago</Link>
        </>
      }
    />
  );
}

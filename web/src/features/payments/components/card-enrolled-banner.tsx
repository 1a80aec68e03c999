import { LightAlert } from '../../../components/light/light-alert';
import { useSearchParams } from 'react-router-dom';

export const CARD_ENROLLED = 'Tu tarjeta ha sido inscrita exitosamente.';
export const PAYMENT_ANNULLED = 'Pago anulado: no se hizo ningún cargo.';
/** Added to a payment's return path: the provider sends the member back there only when it annulled. */
export const ANNULLED_FLAG = 'pago=anulado';

/**
 * What the member is told on coming back to a payment screen from the provider: the Oneclick
 * enrolment's return carries `status_oneclick` (SPEC §4); an annulled payment ('Anular compra', or a
 * Webpay token that timed out) comes back to its return path, which carries `pago=anulado`.
 */
export function CardEnrolledBanner() {
  const [params] = useSearchParams();
  if (params.get('pago') === 'anulado')
    return <LightAlert type="info" role="status" title={PAYMENT_ANNULLED} />;
  if (params.get('status_oneclick') !== 'true') return null;
  return <LightAlert type="success" title={CARD_ENROLLED} />;
}

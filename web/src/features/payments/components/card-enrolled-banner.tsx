import { LightAlert } from '../../../components/light/light-alert';
import { useSearchParams } from 'react-router';
import { useOneclickSubscription } from '../../../api/shared/get-oneclick-subscription';
import { holdsSomething } from '../../../domain/open-entities';
import { useHydrated } from '../../../components/light/use-hydrated';

export const CARD_ENROLLED = 'Tu tarjeta ha sido inscrita exitosamente.';
export const PAYMENT_ANNULLED = 'Pago anulado: no se hizo ningún cargo.';
/** Added to a payment's return path: the provider sends the member back there only when it annulled. */
export const ANNULLED_FLAG = 'pago=anulado';
export const CARD_NOT_CONFIRMED =
  "Tu banco no confirmó la inscripción de la tarjeta. Inténtalo nuevamente con 'Agregar tarjeta'.";

/**
 * What the member is told on coming back to a payment screen from the provider: the Oneclick
 * enrolment's return carries `status_oneclick` (SPEC §4); an annulled payment ('Anular compra', or a
 * Webpay token that timed out) comes back to its return path, which carries `pago=anulado`.
 */
export function CardEnrolledBanner() {
  const [params] = useSearchParams();
  const enrolled = params.get('status_oneclick') === 'true';
  // SPEC §7's subscription read says whether the provider kept the card; unread, the return's word stands.
  const subscription = useOneclickSubscription(enrolled);
  // The pre-rendered page had no return to speak of: what the return says comes once hydrated.
  const hydrated = useHydrated();
  if (!hydrated) return null;
  if (params.get('pago') === 'anulado')
    return <LightAlert type="info" role="status" title={PAYMENT_ANNULLED} />;
  if (!enrolled) return null;
  if (subscription.data && !holdsSomething(subscription.data.data?.user))
    return <LightAlert type="warning" role="alert" title={CARD_NOT_CONFIRMED} />;
  return <LightAlert type="success" title={CARD_ENROLLED} />;
}

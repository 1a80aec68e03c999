import { useState } from 'react';
import type { SavedCard } from '../../../api/contract';
import { unsubscribeOneclick } from '../api/oneclick-unsubscribe';
import { subscribeOneclick } from '../api/oneclick-subscribe';
import { hrefs } from '../../../app/paths';
import { setStatus } from '../../../session/session';
import { LightConfirm } from '../../../components/light/light-confirm';
import { LightSkeleton } from '../../../components/light/light-skeleton';
import { showToast } from '../../../components/light/toast';
import { submitToProvider } from '../../payments-shared/provider-post';
import { PayButton } from './pay-button';
import { cardName } from '../../../domain/card-name';
import './payments.css';
import { LightButton } from '../../../components/light/light-button';

export const CARD_DELETED = 'Tarjeta eliminada exitosamente';
const ACTION_ERROR = 'No pudimos completar la acción. Revisa tu conexión e inténtalo nuevamente.';

interface CardBoxProps {
  card: SavedCard | null;
  loading: boolean;
  /** Called after a deletion so the screen fetches the card (and the setting it switched off) again. */
  onChanged: () => void;
}

/** The saved card with its deletion, or 'Agregar tarjeta', which goes through the provider's enrolment. */
export function CardBox({ card, loading, onChanged }: CardBoxProps) {
  // What the 'Agregar tarjeta' button shows: waiting for the API, on the way to the provider, or why not.
  const [trip, setTrip] = useState({ busy: false, redirecting: false, error: null as string | null });
  const [confirming, setConfirming] = useState(false);
  // The deletion's request: 'Eliminar tarjeta' takes no second click until it answers.
  const [removing, setRemoving] = useState(false);

  const enrol = async () => {
    setTrip({ busy: true, redirecting: false, error: null });
    const result = await subscribeOneclick(hrefs.autoPayments());
    if (!result.ok || !result.data) return setTrip({ busy: false, redirecting: false, error: ACTION_ERROR });
    setStatus(1);
    setTrip({ busy: false, redirecting: true, error: null });
    submitToProvider(result.data.url, 'TBK_TOKEN', result.data.ws_token);
  };

  const remove = async () => {
    setConfirming(false);
    setRemoving(true);
    const result = await unsubscribeOneclick();
    setRemoving(false);
    // The toast outlives the card it speaks of (drawn outside the box, whatever the box shows next).
    if (result.ok && result.data?.status !== false)
      showToast(result.data?.data || CARD_DELETED, { success: true, member: true });
    else showToast(result.data?.data || ACTION_ERROR, { member: true });
    onChanged();
  };

  if (loading)
    return (
      <div className="pay-card-box">
        <LightSkeleton rows={3} />
      </div>
    );
  if (!card)
    return (
      <div className="pay-card-box">
        <span>No tienes una tarjeta inscrita. Agrégala para activar el pago automático.</span>
        <PayButton label="Agregar tarjeta" disabled={false} {...trip} onPay={() => void enrol()} />
      </div>
    );
  return (
    <div className="pay-card-box">
      <strong className="pay-card-name">{cardName(card)}</strong>
      {/* Not disabled while removing: the confirmation gives the focus back to it as it closes. */}
      <LightButton danger busy={removing} onClick={() => setConfirming(true)}>
        Eliminar tarjeta
      </LightButton>
      <LightConfirm
        open={confirming}
        danger
        title="Confirmar eliminacion de tarjeta"
        okText="Eliminar"
        cancelText="Cancelar"
        onOk={() => void remove()}
        onCancel={() => setConfirming(false)}
      >
        <p>Si eliminas la tarjeta, el pago automático quedará desactivado.</p>
      </LightConfirm>
    </div>
  );
}

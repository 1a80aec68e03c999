import { useState } from 'react';
import { App, Button, Skeleton, Space, Typography } from 'antd';
import type { SavedCard } from '../../../api/contract';
import { unsubscribeOneclick } from '../api/oneclick-unsubscribe';
import { subscribeOneclick } from '../api/oneclick-subscribe';
import { hrefs } from '../../../app/paths';
import { setStatus } from '../../../session/session';
import { submitToProvider } from './provider-form';
import { PayButton } from './pay-button';
import { cardName } from '../../../domain/auto-payment';
import './payments.css';

export const CARD_DELETED = 'Tarjeta eliminada exitosamente';
const ACTION_ERROR = 'No pudimos completar la acción. Revisa tu conexión e inténtalo nuevamente.';

/** 'XXXXXXXXXXXX6623' → 'XXXX XXXX XXXX 6623', easier to read aloud and on a phone. */
export const groupCardNumber = (n: string) => n.replace(/(.{4})(?=.)/g, '$1 ');

interface CardBoxProps {
  card: SavedCard | null;
  loading: boolean;
  /** Called after a deletion so the screen fetches the card (and the setting it switched off) again. */
  onChanged: () => void;
}

/** The saved card with its deletion, or 'Agregar tarjeta', which goes through the provider's enrolment. */
export function CardBox({ card, loading, onChanged }: CardBoxProps) {
  const { modal, message } = App.useApp();
  // What the 'Agregar tarjeta' button shows: waiting for the API, on the way to the provider, or why not.
  const [trip, setTrip] = useState({ busy: false, redirecting: false, error: null as string | null });

  if (loading) return <Skeleton active paragraph={{ rows: 2 }} title={false} />;

  const enrol = async () => {
    setTrip({ busy: true, redirecting: false, error: null });
    const result = await subscribeOneclick(hrefs.autoPayments());
    if (!result.ok || !result.data) return setTrip({ busy: false, redirecting: false, error: ACTION_ERROR });
    setStatus(1);
    setTrip({ busy: false, redirecting: true, error: null });
    submitToProvider(result.data.url, 'TBK_TOKEN', result.data.ws_token);
  };

  const remove = () =>
    modal.confirm({
      title: 'Confirmar eliminacion de tarjeta',
      content: 'Si eliminas la tarjeta, el pago automático quedará desactivado.',
      okText: 'Eliminar',
      okButtonProps: { danger: true },
      cancelText: 'Cancelar',
      onOk: async () => {
        const result = await unsubscribeOneclick();
        if (result.ok && result.data?.status) void message.success(result.data.data || CARD_DELETED);
        else void message.error(result.data?.data ?? ACTION_ERROR);
        onChanged();
      },
    });

  if (!card)
    return (
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Typography.Text>
          No tienes una tarjeta inscrita. Agrégala para activar el pago automático.
        </Typography.Text>
        <PayButton label="Agregar tarjeta" disabled={false} {...trip} onPay={() => void enrol()} />
      </Space>
    );
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Typography.Text strong>{cardName(card)}</Typography.Text>
      <Typography.Text className="pay-card-number">{groupCardNumber(card.card_number)}</Typography.Text>
      <Button danger onClick={remove}>
        Eliminar tarjeta
      </Button>
    </Space>
  );
}

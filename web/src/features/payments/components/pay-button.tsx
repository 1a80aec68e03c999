import { useState } from 'react';
import { cardInText, cardName } from '../../../domain/card-name';
import { formatMoney } from '../../../domain/money';
import type { useSavedCard } from '../../../api/shared/get-saved-card';
import { LightAlert } from '../../../components/light/light-alert';
import { LightConfirm } from '../../../components/light/light-confirm';
import { LightSkeleton } from '../../../components/light/light-skeleton';
import { CardReadError } from './quote-error';
import type { usePaymentStart } from './use-payment-start';
import { LightButton } from '../../../components/light/light-button';
import { LightSpinner } from '../../../components/light/light-spinner';

interface PayButtonProps {
  label: string;
  disabled: boolean;
  busy: boolean;
  redirecting: boolean;
  error: string | null;
  onPay: () => void;
}

/**
 * The pay action: the failure message above the button (SPEC §8), and while the browser is on its
 * way to the provider a 'Redireccionando...' notice instead of the button, so nobody clicks twice.
 */
export function PayButton({ label, disabled, busy, redirecting, error, onPay }: PayButtonProps) {
  if (redirecting)
    return (
      <div role="status" className="pay-redirecting">
        <LightSpinner />
        <span>Redireccionando...</span>
      </div>
    );
  return (
    <div className="pay-action">
      {error && <LightAlert type="error" title={error} />}
      {/* Disabled at once (no second payment); the spinner only if the wait is noticeable. */}
      <LightButton
        type="primary"
        size="large"
        block
        disabled={disabled || busy}
        busy={busy}
        spinnerLate
        onClick={onPay}
      >
        {label}
      </LightButton>
    </div>
  );
}

/** SPEC §4: 'Pagar' for Webpay or with a saved card; otherwise the card must be enrolled first. */
export const payLabel = (method: 'webpay' | 'oneclick', hasCard: boolean) =>
  method === 'webpay' || hasCard ? 'Pagar' : 'Inscribir tarjeta';

interface PaymentActionProps {
  method: 'webpay' | 'oneclick';
  /** Whether the method is known (a saved card's read may still be on its way): no button before. */
  methodSettled: boolean;
  savedCard: Pick<ReturnType<typeof useSavedCard>, 'card' | 'unknown' | 'failed' | 'mutate'>;
  payment: Pick<ReturnType<typeof usePaymentStart>, 'busy' | 'redirecting' | 'error'>;
  /** The form has what the payment needs (an amount, a count…). */
  ready: boolean;
  /** What will be charged, for the saved card's confirmation. */
  amount: number | null;
  onPay: () => void;
}

/**
 * The end of every payment form: for OneClick, which saved card pays (or its read error with a
 * retry); then the pay button, named for the method, held while the saved card is not known yet. A
 * saved card is charged at once, so 'Pagar' first asks '¿Pagar $X con VISA ····6623?'.
 */
export function PaymentAction({
  method,
  methodSettled,
  savedCard,
  payment,
  ready,
  amount,
  onPay,
}: PaymentActionProps) {
  const [confirming, setConfirming] = useState(false);
  const oneclick = method === 'oneclick';
  const card = oneclick ? savedCard.card : null;
  const question = card && amount !== null ? `Pagar ${formatMoney(amount)} con ${cardInText(card)}` : null;
  // Until the method is known, a placeholder where the button goes: the card's line comes above the
  // button with a saved card, and would push it down under the member's finger.
  if (!methodSettled)
    return (
      <div style={{ marginTop: 24 }}>
        <LightSkeleton rows={1} className="pay-action-pending" />
      </div>
    );
  return (
    <div style={{ marginTop: 24 }}>
      {oneclick && savedCard.failed && <CardReadError onRetry={() => savedCard.mutate()} />}
      {card && (
        <p className="pay-card-line">
          Se cobrará en{' '}
          {cardName(card) === 'Tarjeta inscrita' ? 'tu tarjeta inscrita' : `tu tarjeta ${cardName(card)}`}.
        </p>
      )}
      <PayButton
        label={payLabel(method, savedCard.card !== null || savedCard.unknown)}
        disabled={!ready || (oneclick && savedCard.unknown)}
        busy={payment.busy}
        redirecting={payment.redirecting}
        error={payment.error}
        onPay={question ? () => setConfirming(true) : onPay}
      />
      {question && (
        <LightConfirm
          open={confirming}
          title={`¿${question}?`}
          okText="Confirmar"
          cancelText="Cancelar"
          onOk={() => {
            setConfirming(false);
            onPay();
          }}
          onCancel={() => setConfirming(false)}
        >
          <p>El cargo se hace de inmediato en tu tarjeta guardada.</p>
        </LightConfirm>
      )}
    </div>
  );
}

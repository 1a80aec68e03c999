// What every payment screen (dues, incorporation, extraordinary, regularisation) sets up the same
// way: the method (from `payment_method`, so a return from the provider keeps it), the saved card,
// the payment start, and where the provider sends the member back.
import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import type { MetodoPago } from '../../../api/contract';
import { useSession } from '../../../session/session';
import { useSavedCard } from '../../../api/shared/get-saved-card';
import { methodFromQuery } from './method-radio';
import { useHydrated } from '../../../components/light/use-hydrated';
import { returnPathFor } from './return-path';
import { usePaymentStart, type CreatePayment, type PaymentDraft } from './use-payment-start';

export function usePayScreen(create: CreatePayment) {
  const [params] = useSearchParams();
  const { pathname, search } = useLocation();
  const { informations } = useSession();
  // The method the member (or the link, or the provider's return) chose; until then, the one a member
  // would choose: a saved card pays in one tap, and Webpay stays one tap away.
  // Read once hydrated: the pre-rendered screen was drawn with no query.
  const hydrated = useHydrated();
  const [picked, setMethod] = useState<MetodoPago | null>(null);
  const chosen = picked ?? (hydrated ? methodFromQuery(params.get('payment_method')) : null);
  const savedCard = useSavedCard();
  const method: MetodoPago = chosen ?? (savedCard.card !== null ? 'oneclick' : 'webpay');
  const payment = usePaymentStart(create);

  /** Starts paying `draft` by the chosen method; the payer is the session's member. */
  const pay = (draft: Omit<PaymentDraft, 'main_account'>) =>
    void payment.start(
      { ...draft, main_account: informations?.id },
      method,
      savedCard.card !== null,
      returnPathFor(pathname, search, method),
    );

  return {
    method,
    setMethod,
    pay,
    /** Whether the saved card is known, so the screen opens on the method it starts with, not on Webpay first. */
    methodSettled: !savedCard.isLoading,
    /** Forgets a failed start's message (the member changed the payment). */
    clearError: payment.clearError,
    /** Inputs are held while a payment starts or the browser is on its way to the provider. */
    locked: payment.busy || payment.redirecting,
    /** What `PaymentAction` needs besides `ready`, `amount` and `onPay`. */
    action: { method, methodSettled: !savedCard.isLoading, savedCard, payment },
  };
}

// Starting a payment (SPEC §4), shared by every payment screen: a direct Oneclick charge when the
// member has a saved card, otherwise a trip to the provider (Webpay checkout or card enrolment).
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { failureMessage, type ApiResult } from '../../../api/client';
import type { MetodoPago, PaymentRequest, PaymentStart } from '../../../api/contract';
import { hrefs } from '../../../app/paths';
import { setStatus } from '../../../session/session';
import { authorizeOneclick } from '../api/oneclick-authorize';
import { subscribeOneclick } from '../api/oneclick-subscribe';
import { ANNULLED_FLAG } from './card-enrolled-banner';
import { newBuyOrder } from './buy-order';
import { providerField, submitToProvider } from '../../payments-shared/provider-post';
import { rememberHandoff } from '../../payments-shared/webpay-handoff';

export const START_ERROR = 'No pudimos iniciar el pago. Revisa tu conexión e inténtalo nuevamente.';

/** A refused Oneclick charge whose answer carries no text of its own (SPEC §3 names `data` only). */
export const CHARGE_REFUSED =
  'Tu banco no aprobó el cargo a la tarjeta inscrita. Inténtalo nuevamente o paga con Webpay.';

export type PaymentDraft = Omit<PaymentRequest, 'buyOrder' | 'metodo_pago' | 'return_path'>;
export type CreatePayment = (body: PaymentRequest) => Promise<ApiResult<PaymentStart>>;

/** The first message of a refusal (422 field errors), else the server's reason or a plain retry text. */
function failureText(result: ApiResult<unknown>): string {
  const errors = Object.values(result.validations?.errors ?? {}).flat();
  return errors[0] ?? failureMessage(result, START_ERROR);
}

export function usePaymentStart(create: CreatePayment) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [redirecting, setRedirecting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Whether the last failure was the connection's (nothing answered): it no longer holds once the
  // connection is back, and a message left from then would contradict the screen that healed.
  const [offlineFailure, setOfflineFailure] = useState(false);
  // A ref, not state: a double click lands before React re-renders the disabled button.
  const inFlight = useRef(false);
  // The same request after a failure reuses its buyOrder, so a request that did reach the server
  // is answered with the purchase already made, never a second one.
  const attempt = useRef<{ key: string; buyOrder: string } | null>(null);

  // Back from the provider through the browser's back button (page restored from cache).
  useEffect(() => {
    const onShow = (e: PageTransitionEvent) => {
      if (e.persisted) setRedirecting(false);
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, []);

  useEffect(() => {
    if (!offlineFailure) return;
    const clear = () => {
      setError(null);
      setOfflineFailure(false);
    };
    window.addEventListener('online', clear);
    return () => window.removeEventListener('online', clear);
  }, [offlineFailure]);

  const fail = (result: ApiResult<unknown>) => {
    setOfflineFailure(result.status === 0);
    setError(failureText(result));
  };

  async function run(draft: PaymentDraft, method: MetodoPago, hasCard: boolean, returnPath: string) {
    // A payment comes back to its return path only when annulled: the screen then says so.
    const body = { ...draft, metodo_pago: method, return_path: `${returnPath}&${ANNULLED_FLAG}` };
    const key = JSON.stringify(body);
    if (attempt.current?.key !== key) attempt.current = { key, buyOrder: newBuyOrder() };
    const request: PaymentRequest = { ...body, buyOrder: attempt.current.buyOrder };

    if (method === 'oneclick' && hasCard) {
      const result = await authorizeOneclick(request);
      if (!result.ok || !result.data) return fail(result);
      attempt.current = null; // the provider answered: this order is spent either way
      if (result.data.status && result.data.id_compra)
        return navigate(hrefs.paymentFinal(result.data.id_compra));
      const said = result.data.data;
      return setError(typeof said === 'string' && said.trim() ? said : CHARGE_REFUSED);
    }

    const result = method === 'oneclick' ? await subscribeOneclick(returnPath) : await create(request);
    if (!result.ok || !result.data) return fail(result);
    attempt.current = null;
    if (method === 'webpay') rememberHandoff(result.data.url, result.data.ws_token, result.data.id_compra);
    setStatus(1);
    setRedirecting(true);
    submitToProvider(result.data.url, providerField(method), result.data.ws_token);
  }

  async function start(draft: PaymentDraft, method: MetodoPago, hasCard: boolean, returnPath: string) {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    setError(null);
    try {
      await run(draft, method, hasCard, returnPath);
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }

  /** Forgets the last failure: the member changed what to pay, so it spoke of another attempt. */
  const clearError = () => {
    setError(null);
    setOfflineFailure(false);
  };

  return { start, busy, redirecting, error, clearError };
}

// The fake Webpay Plus, provider side: it decides on the card form and sends the browser back to
// the club the way Transbank does — normal: token_ws only (GET); abort: TBK_TOKEN + TBK_ORDEN_COMPRA
// + TBK_ID_SESION (POST); timeout: TBK_ORDEN_COMPRA + TBK_ID_SESION only (GET).
import type { Clock } from '../clock';
import type { ProviderTransaction, PurchaseRow } from '../store/types';
import { authorizationCode, decideCard, isTokenExpired, type CardForm } from './provider-cards';
import type { Deps } from '../deps';

export const WEBPAY_RETURN_PATH = '/api/payments/webpay/return';

export interface ReturnTo {
  method: 'GET' | 'POST';
  params: Record<string, string>;
}

export type PayResult = { formError: string } | { returnTo: ReturnTo };

export const webpayPurchase = (deps: Pick<Deps, 'store'>, token: string): PurchaseRow | undefined =>
  token ? deps.store.state.purchases.find((p) => p.token === token && p.metodo_pago === 'webpay') : undefined;

const normalReturn = (p: PurchaseRow): ReturnTo => ({ method: 'GET', params: { token_ws: p.token! } });
const timeoutReturn = (p: PurchaseRow): ReturnTo => ({
  method: 'GET',
  params: { TBK_ORDEN_COMPRA: p.buyOrder, TBK_ID_SESION: p.sessionId },
});
const abortReturn = (p: PurchaseRow): ReturnTo => ({
  method: 'POST',
  params: { TBK_TOKEN: p.token!, TBK_ORDEN_COMPRA: p.buyOrder, TBK_ID_SESION: p.sessionId },
});

/** The return for a transaction the provider already finished (a reload, a second click). */
function replay(p: PurchaseRow): ReturnTo {
  return p.provider?.status === 'ABORTED' ? abortReturn(p) : normalReturn(p);
}

/**
 * Opening the card form: null means show it; otherwise the browser goes straight back (the token
 * has expired, or this transaction was already finished at the provider).
 */
export function openCheckout(p: PurchaseRow, nowMs: number): ReturnTo | null {
  if (p.provider) return replay(p);
  if (isTokenExpired(p.tokenCreatedAt, nowMs)) return timeoutReturn(p);
  return null;
}

export function payWithCard(p: PurchaseRow, form: CardForm, clock: Clock): PayResult {
  if (p.provider) return { returnTo: replay(p) };
  if (isTokenExpired(p.tokenCreatedAt, clock.nowMs())) return { returnTo: timeoutReturn(p) };
  const decision = decideCard(form);
  if (!decision.ok) return { formError: decision.formError };
  p.provider = providerTransaction(p.total, decision, clock);
  return { returnTo: normalReturn(p) };
}

export function abortCheckout(p: PurchaseRow, clock: Clock): ReturnTo {
  if (p.provider) return replay(p);
  if (isTokenExpired(p.tokenCreatedAt, clock.nowMs())) return timeoutReturn(p);
  p.provider = {
    status: 'ABORTED',
    response_code: -1,
    amount: p.total,
    card_number: null,
    card_type: null,
    authorization_code: null,
    payment_type_code: null,
    transaction_date: clock.now().toISOString(),
  };
  return abortReturn(p);
}

export function providerTransaction(
  amount: number,
  d: { approved: boolean; last4: string; card: { card_type: string; payment_type_code: string } | null },
  clock: Clock,
): ProviderTransaction {
  return {
    status: d.approved ? 'AUTHORIZED' : 'FAILED',
    response_code: d.approved ? 0 : -1,
    amount,
    card_number: d.last4,
    card_type: d.card?.card_type ?? null,
    authorization_code: d.approved ? authorizationCode() : null,
    payment_type_code: d.approved ? (d.card?.payment_type_code ?? 'VN') : null,
    transaction_date: clock.now().toISOString(),
  };
}

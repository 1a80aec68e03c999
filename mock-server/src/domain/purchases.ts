// Creating a purchase and its payments (main + one per associated account). The member's buyOrder
// is the idempotency key: the same buyOrder with the same request answers the purchase already
// made (a double click, a retried request, 20 at once), never a second one. A new buyOrder for
// dues of a member whose dues payment is still open is refused (open-payments.ts): both would be
// priced from the same paid-up month and charge the same months twice.
import { randomBytes } from 'node:crypto';
import type { MetodoPago, PaymentRequest, TipoPago } from '../../../web/src/api/contract';
import type { MemberRecord, PaymentRow, PurchaseRow } from '../store/types';
import type { Deps } from '../deps';
import { AppError, fieldError } from '../http/errors';
import { quotePayment, type PaymentQuote } from './payment-quote';
import { newProviderToken } from './provider-cards';
import { newVoucherKey } from './receipt-links';
import { assertPurchaseRate, replaceOpenExtraordinary } from './purchase-rate';
import { DUES_PAYMENT_TYPES, assertNoOpenPayment, settleStalePayments } from './open-payments';

export const VALOR_MISMATCH = 'El monto no coincide con el valor calculado.';
export const BUY_ORDER_REUSED = 'Este número de orden ya se usó para otro pago.';

/** Where abort and timeout send the member back to when the request names no screen. */
export const DEFAULT_RETURN_PATH: Record<TipoPago, string> = {
  cuotas: '/pago/cuota',
  extraordinaria: '/pago/extraordinaria',
  regularizacion: '/pago/regularizacion',
  incorporacion: '/validation/pago/incorporacion',
  pago_automatico: '/pagos/automaticos',
};

export interface PurchaseKind {
  metodo_pago: MetodoPago;
  medio: PaymentRow['medio'];
  webpayToken: boolean; // Webpay hands out a token for the card form; Oneclick charges at once
}

export type PurchaseBody = Pick<
  PaymentRequest,
  'tipo_pago' | 'numero_cuotas' | 'valor' | 'valor_cuota_extraordinaria' | 'buyOrder' | 'main_account'
> & { selectedAccounts: number[]; return_path?: string | undefined };

/** What was asked, as one string: a reused buyOrder must carry exactly the same request. */
function requestKey(body: PurchaseBody, kind: PurchaseKind): string {
  const accounts = [...new Set(body.selectedAccounts)].sort((a, b) => a - b);
  const extra = body.tipo_pago === 'extraordinaria' ? body.valor_cuota_extraordinaria : null;
  return JSON.stringify([kind.metodo_pago, body.tipo_pago, body.numero_cuotas, body.valor, extra, accounts]);
}

export function startPurchase(
  deps: Deps,
  member: MemberRecord,
  body: PurchaseBody,
  kind: PurchaseKind,
): { purchase: PurchaseRow; replay: boolean } {
  const { store, clock, config } = deps;
  const state = store.state;
  if (member.estado !== 0) throw new AppError(403, 'Tu cuenta no está habilitada para pagar.');
  // Whoever calls (a route, the automatic charge's timer): expired tokens and due confirmations are
  // settled before the lock below is read. Synchronous from here to the insert: no request can
  // slip in between the check and the new purchase.
  settleStalePayments({ store, clock, config });
  const key = requestKey(body, kind);
  const existing = state.purchases.find((p) => p.memberId === member.id && p.buyOrder === body.buyOrder);
  if (existing) {
    if (existing.requestKey !== key) throw fieldError('buyOrder', BUY_ORDER_REUSED);
    return { purchase: existing, replay: true };
  }
  assertPurchaseRate(deps, member, clock.nowMs());
  const quote = quotePayment(deps, member, body);
  const covered = quote.lines.filter((l) => DUES_PAYMENT_TYPES.has(l.tipo_pago)).map((l) => l.memberId);
  assertNoOpenPayment(deps, member, covered);
  if (body.valor !== quote.total) throw fieldError('valor', VALOR_MISMATCH);
  if (body.tipo_pago === 'extraordinaria' && kind.webpayToken) replaceOpenExtraordinary(deps, member);
  const purchase = insertPurchase({ store, clock }, member, body, kind, quote, key);
  return { purchase, replay: false };
}

function insertPurchase(
  deps: Pick<Deps, 'store' | 'clock'>,
  member: MemberRecord,
  body: PurchaseBody,
  kind: PurchaseKind,
  quote: PaymentQuote,
  key: string,
): PurchaseRow {
  const { store, clock } = deps;
  const id = store.nextId();
  const fecha = clock.today();
  const purchase: PurchaseRow = {
    id,
    memberId: member.id,
    buyOrder: body.buyOrder,
    sessionId: `ses-${id}-${randomBytes(4).toString('hex')}`,
    fecha,
    estado: 1,
    total: quote.total,
    tipo_pago: body.tipo_pago,
    metodo_pago: kind.metodo_pago,
    returnPath: body.return_path ?? DEFAULT_RETURN_PATH[body.tipo_pago],
    token: kind.webpayToken ? newProviderToken() : null,
    tokenCreatedAt: clock.nowMs(),
    committed: false,
    confirmAt: null,
    requestKey: key,
    ...newVoucherKey(member, clock.nowMs()),
  };
  store.state.purchases.push(purchase);
  for (const l of quote.lines) {
    store.state.payments.push({
      id: store.nextId(),
      purchaseId: id,
      memberId: l.memberId,
      payerId: member.id,
      estado: 1,
      tipo_pago: l.tipo_pago,
      fecha,
      numero_cuota: l.months.length,
      cuota: l.cuota,
      total: l.total,
      medio: kind.medio,
      wp_amount: null,
      wp_authorizationCode: null,
      wp_paymentTypeCode: null,
      wp_cardNumber: null,
      detail_pago: l.months.map((m) => ({ id: store.nextId(), payed_month: m.month, month_value: m.value })),
    });
  }
  return purchase;
}

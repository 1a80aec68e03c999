// `payments/info/{id_compra}` and the voucher read a purchase only for its payer; anyone else gets
// the same 404 as for a purchase that does not exist, so ids cannot be probed.
import type { PaymentInfo, PaymentRecord } from '../../../web/src/api/contract';
import type { MemberRecord, PaymentRow, PurchaseRow } from '../store/types';
import { notFound } from '../http/errors';
import { toSessionUser } from './members';
import { paymentsOf } from './ledger';
import type { Deps } from '../deps';

export const PURCHASE_NOT_FOUND = 'Pago no encontrado.';

export function ownPurchase(deps: Pick<Deps, 'store'>, purchaseId: number, memberId: number): PurchaseRow {
  const { store } = deps;
  const p = store.state.purchases.find((x) => x.id === purchaseId);
  if (!p || p.memberId !== memberId) throw notFound(PURCHASE_NOT_FOUND);
  return p;
}

function payerUser(m: MemberRecord) {
  const { legacy_auth_token: _token, intereses: _interests, ...user } = toSessionUser(m);
  return user;
}

export function toPaymentRecord(deps: Pick<Deps, 'store'>, row: PaymentRow): PaymentRecord {
  const { store } = deps;
  const m = store.memberById(row.memberId);
  return {
    id: row.id,
    estado: row.estado,
    tipo_pago: row.tipo_pago,
    fecha: row.fecha,
    rut: m?.rut ?? '',
    numero_cuota: row.numero_cuota,
    cuota: row.cuota,
    total: row.total,
    wp_amount: row.wp_amount,
    wp_authorizationCode: row.wp_authorizationCode,
    wp_paymentTypeCode: row.wp_paymentTypeCode,
    wp_cardNumber: row.wp_cardNumber,
    detail_pago: row.detail_pago.map((d) => ({ ...d })),
    // SPEC §3 names `user` without fields: here the session user with its id (MOCK_SHAPES=spec drops
    // the id), less its token: a secondary payment's user is another member.
    user: m ? payerUser(m) : { id: row.memberId },
  };
}

/** The payer's own payment is the main one; associated accounts' payments are secondary. */
export function splitPayments(deps: Pick<Deps, 'store'>, p: PurchaseRow) {
  const rows = paymentsOf(deps, p.id);
  const main = rows.find((r) => r.memberId === p.memberId) ?? rows[0];
  if (!main) throw notFound(PURCHASE_NOT_FOUND);
  return { main, secondary: rows.filter((r) => r !== main) };
}

export function paymentInfo(deps: Pick<Deps, 'store'>, purchaseId: number, memberId: number): PaymentInfo {
  const p = ownPurchase(deps, purchaseId, memberId);
  const { main, secondary } = splitPayments(deps, p);
  return {
    id_compra: p.id,
    main_payment: toPaymentRecord(deps, main),
    secondary_payments: secondary.map((r) => toPaymentRecord(deps, r)),
  };
}

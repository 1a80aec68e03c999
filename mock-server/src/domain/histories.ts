// The member's payment and purchase history (SPEC §2 history screens), read from the ledger.
import type { PaymentHistoryItem, PaymentsHistory, Purchase, TipoPago } from '../../../web/src/api/contract';
import { formatMonthLong } from '../../../web/src/domain/months';
import type { PaymentRow } from '../store/types';
import { fullName } from './members';
import { isInConfirmation } from './payment-phase';
import type { Deps } from '../deps';

export const TIPO_LABEL: Record<TipoPago, string> = {
  cuotas: 'Pago de cuotas',
  incorporacion: 'Incorporación',
  regularizacion: 'Regularización',
  pago_automatico: 'Pago automático',
  extraordinaria: 'Cuota extraordinaria',
};

/** Relative to the API base, like every other path the SPA calls; served by the payments routes. */
export const voucherPath = (purchaseId: number) => `vouchers/${purchaseId}`;

/** 'septiembre de 2026 a noviembre de 2026', or one month alone (docs/style-guide.md). */
export function periodOf(months: string[]): string {
  const sorted = [...months].sort();
  const first = sorted[0];
  const last = sorted[sorted.length - 1];
  if (!first || !last) return '';
  return first === last ? formatMonthLong(first) : `${formatMonthLong(first)} a ${formatMonthLong(last)}`;
}

// Newest first; the id breaks ties within a day so the order is stable.
const newestFirst = <T extends { fecha: string; id: number }>(a: T, b: T) =>
  b.fecha.localeCompare(a.fecha) || b.id - a.id;

function historyItem(deps: Pick<Deps, 'store'>, p: PaymentRow): PaymentHistoryItem {
  const { store } = deps;
  const owner = store.memberById(p.memberId);
  return {
    id: p.id,
    fecha: p.fecha,
    tipo: TIPO_LABEL[p.tipo_pago],
    medio: p.medio,
    receptor: owner ? fullName(owner) : '',
    valor: p.total,
    periodo: periodOf(p.detail_pago.map((d) => d.payed_month)),
    url_voucher: voucherPath(p.purchaseId),
    pago_relacionado: { id: p.id, estado: p.estado },
    // Beyond SPEC §3: the purchase this payment belongs to, the one number the member sees everywhere.
    id_compra: p.purchaseId,
  };
}

export function paymentsHistory(deps: Pick<Deps, 'store'>, payerId: number): PaymentsHistory {
  const { store } = deps;
  const mine = store.state.payments.filter((p) => p.payerId === payerId).sort(newestFirst);
  return {
    history: mine.filter((p) => p.tipo_pago !== 'extraordinaria').map((p) => historyItem(deps, p)),
    history_extra: mine.filter((p) => p.tipo_pago === 'extraordinaria').map((p) => historyItem(deps, p)),
  };
}

export function purchasesHistory(deps: Pick<Deps, 'store'>, memberId: number): Purchase[] {
  const { store } = deps;
  return store.state.purchases
    .filter((p) => p.memberId === memberId)
    .sort(newestFirst)
    .map((p) => ({
      id: p.id,
      fecha: p.fecha,
      estado: p.estado,
      total: p.total,
      url_voucher: voucherPath(p.id),
      en_confirmacion: isInConfirmation(p),
    }));
}

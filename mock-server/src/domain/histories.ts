// The member's payment and purchase history (SPEC §2 history screens), read from the ledger.
import type { PaymentHistoryItem, PaymentsHistory, Purchase, TipoPago } from '../../../web/src/api/contract';
import { formatMonthLong } from '../../../web/src/domain/months';
import type { PaymentRow } from '../store/types';
import { fullName } from './members';
import { isInConfirmation } from './payment-phase';
import { voucherLink } from './receipt-links';
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

/**
 * A purchase's `url_voucher`: the API path, which the SPA opens through the one-time link call. With
 * the unshown calls missing (MOCK_UNSHOWN=missing) there is no such call, so the fake answers as an
 * API without it would: an address that opens by itself (the e-mail's keyed link), where it has one.
 */
function voucherUrl(deps: Pick<Deps, 'store' | 'config'>, purchaseId: number): string {
  const purchase = deps.store.state.purchases.find((p) => p.id === purchaseId);
  return deps.config.unshown === 'missing' && purchase?.voucherKey
    ? voucherLink(deps, purchase)
    : voucherPath(purchaseId);
}

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

function historyItem(deps: Pick<Deps, 'store' | 'config'>, p: PaymentRow): PaymentHistoryItem {
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
    url_voucher: voucherUrl(deps, p.purchaseId),
    // SPEC §3's related payment is the purchase: the one number the member sees for it everywhere
    // (final page, receipt, purchases, e-mails), and the one `payments/info/{id}` reads.
    pago_relacionado: { id: p.purchaseId, estado: p.estado },
  };
}

/** Which slice of a newest-first list to answer: the newest 50 unless the client pages. */
export interface HistoryPage {
  page: number; // from 1
  perPage: number;
}
export const HISTORY_PAGE_SIZE = 50;
export const MAX_HISTORY_PAGE_SIZE = 100;
export const FIRST_PAGE: HistoryPage = { page: 1, perPage: HISTORY_PAGE_SIZE };

// The answer stays bounded however long the ledger gets: each list is cut before it is mapped.
const slice = <T>(rows: T[], { page, perPage }: HistoryPage) =>
  rows.slice((page - 1) * perPage, page * perPage);

export function paymentsHistory(
  deps: Pick<Deps, 'store' | 'config'>,
  payerId: number,
  page: HistoryPage = FIRST_PAGE,
): PaymentsHistory {
  const { store } = deps;
  const mine = store.state.payments.filter((p) => p.payerId === payerId).sort(newestFirst);
  const normal = mine.filter((p) => p.tipo_pago !== 'extraordinaria');
  const extra = mine.filter((p) => p.tipo_pago === 'extraordinaria');
  return {
    history: slice(normal, page).map((p) => historyItem(deps, p)),
    history_extra: slice(extra, page).map((p) => historyItem(deps, p)),
  };
}

export function purchasesHistory(
  deps: Pick<Deps, 'store' | 'config'>,
  memberId: number,
  page: HistoryPage = FIRST_PAGE,
): Purchase[] {
  const { store } = deps;
  const mine = store.state.purchases.filter((p) => p.memberId === memberId).sort(newestFirst);
  return slice(mine, page).map((p) => ({
    id: p.id,
    fecha: p.fecha,
    estado: p.estado,
    total: p.total,
    url_voucher: voucherUrl(deps, p.id),
    en_confirmacion: isInConfirmation(p),
  }));
}

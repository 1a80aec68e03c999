// Bounds on what one member can make the club store. Every purchase keeps its rows (ledger, history,
// console), so a script looping over 'Pagar' would grow them without end:
// - at most 20 new purchases per member in 10 minutes (a retry with the same buyOrder is not new);
// - one extraordinary contribution waiting at Webpay at a time, like the dues lock (open-payments.ts):
//   a second one is refused until the first is paid, rejected or annulled (5 minutes when abandoned).
import type { MemberRecord, PurchaseRow } from '../store/types';
import { fieldError, tooManyRequests } from '../http/errors';
import type { Deps } from '../deps';

export const PURCHASE_RATE_LIMIT = 20;
export const PURCHASE_RATE_WINDOW_MS = 10 * 60 * 1000;
export const TOO_MANY_PURCHASES =
  'Iniciaste demasiados pagos en pocos minutos. Espera unos minutos antes de intentarlo otra vez.';
export const OPEN_EXTRAORDINARY =
  'Ya tienes un aporte extraordinario esperando en Webpay. Termínalo o anúlalo antes de pagar otro (un pago que dejaste sin terminar en Webpay se anula solo a los 5 minutos).';

const startedAt = (p: PurchaseRow) => p.tokenCreatedAt ?? 0;

export function assertPurchaseRate(deps: Pick<Deps, 'store'>, member: MemberRecord, nowMs: number): void {
  const recent = deps.store.state.purchases.filter(
    (p) =>
      p.memberId === member.id && nowMs - startedAt(p) < PURCHASE_RATE_WINDOW_MS && startedAt(p) <= nowMs,
  );
  if (recent.length < PURCHASE_RATE_LIMIT) return;
  const oldest = Math.min(...recent.map(startedAt));
  throw tooManyRequests(TOO_MANY_PURCHASES, oldest + PURCHASE_RATE_WINDOW_MS - nowMs);
}

/** 422 under tipo_pago while the member's extraordinary contribution is still pending at Webpay. */
export function assertNoOpenExtraordinary(deps: Pick<Deps, 'store'>, member: MemberRecord): void {
  const open = deps.store.state.purchases.some(
    (p) =>
      p.memberId === member.id &&
      p.tipo_pago === 'extraordinaria' &&
      p.metodo_pago === 'webpay' &&
      p.estado === 1 &&
      !p.committed,
  );
  if (open) throw fieldError('tipo_pago', OPEN_EXTRAORDINARY);
}

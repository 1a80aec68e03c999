// What a paid purchase changes: each member's paid-up month moves forward by exactly the months
// paid, an incorporation makes the member active with a membership number, a regularisation brings
// the member up to date and starts the 5 years before the next one; the payer gets a receipt.
import { compareMonths } from '../../../web/src/domain/months';
import type { MemberRecord, PaymentRow, PurchaseRow } from '../store/types';
import type { Deps } from '../deps';
import { sendReceipt } from './receipt-mail';

const later = (a: string | null, b: string) => (a !== null && compareMonths(a, b) > 0 ? a : b);

export function applyPaidEffects(deps: Deps, p: PurchaseRow, rows: PaymentRow[]): void {
  const { store, clock } = deps;
  for (const row of rows) {
    const member = store.memberById(row.memberId);
    if (!member) continue;
    const months = row.detail_pago.map((d) => d.payed_month).sort(compareMonths);
    const lastMonth = months[months.length - 1];
    switch (row.tipo_pago) {
      case 'cuotas':
      case 'pago_automatico':
        if (lastMonth) member.al_dia_hasta = later(member.al_dia_hasta, lastMonth);
        break;
      case 'incorporacion':
        if (lastMonth) member.al_dia_hasta = later(member.al_dia_hasta, lastMonth);
        incorporate(deps, member);
        break;
      case 'regularizacion':
        member.al_dia_hasta = later(member.al_dia_hasta, clock.month());
        member.lastRegularization = clock.today();
        break;
      case 'extraordinaria':
        break; // a voluntary contribution: it pays no dues
    }
  }
  sendReceipt(deps, p, rows);
}

function incorporate(deps: Deps, member: MemberRecord): void {
  const { store, clock } = deps;
  member.activo = 1;
  member.socio_desde ??= clock.today();
  if (member.numero_socio === null) {
    const numbers = store.state.members.map((m) => m.numero_socio ?? 0);
    member.numero_socio = Math.max(0, ...numbers) + 1;
  }
}

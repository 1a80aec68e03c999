// The e-mail before an automatic charge, sent by the fake as the club's API would (docs/api-extensions.md):
// to every member whose automatic payment is on with a saved card, once per charge month, from
// 3 days before the window (7 when the amount changes). The scheduler runs it whenever the clock
// moves and on the automatic charge's timer, so a clock that jumps over the day still sends it, late
// rather than never; `noticedMonth` keeps it to one.
import club from '../../../fixtures/club.json';
import { chargeWindowText, nextChargeMonth } from '../../../web/src/domain/auto-payment';
import { cardName } from '../../../web/src/domain/card-name';
import {
  comingAmount,
  noticeDay,
  noticeIsDue,
  priceChange,
  priceChangeText,
  type PriceChange,
} from '../../../web/src/domain/charge-notice';
import { duesText } from '../../../web/src/domain/dues-text';
import { formatLongDate } from '../../../web/src/domain/dates';
import { nextDues, memberBracket } from '../../../web/src/domain/fees';
import { formatMoney } from '../../../web/src/domain/money';
import { formatMonthLong } from '../../../web/src/domain/months';
import type { Deps } from '../deps';
import type { AutoPaymentRow, CardRow, MemberRecord } from '../store/types';
import { sendMail } from './mail';
import { fullName } from './members';

export interface ChargeNotice {
  rut: string;
  nombre: string;
  /** The charge month ('YYYY-MM'). */
  month: string;
  total: number;
  cuotas: number;
  card: string;
  change: PriceChange | null;
  /** The first day it is due ('YYYY-MM-DD'). */
  day: string;
  sent: boolean;
  /** The months it pays, as the member reads them. */
  pays: string;
}

/** The club's footer, as on every page of the portal. */
export const CLUB_FOOTER = `${club.nombre} · ${club.direccion} · ${club.contactoEmail}`;

function noticeOf(deps: Deps, auto: AutoPaymentRow, member: MemberRecord, card: CardRow): ChargeNotice {
  const today = deps.clock.today();
  const month = nextChargeMonth({
    alDiaHasta: member.al_dia_hasta,
    today,
    lastCharged: auto.lastChargedMonth,
  });
  const who = { birthDate: member.fecha_nacimiento, category: member.tipo_socio };
  const change = priceChange(who, month, auto.cuotas);
  const bracket = memberBracket(who.birthDate, who.category, `${month}-01`);
  const months = nextDues(member.al_dia_hasta, auto.cuotas, month, bracket).months.map((m) =>
    formatMonthLong(m.month),
  );
  const pays = months.length > 1 ? `${months[0]} a ${months[months.length - 1]}` : (months[0] ?? '');
  return {
    rut: member.rut,
    nombre: fullName(member),
    month,
    total: comingAmount(who, month, member.al_dia_hasta, auto.cuotas),
    cuotas: auto.cuotas,
    card: cardName(card),
    change,
    day: noticeDay(month, change !== null),
    sent: auto.noticedMonth === month,
    pays,
  };
}

/** Every member the notice is for (automatic payment on, a saved card, able to pay), with its next one. */
export function upcomingNotices(
  deps: Deps,
): (ChargeNotice & { auto: AutoPaymentRow; member: MemberRecord })[] {
  const { store } = deps;
  return store.state.autoPayments.flatMap((auto) => {
    const member = store.memberById(auto.memberId);
    const card = store.state.cards.find((c) => c.memberId === auto.memberId && !c.revoked);
    if (!auto.enable || !member || !card || member.estado !== 0 || member.al_dia_hasta === null) return [];
    return [{ ...noticeOf(deps, auto, member, card), auto, member }];
  });
}

function send(deps: Deps, n: ChargeNotice, member: MemberRecord, auto: AutoPaymentRow): void {
  const when = chargeWindowText(n.month);
  const text = [
    `Hola ${member.nombre}:`,
    `Tu pago automático cobrará ${formatMoney(n.total)} (${duesText(n.cuotas)}) ${when}, en tu ${n.card}.`,
    `Paga ${n.cuotas === 1 ? 'tu cuota' : 'tus cuotas'} de ${n.pays}.`,
    ...(n.change
      ? [`El monto cambia: ${priceChangeText(n.change)} (antes ${formatMoney(n.change.from)}).`]
      : []),
    // Sent late (the clock jumped into the window), the window has opened: there is no 'before' left.
    deps.clock.today() < `${n.month}-01`
      ? `Si no quieres este cobro, desactiva el pago automático antes del ${formatLongDate(`${n.month}-01`)}.`
      : 'Si no quieres este cobro, desactiva el pago automático cuanto antes.',
    '',
    '—',
    CLUB_FOOTER,
  ].join('\n');
  sendMail(deps, {
    to: member.email,
    subject: `Tu pago automático de ${formatMonthLong(n.month)}: ${formatMoney(n.total)}`,
    text,
    links: [
      {
        label: 'Revisar mi pago automático',
        href: `${deps.config.webUrl}/pagos/automaticos?menu=pagos-automaticos`,
      },
    ],
  });
  auto.noticedMonth = n.month;
}

/**
 * Sends every notice whose day has come and that has not gone out (the scheduler), or, with
 * `now`, every one not yet sent whatever its day (the console's 'Enviar avisos ahora').
 */
export function sendChargeNotices(deps: Deps, now = false): ChargeNotice[] {
  const today = deps.clock.today();
  const sent: ChargeNotice[] = [];
  for (const { auto, member, ...n } of upcomingNotices(deps)) {
    if (n.sent || !(now || noticeIsDue(today, n.month, n.change !== null))) continue;
    send(deps, n, member, auto);
    sent.push({ ...n, sent: true });
  }
  return sent;
}

// The automatic monthly charge (SPEC §1): in days 1–5 of the month on the mock's clock, members with
// automatic payment on and a saved card are charged their configured number of dues, once a month
// (lastChargedMonth, and a buyOrder derived from the month as a second lock). A member already paid
// up through the current month owes nothing yet and is left for a later month. A member with a dues
// payment still open (a Webpay payment in progress, an approval awaiting confirmation) is skipped
// without spending the month's attempt: charging now would pay the same months twice, and a later
// run in the window charges whatever is still owed once that payment has ended.
import { compareMonths } from '../../../web/src/domain/months';
import { AUTO_CHARGE_LAST_DAY } from '../../../web/src/domain/fees';
import type { Deps } from '../deps';
import type { CardRow, MemberRecord } from '../store/types';
import { chargeCard, chargeResponse } from './oneclick-charge';
import { startPurchase } from './purchases';
import { openDuesPayment, settleStalePayments } from './open-payments';
import { quotePayment } from './payment-quote';
import { sendMail } from './mail';
import { sendChargeNotices } from './charge-notice';
import { AppError } from '../http/errors';

export const SKIP_OPEN_PAYMENT = 'Tiene un pago de cuotas en proceso: se cobrará lo que deba cuando termine.';

export interface AutoChargeReport {
  month: string;
  inWindow: boolean;
  charged: { rut: string; id_compra: number; total: number; status: boolean; data: string }[];
  skipped: { rut: string; reason: string }[];
}

export function runAutoCharge(deps: Deps): AutoChargeReport {
  const { store, clock } = deps;
  const month = clock.month();
  const inWindow = Number(clock.today().slice(8, 10)) <= AUTO_CHARGE_LAST_DAY;
  const report: AutoChargeReport = { month, inWindow, charged: [], skipped: [] };
  settleStalePayments(deps); // an expired token or a due confirmation must not hold a member back
  for (const auto of store.state.autoPayments) {
    const member = store.memberById(auto.memberId);
    if (!member || !auto.enable) continue;
    const skip = (reason: string) => report.skipped.push({ rut: member.rut, reason });
    const card = store.state.cards.find((c) => c.memberId === member.id);
    if (!inWindow) skip(`Fuera de los días 1 a ${AUTO_CHARGE_LAST_DAY} del mes.`);
    else if (auto.lastChargedMonth === month) skip('Ya se cobró este mes.');
    else if (!card) skip('Sin tarjeta inscrita.');
    else if (member.estado !== 0 || member.al_dia_hasta === null) skip('Cuenta no habilitada para pagar.');
    else if (compareMonths(member.al_dia_hasta, month) >= 0) skip('Al día: no debe el mes en curso.');
    else if (openDuesPayment(deps, member.id)) skip(SKIP_OPEN_PAYMENT);
    else {
      try {
        const answer = chargeMember(deps, member, auto.cuotas, card);
        auto.lastChargedMonth = month; // one attempt a month, approved or not
        report.charged.push({ rut: member.rut, ...answer });
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        skip(`No se pudo cobrar: ${Object.values(err.errors ?? {}).flat()[0] ?? err.message}`);
      }
    }
  }
  return report;
}

function chargeMember(deps: Deps, member: MemberRecord, cuotas: number, card: CardRow) {
  const { clock } = deps;
  const request = { tipo_pago: 'pago_automatico' as const, numero_cuotas: cuotas, selectedAccounts: [] };
  const valor = quotePayment(deps, member, request).total;
  const buyOrder = `AUTO-${member.id}-${clock.month().replace('-', '')}`;
  const { purchase } = startPurchase(
    deps,
    member,
    { ...request, valor, buyOrder },
    {
      metodo_pago: 'oneclick',
      medio: 'Pago automático',
      webpayToken: false,
    },
  );
  chargeCard(deps, purchase, card);
  const answer = chargeResponse(purchase);
  if (!answer.status) {
    const text = [
      `Hola ${member.nombre}:`,
      answer.data,
      `Nº de compra: ${purchase.id} (no se hizo ningún cargo).`,
      'Puedes pagar tus cuotas desde el portal.',
    ].join('\n');
    const mail = { to: member.email, subject: 'No pudimos cobrar tu pago automático', text };
    sendMail(deps, mail);
  }
  return { id_compra: purchase.id, total: purchase.total, status: answer.status, data: answer.data };
}

/**
 * The timer behind config.autoChargeIntervalMs (0 = off): the notices whose day the running clock
 * reached, then the month's charge. unref'd: it never keeps the process alive.
 */
export function startAutoChargeTimer(deps: Deps): (() => void) | null {
  const every = deps.config.autoChargeIntervalMs;
  if (!(every > 0)) return null;
  const timer = setInterval(() => {
    try {
      sendChargeNotices(deps);
      runAutoCharge(deps);
    } catch (err) {
      console.error('[mock] automatic charge failed', err);
    }
  }, every);
  timer.unref();
  return () => clearInterval(timer);
}

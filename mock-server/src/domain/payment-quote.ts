// What a payment request costs, computed on the server from the fee schedule (ARCHITECTURE §3): the
// `valor` the member saw is only compared with it, never charged. One line per member whose dues
// are paid (the payer first, then each associated account).
import type { MonthValue, TipoPago } from '../../../web/src/api/contract';
import {
  EXTRAORDINARY_AMOUNTS,
  MAX_CUOTAS,
  REGULARIZATION_THRESHOLD,
  REGULARIZATION_YEARS,
  duesRangeText,
  isExtraordinaryAmount,
  pendingMonths,
  monthValue,
} from '../../../web/src/domain/fees';
import { addMonths, monthRange } from '../../../web/src/domain/months';
import { formatNumber } from '../../../web/src/domain/money';
import type { Clock } from '../clock';
import type { MemberRecord } from '../store/types';
import { validationError, type FieldErrors } from '../http/errors';
import { fullName } from './members';
import { feeConfig, memberBracket, quoteOwnDues, regularizationOf } from './dues-quotes';
import type { Deps } from '../deps';

export interface QuoteRequest {
  tipo_pago: TipoPago;
  numero_cuotas: number;
  valor_cuota_extraordinaria?: number | undefined;
  selectedAccounts: number[];
  main_account?: number | undefined;
}

export interface PaymentLine {
  memberId: number;
  tipo_pago: TipoPago;
  cuota: number; // value per dues shown on receipts (the extraordinary amount for extraordinaria)
  months: MonthValue[];
  incorporacion: number; // the joining fee, charged on top of the months (not a detail_pago line)
  total: number;
}

export interface PaymentQuote {
  lines: PaymentLine[];
  total: number;
}

const line = (memberId: number, tipo: TipoPago, cuota: number, months: MonthValue[], fee = 0) => ({
  memberId,
  tipo_pago: tipo,
  cuota,
  months,
  incorporacion: fee,
  total: fee + months.reduce((sum, m) => sum + m.value, 0),
});

/** Throws a 422 naming every bad field; otherwise the lines to charge. */
export function quotePayment(
  deps: Pick<Deps, 'store' | 'clock'>,
  member: MemberRecord,
  req: QuoteRequest,
): PaymentQuote {
  const { clock } = deps;
  const { state } = deps.store;
  const month = clock.month();
  const errors: FieldErrors = {};
  const fail = (field: string, text: string) => (errors[field] ??= []).push(text);
  const rule = feeConfig(member, clock);
  const count = req.numero_cuotas;
  const lines: PaymentLine[] = [];

  if (req.main_account !== undefined && req.main_account !== member.id)
    fail('main_account', 'La cuenta principal debe ser la tuya.');
  const withAccounts = ['cuotas', 'incorporacion'].includes(req.tipo_pago);
  if (!withAccounts && req.selectedAccounts.length)
    fail('selectedAccounts', 'Este tipo de pago no admite cuentas asociadas.');

  switch (req.tipo_pago) {
    case 'cuotas':
    case 'pago_automatico':
      if (member.al_dia_hasta === null) fail('tipo_pago', 'Primero debes pagar la cuota de incorporación.');
      else if (count < 1 || count > MAX_CUOTAS) fail('numero_cuotas', duesRangeText(1));
      else lines.push(duesLine(member, req.tipo_pago, count, clock));
      break;
    case 'incorporacion':
      if (member.al_dia_hasta !== null) fail('tipo_pago', 'Tu incorporación ya está pagada.');
      else if (count < rule.min_cuotas || count > MAX_CUOTAS)
        fail('numero_cuotas', duesRangeText(rule.min_cuotas));
      else {
        const dues = quoteOwnDues(member, count, clock).months; // from the current month
        lines.push(line(member.id, 'incorporacion', rule.valor_cuota, dues, rule.incorporacion));
      }
      break;
    case 'extraordinaria': {
      const amount = req.valor_cuota_extraordinaria;
      if (amount === undefined || !isExtraordinaryAmount(amount))
        fail(
          'valor_cuota_extraordinaria',
          `El monto debe ser uno de: ${EXTRAORDINARY_AMOUNTS.map(formatNumber).join(', ')}.`,
        );
      if (count < 1 || count > MAX_CUOTAS) fail('numero_cuotas', duesRangeText(1));
      // A contribution is counted from the month it is paid in, one month per "cuota".
      const months = monthRange(addMonths(month, -1), count).map((m) => ({ month: m, value: amount ?? 0 }));
      lines.push(line(member.id, 'extraordinaria', amount ?? 0, months));
      break;
    }
    case 'regularizacion': {
      const reg = regularizationOf(member, clock);
      if (!reg.allowed)
        fail(
          'tipo_pago',
          reg.cuotas_pendientes < REGULARIZATION_THRESHOLD
            ? `Para regularizar debes tener ${REGULARIZATION_THRESHOLD} o más cuotas pendientes.`
            : `Ya regularizaste tu deuda en los últimos ${REGULARIZATION_YEARS} años.`,
        );
      else lines.push(regularizationLine(member, clock, reg.total));
      break;
    }
  }

  if (withAccounts && !errors.tipo_pago && !errors.numero_cuotas) {
    for (const id of new Set(req.selectedAccounts)) {
      const account = state.members.find((m) => m.id === id);
      if (!account || account.guardianId !== member.id)
        fail('selectedAccounts', `La cuenta ${id} no es una cuenta asociada a ti.`);
      else if (account.al_dia_hasta === null)
        fail('selectedAccounts', `${fullName(account)} debe pagar incorporación.`);
      else lines.push(duesLine(account, 'cuotas', count, clock));
    }
  }

  if (Object.keys(errors).length) throw validationError(errors);
  return { lines, total: lines.reduce((sum, l) => sum + l.total, 0) };
}

// The same quote the fee screens show (cuotas/valores), so what is shown is what is charged.
function duesLine(m: MemberRecord, tipo: TipoPago, count: number, clock: Clock) {
  return line(m.id, tipo, feeConfig(m, clock).valor_cuota, quoteOwnDues(m, count, clock).months);
}

// Half of each owed month, so the receipt still lists every month it settles; rounding left over
// by the halving goes to the last month so the lines add up to exactly the regularisation total.
function regularizationLine(m: MemberRecord, clock: Clock, total: number) {
  const bracket = memberBracket(m, clock.today());
  const owed = pendingMonths(m.al_dia_hasta, clock.month());
  const months = owed.map((mm) => ({ month: mm, value: Math.floor(monthValue(mm, bracket) / 2) }));
  const last = months[months.length - 1];
  if (last) last.value += total - months.reduce((sum, x) => sum + x.value, 0);
  return line(m.id, 'regularizacion', Math.round(total / Math.max(1, months.length)), months);
}

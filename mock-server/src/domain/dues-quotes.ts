// What a member owes and what the next dues cost, from web/src/domain/fees (the rules the SPA shows)
// plus the member's record and the mock's clock. The payments domain charges with these same
// functions, so a quote on screen and the charge can never disagree.
import type {
  AccountDues,
  AccountsValues,
  AssociatedAccount,
  DuesValues,
  FeeConfig,
  FeeInfo,
  MonthValue,
  PendingDues,
  RegularizationAmount,
} from '../../../web/src/api/contract';
import * as fees from '../../../web/src/domain/fees';
import type { Clock } from '../clock';
import type { MemberRecord } from '../store/types';
import { fullName } from './members';

/** Age on `today` and the member's category decide the bracket (spec §9). */
export const memberBracket = (m: MemberRecord, today: string): fees.FeeBracket =>
  fees.memberBracket(m.fecha_nacimiento, m.tipo_socio, today);

export const feeConfig = (m: MemberRecord, clock: Clock): FeeConfig =>
  fees.feeRule(memberBracket(m, clock.today()));

export function regularizationOf(m: MemberRecord, clock: Clock): fees.Regularization {
  return fees.regularization(
    m.al_dia_hasta,
    clock.month(),
    memberBracket(m, clock.today()),
    m.lastRegularization,
    clock.today(),
  );
}

export function feeInfo(m: MemberRecord, clock: Clock): FeeInfo {
  return {
    ...feeConfig(m, clock),
    al_dia_hasta: m.al_dia_hasta,
    puede_regularizar: regularizationOf(m, clock).allowed,
    cuotas_pendientes: fees.pendingMonths(m.al_dia_hasta, clock.month()).length,
  };
}

export function pendingDues(m: MemberRecord, clock: Clock): PendingDues {
  const meses = fees.pendingMonths(m.al_dia_hasta, clock.month());
  return {
    cuotas_pendientes: meses.length,
    meses,
    total: fees.duesBreakdown(meses, memberBracket(m, clock.today())).total,
  };
}

export function regularizationAmount(m: MemberRecord, clock: Clock): RegularizationAmount {
  const r = regularizationOf(m, clock);
  return {
    puede_regularizar: r.allowed,
    cuotas_pendientes: r.cuotas_pendientes,
    cuotas_equivalentes: r.cuotas_equivalentes,
    deuda: r.deuda,
    total: r.total,
  };
}

/** A member's next `count` dues, oldest first, each month at the value in force then. The fake API sends every extension. */
export type OwnDuesQuote = Required<DuesValues> & { months: MonthValue[] };

export function quoteOwnDues(m: MemberRecord, count: number, clock: Clock): OwnDuesQuote {
  const b = fees.nextDues(m.al_dia_hasta, count, clock.month(), memberBracket(m, clock.today()));
  return {
    numero_cuotas: count,
    total_old: b.total_old,
    total_current: b.total_current,
    total: b.total,
    count_old: b.count_old,
    count_current: b.count_current,
    desde: b.months[0]?.month ?? clock.month(),
    hasta: b.months[b.months.length - 1]?.month ?? clock.month(),
    months: b.months,
  };
}

/**
 * The payer's own next `count` dues plus the same count for each associated account. The caller has
 * checked that `accounts` are the payer's own and have a paid-up date (see payableAccounts).
 * `detail` adds the month-by-month values, top level and per account.
 */
export function quoteAccounts(
  payer: MemberRecord,
  accounts: MemberRecord[],
  count: number,
  clock: Clock,
  detail = false,
): AccountsValues {
  const own = quoteOwnDues(payer, count, clock);
  const result: AccountsValues & { grand_total: number } = {
    numero_cuotas: count,
    total_old: own.total_old,
    total_current: own.total_current,
    total_accounts: 0,
    total_old_values: own.total_old,
    total_current_values: own.total_current,
    grand_total: own.total,
    ...(detail ? { months: own.months } : {}),
    accounts: {},
  };
  for (const a of accounts) {
    const { months, ...quote } = quoteOwnDues(a, count, clock);
    const dues: AccountDues = {
      ...quote,
      id: a.id,
      nombre_completo: fullName(a),
      rut: a.rut,
      ...(detail ? { months } : {}),
    };
    result.accounts[String(a.id)] = dues;
    result.total_accounts += quote.total;
    result.total_old_values += quote.total_old;
    result.total_current_values += quote.total_current;
    result.grand_total += quote.total;
  }
  return result;
}

export function associatedAccount(m: MemberRecord, clock: Clock): AssociatedAccount {
  return {
    id: m.id,
    nombre_completo: fullName(m),
    rut: m.rut,
    al_dia_hasta: m.al_dia_hasta,
    valor_cuota: feeConfig(m, clock).valor_cuota,
  };
}

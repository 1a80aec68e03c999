// Fees and dues (SPEC §3 "Fee info", §9; ARCHITECTURE §3).
import './jitless';
import * as z from 'zod/mini';
import { duesCount, extension, id, isRecord, openAnswer, pesos, yearMonth } from './wire';
import { yieldToMain } from '../../components/yield-to-main';

// Its schemas are built in a task of their own (index.ts).
await yieldToMain();

/** `GET cuotas/configuracion` for the logged member (SPEC §7 "a fee-configuration fetch (incorporacion, valor_cuota, min_cuotas, numero_cuotas)"; values by SPEC §9). */
export const feeConfig = z.object({
  incorporacion: pesos,
  valor_cuota: pesos,
  min_cuotas: duesCount,
  numero_cuotas: duesCount,
});

/**
 * `GET socios/profile/info-cuotas` (SPEC §3 "Fee info: incorporacion, valor_cuota, min_cuotas,
 * numero_cuotas, al_dia_hasta, puede_regularizar, cuotas_pendientes"). `al_dia_hasta` is null
 * before the incorporation is paid.
 */
export const feeInfo = z.extend(feeConfig, {
  al_dia_hasta: z.nullable(yearMonth),
  puede_regularizar: z.boolean(),
  cuotas_pendientes: duesCount,
  /**
   * The member's dues payment still open — `en_confirmacion` once the card provider approved it and
   * the club is confirming it, else still at the provider.
   */
  pago_en_curso: extension(
    z.nullable(z.object({ id_compra: id, en_confirmacion: z.boolean() })),
    "the dashboard and the dues screen show the pending dues and 'Pagar', with no notice of a payment in progress",
  ),
});

/**
 * `GET socios/profile/cuotas/pendientes` (SPEC §7 "pending dues"; the count is SPEC §3 Fee info's
 * `cuotas_pendientes`).
 */
export const pendingDues = openAnswer(
  readPendingDues,
  z.object({
    cuotas_pendientes: z.optional(duesCount),
    meses: extension(z.array(yearMonth), 'nothing: the portal derives the months from al_dia_hasta'),
    total: extension(pesos, "the dashboard shows no 'Total adeudado' line"),
  }),
);

const MONTH = /^\d{4}-(0[1-9]|1[0-2])/;
/** A month owed, as a list item may carry it: 'YYYY-MM', or in `mes`, `month`, `periodo`, `payed_month`. */
function monthOf(item: unknown): string | undefined {
  const v = isRecord(item) ? (item.mes ?? item.month ?? item.periodo ?? item.payed_month) : item;
  return typeof v === 'string' && MONTH.test(v) ? v.slice(0, 7) : undefined;
}

/**
 * SPEC §7's "pending dues" names no field: a count (bare, in Fee info's `cuotas_pendientes`, or
 * `cantidad`), or the dues themselves as a list (bare or in `data`/`cuotas`), whose months are kept
 * when each item says its month.
 */
function readPendingDues(v: unknown): unknown {
  if (typeof v === 'number' || typeof v === 'string') return { cuotas_pendientes: v };
  const list = Array.isArray(v) ? v : isRecord(v) ? [v.data, v.cuotas].find(Array.isArray) : undefined;
  if (list) {
    const months = list.map(monthOf);
    const meses = months.every(Boolean) ? (months as string[]) : undefined;
    return { ...(isRecord(v) ? v : {}), cuotas_pendientes: list.length, ...(meses ? { meses } : {}) };
  }
  if (isRecord(v) && v.cuotas_pendientes === undefined) return { ...v, cuotas_pendientes: v.cantidad };
  return v;
}

export const monthValue = z.object({ month: yearMonth, value: pesos });

export const duesValuesQuery = z.object({
  numero_cuotas: duesCount,
  tipo_pago: z.optional(z.enum(['cuotas', 'incorporacion'])),
});
/**
 * `GET cuotas/valores?numero_cuotas=N[&tipo_pago=incorporacion]`: the member's own next N dues
 * (SPEC §7 "cuotas/valores | numero_cuotas; total_old, total_current"; SPEC §9 the June 2023 change).
 */
export const duesValues = z.object({
  /** dues up to May 2023, at the old values */
  total_old: pesos,
  /** dues from June 2023 */
  total_current: pesos,
  numero_cuotas: extension(duesCount, 'nothing: the portal knows the count it asked for'),
  total: extension(pesos, 'nothing: the portal adds total_old and total_current'),
  count_old: extension(duesCount, 'nothing: no screen shows it'),
  count_current: extension(duesCount, 'nothing: no screen shows it'),
  desde: extension(yearMonth, "the incorporation summary shows no 'Período' row"),
  hasta: extension(yearMonth, "the incorporation summary shows no 'Período' row"),
});

export const accountsValuesRequest = z.object({ numero_cuotas: duesCount, accounts: z.array(id) });
/**
 * One account's entry of the per-account totals. SPEC §3 names the map ("accounts map keyed by id"),
 * not its values: read as `cuotas/valores` answers a quote, as a bare total, or partly; an entry that
 * says no amount is priced from the account's `valor_cuota` (features/payments/dues-quote.ts).
 */
const accountQuote = z.extend(duesValues, {
  total_old: z.optional(pesos),
  total_current: z.optional(pesos),
  desde: extension(yearMonth, "the summary derives the account's months from its al_dia_hasta and the count"),
  hasta: extension(yearMonth, "the summary derives the account's months from its al_dia_hasta and the count"),
  id: extension(id, 'nothing: the accounts map is keyed by id'),
  nombre_completo: extension(z.string(), "the summary names the account from 'Cuentas asociadas'"),
  rut: extension(z.string(), 'nothing: no screen shows it there'),
  months: extension(
    z.array(monthValue),
    "the summary derives the account's months from its al_dia_hasta and the count",
  ),
});
export const accountDues = openAnswer(
  (v) => (typeof v === 'number' || typeof v === 'string' ? { total: v } : v),
  accountQuote,
);
/**
 * `POST cuotas/valores/accounts` (and `/detail`, which adds `months`): SPEC §3 "Per-account totals:
 * total_old, total_current, total_accounts, total_old_values, total_current_values, accounts map
 * keyed by id". The top-level totals are the member's own dues; `total_accounts` adds up the
 * associated accounts; `*_values` add up both.
 */
export const accountsValues = z.object({
  total_old: pesos,
  total_current: pesos,
  total_accounts: pesos,
  total_old_values: pesos,
  total_current_values: pesos,
  accounts: z.record(z.string(), accountDues),
  numero_cuotas: extension(duesCount, 'nothing: the portal knows the count it asked for'),
  grand_total: extension(pesos, 'nothing: the portal adds total_old_values and total_current_values'),
  months: extension(
    z.array(monthValue),
    "the summary derives the member's months from al_dia_hasta and the count",
  ),
});

/**
 * `GET socios/account/payments/regularization/pending-amount` (SPEC §3 "Regularisation pending
 * amount: cuotas_equivalentes, total").
 */
export const regularizationAmount = z.object({
  cuotas_equivalentes: duesCount,
  total: pesos,
  puede_regularizar: extension(z.boolean(), 'nothing: the portal reads it from the fee info'),
  cuotas_pendientes: extension(duesCount, 'nothing: the portal reads it from the fee info'),
  deuda: extension(pesos, "the regularisation screen shows no 'Deuda total' row"),
});

export type FeeConfig = z.infer<typeof feeConfig>;
export type FeeInfo = z.infer<typeof feeInfo>;
export type PendingDues = z.infer<typeof pendingDues>;
export type MonthValue = z.infer<typeof monthValue>;
export type DuesValuesQuery = z.infer<typeof duesValuesQuery>;
export type DuesValues = z.infer<typeof duesValues>;
export type AccountsValuesRequest = z.infer<typeof accountsValuesRequest>;
export type AccountDues = z.infer<typeof accountDues>;
export type AccountsValues = z.infer<typeof accountsValues>;
export type RegularizationAmount = z.infer<typeof regularizationAmount>;

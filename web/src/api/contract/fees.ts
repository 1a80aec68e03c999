// Fees and dues (SPEC §3 "Fee info", §9; ARCHITECTURE §3).
import { z } from 'zod';
import { duesCount, id, pesos, yearMonth } from './wire';

/** `GET cuotas/configuracion` for the logged member (SPEC §9 by age and category). */
export const feeConfig = z.object({
  incorporacion: pesos,
  valor_cuota: pesos,
  min_cuotas: duesCount,
  numero_cuotas: duesCount,
});

/** `GET socios/profile/info-cuotas`. `al_dia_hasta` is null before the incorporation is paid. */
export const feeInfo = feeConfig.extend({
  al_dia_hasta: yearMonth.nullable(),
  puede_regularizar: z.boolean(),
  cuotas_pendientes: duesCount,
  /**
   * Beyond SPEC §3: the member's dues payment still open — `en_confirmacion` once the card provider
   * approved it and the club is confirming it, else still at the provider. Without it (a real API
   * that does not send it) the dashboard shows the spec's pending dues and 'Pagar'.
   */
  pago_en_curso: z.object({ id_compra: id, en_confirmacion: z.boolean() }).nullable().optional(),
});

/** `GET socios/profile/cuotas/pendientes`. */
export const pendingDues = z.object({
  cuotas_pendientes: duesCount,
  meses: z.array(yearMonth),
  total: pesos,
});

export const monthValue = z.object({ month: yearMonth, value: pesos });

export const duesValuesQuery = z.object({
  numero_cuotas: duesCount,
  tipo_pago: z.enum(['cuotas', 'incorporacion']).optional(),
});
/** `GET cuotas/valores?numero_cuotas=N[&tipo_pago=incorporacion]`: the member's own next N dues. */
export const duesValues = z.object({
  numero_cuotas: duesCount,
  /** dues up to May 2023, at the old values */
  total_old: pesos,
  /** dues from June 2023 */
  total_current: pesos,
  total: pesos,
  count_old: duesCount,
  count_current: duesCount,
  desde: yearMonth,
  hasta: yearMonth,
});

export const accountsValuesRequest = z.object({ numero_cuotas: duesCount, accounts: z.array(id) });
export const accountDues = duesValues.extend({
  id,
  nombre_completo: z.string(),
  rut: z.string(),
  /** only in the /detail answer */
  months: z.array(monthValue).optional(),
});
/**
 * `POST cuotas/valores/accounts` (and `/detail`, which adds `months`). The top-level totals are the
 * member's own dues; `total_accounts` adds up the associated accounts; `*_values` add up both.
 */
export const accountsValues = z.object({
  numero_cuotas: duesCount,
  total_old: pesos,
  total_current: pesos,
  total_accounts: pesos,
  total_old_values: pesos,
  total_current_values: pesos,
  grand_total: pesos,
  months: z.array(monthValue).optional(),
  accounts: z.record(z.string(), accountDues),
});

/** `GET socios/account/payments/regularization/pending-amount`. */
export const regularizationAmount = z.object({
  puede_regularizar: z.boolean(),
  cuotas_pendientes: duesCount,
  cuotas_equivalentes: duesCount,
  deuda: pesos,
  total: pesos,
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

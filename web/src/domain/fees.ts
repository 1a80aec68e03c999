// Dues rules (spec §5, §9). The SPA shows these numbers and the mock server charges them, so both import
// this file and the amounts can never disagree. The figures themselves are data: ./fee-schedule.ts.
import { ageOn } from './age';
import {
  FEE_BRACKETS,
  FEE_SCHEDULE as schedule,
  bracketFees,
  type FeeBracket,
  type FeeRow,
} from './fee-schedule';
import { addMonths, monthRange, monthsBetween } from './months';
import { duesBreakdown } from './dues-pricing';

// Pricing months is its own module so the screens that price a coming charge (charge-notice.ts)
// bring only it, not into every payment screen's shared chunk; the fees' callers import it from here.
export { duesBreakdown, monthValue, nextDues } from './dues-pricing';

export type { FeeBracket };

export interface FeeRule {
  incorporacion: number;
  valor_cuota: number;
  min_cuotas: number;
  numero_cuotas: number;
}

export const MAX_CUOTAS: number = schedule.maxCuotas;
/** The automatic payment charges in days 1 to this one of each month (SPEC §1). */
export const AUTO_CHARGE_LAST_DAY = 5;

/**
 * When an automatic payment switched on today first charges: this month while its window is open,
 * else in the next month's window. `today` is 'YYYY-MM-DD'.
 */
export function firstAutoCharge(today: string): { month: string; thisMonth: boolean } {
  const thisMonth = Number(today.slice(8, 10)) <= AUTO_CHARGE_LAST_DAY;
  const month = today.slice(0, 7);
  return { month: thisMonth ? month : addMonths(month, 1), thisMonth };
}

/** The first month at today's values; dues before it keep the old ones (SPEC §9). */
export const VALUE_CHANGE_MONTH: string = schedule.changeMonth;
/** Owing at least this many dues allows paying 50% of the debt (SPEC §5). */
export const REGULARIZATION_THRESHOLD: number = schedule.regularizationThreshold;
/** …once in this many years. */
export const REGULARIZATION_YEARS: number = schedule.regularizationYears;
/** …paying this share of it. */
export const REGULARIZATION_PERCENT = 50;

/** SPEC §5: owing REGULARIZATION_THRESHOLD or more dues allows regularising. */
export const canRegularize = (info: { puede_regularizar: boolean; cuotas_pendientes: number }) =>
  info.puede_regularizar && info.cuotas_pendientes >= REGULARIZATION_THRESHOLD;

/** The regularisation rule in the words the screens use. */
export const regularizationRuleText = () =>
  `puedes ponerte al día pagando el ${REGULARIZATION_PERCENT}% de tu deuda. Este beneficio se puede usar una vez cada ${REGULARIZATION_YEARS} años.`;

interface QuoteParts {
  total?: number | undefined;
  total_old?: number | undefined;
  total_current?: number | undefined;
}
/**
 * A dues quote's total (SPEC §3 "Per-account totals"): `total` when sent, else its two parts added
 * up; undefined when it says neither (an account's entry, whose fields the spec does not name).
 */
export function duesTotal(v: QuoteParts & { total_old: number; total_current: number }): number;
export function duesTotal(v: QuoteParts): number | undefined;
export function duesTotal(v: QuoteParts): number | undefined {
  if (v.total !== undefined) return v.total;
  if (v.total_old === undefined && v.total_current === undefined) return undefined;
  return (v.total_old ?? 0) + (v.total_current ?? 0);
}

/**
 * An associated account's entry of a quote, priced: its own total when it says one, else the
 * account's dues value (SPEC §3 "Associated account: … valor_cuota") as many times as asked.
 */
export const accountDuesTotal = (entry: QuoteParts, valorCuota: number, count: number) =>
  duesTotal(entry) ?? valorCuota * count;

/** Why a dues count was refused: one message for the screens and the API. */
export const duesRangeText = (min: number) => `Debes pagar entre ${min} y ${MAX_CUOTAS} cuotas.`;
export const EXTRAORDINARY_AMOUNTS: readonly number[] = schedule.extraordinaryAmounts;
export const EXTRAORDINARY_DEFAULT: number = schedule.extraordinaryDefault;

const fits = (row: FeeRow, age: number, category: number | null): boolean =>
  row.ages
    ? age >= row.ages.from && (row.ages.to === null || age <= row.ages.to)
    : row.category === undefined || row.category === category;

/** The schedule's first row that fits: age rows come first, so a 65-year-old in category 13 pays senior dues. */
export function feeBracket(age: number, category: number | null): FeeBracket {
  // The last row has no condition, so a row always fits; 'regular' only satisfies the type.
  return FEE_BRACKETS.find((row) => fits(row, age, category))?.bracket ?? 'regular';
}

/** A member's bracket on `today` ('YYYY-MM-DD'), from the birth date and category the session user carries. */
export const memberBracket = (birthDate: string, category: number | null, today: string): FeeBracket =>
  feeBracket(ageOn(birthDate, today), category);

export function feeRule(bracket: FeeBracket): FeeRule {
  const row = bracketFees(bracket);
  return {
    incorporacion: row.incorporacion,
    valor_cuota: row.dues,
    min_cuotas: row.minDues,
    numero_cuotas: row.defaultDues,
  };
}

/** Owed months up to and including the current one. Never paid means incorporation, not a debt. */
export function pendingMonths(alDiaHasta: string | null, currentMonth: string): string[] {
  if (alDiaHasta === null) return [];
  return monthRange(alDiaHasta, monthsBetween(alDiaHasta, currentMonth));
}

export interface Regularization {
  allowed: boolean;
  cuotas_pendientes: number;
  cuotas_equivalentes: number;
  deuda: number;
  total: number;
}

/**
 * Spec §5/§9: with REGULARIZATION_THRESHOLD+ pending dues the member may pay REGULARIZATION_PERCENT% of
 * the debt, once every REGULARIZATION_YEARS years. The amounts
 * are computed even when not allowed, so a screen can still explain what is owed.
 */
export function regularization(
  alDiaHasta: string | null,
  currentMonth: string,
  bracket: FeeBracket,
  lastRegularizationDate: string | null,
  today: string,
): Regularization {
  const pending = pendingMonths(alDiaHasta, currentMonth);
  const deuda = duesBreakdown(pending, bracket).total;
  const total = Math.round((deuda * REGULARIZATION_PERCENT) / 100);
  // Whole years elapsed, counted like an age: exactly 5 years after the last one it is allowed again.
  const recentlyRegularized =
    lastRegularizationDate !== null && ageOn(lastRegularizationDate, today) < schedule.regularizationYears;
  return {
    allowed: pending.length >= schedule.regularizationThreshold && !recentlyRegularized,
    cuotas_pendientes: pending.length,
    cuotas_equivalentes: Math.ceil(total / bracketFees(bracket).dues),
    deuda,
    total,
  };
}

export function extraordinaryTotal(count: number, amount: number): number {
  return count * amount;
}

/** The server accepts only the selector's values, so a tampered amount is rejected, never charged. */
export function isExtraordinaryAmount(n: number): boolean {
  return EXTRAORDINARY_AMOUNTS.includes(n);
}

/** Dropdown options: 0 is the "choose" placeholder, then min..max (min is at least 1, see spec §5). */
export function duesCountOptions(min: number, max = MAX_CUOTAS): number[] {
  const from = Math.max(1, Math.ceil(min));
  return [0, ...Array.from({ length: Math.max(0, Math.floor(max) - from + 1) }, (_, i) => from + i)];
}

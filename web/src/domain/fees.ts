// Dues rules (spec §9). The SPA shows these numbers and the mock server charges them, so both import
// this file and the amounts can never disagree. Peso values live in fixtures/fee-schedule.json.
import schedule from '../../../fixtures/fee-schedule.json';
import { ageOn } from './age';
import { addMonths, compareMonths, monthRange, monthsBetween } from './months';

export type FeeBracket = 'regular' | 'child' | 'youthSenior' | 'category13';

export interface FeeRule {
  incorporacion: number;
  valor_cuota: number;
  min_cuotas: number;
  numero_cuotas: number;
}

export interface DuesBreakdown {
  months: { month: string; value: number }[];
  total_old: number;
  total_current: number;
  count_old: number;
  count_current: number;
  total: number;
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

/** A dues quote's total (SPEC §3 "Per-account totals"): `total` when sent, else its two parts added up. */
export const duesTotal = (v: { total?: number | undefined; total_old: number; total_current: number }) =>
  v.total ?? v.total_old + v.total_current;

/** Why a dues count was refused: one message for the screens and the API. */
export const duesRangeText = (min: number) => `Debes pagar entre ${min} y ${MAX_CUOTAS} cuotas.`;
export const EXTRAORDINARY_AMOUNTS: readonly number[] = schedule.extraordinaryAmounts;
export const EXTRAORDINARY_DEFAULT: number = schedule.extraordinaryDefault;

// Minimum and default dues count are policy, not prices, so they stay in code next to the age rules.
const COUNTS: Record<FeeBracket, { min: number; default: number }> = {
  regular: { min: 3, default: 3 },
  child: { min: 12, default: 12 },
  youthSenior: { min: 6, default: 6 },
  category13: { min: 2, default: 2 },
};

/** Age ranges win over category 13: a 65-year-old in category 13 pays senior dues. */
export function feeBracket(age: number, category: number | null): FeeBracket {
  if (age <= 12) return 'child';
  if (age < 18 || age >= 60) return 'youthSenior';
  return category === 13 ? 'category13' : 'regular';
}

/** A member's bracket on `today` ('YYYY-MM-DD'), from the birth date and category the session user carries. */
export const memberBracket = (birthDate: string, category: number | null, today: string): FeeBracket =>
  feeBracket(ageOn(birthDate, today), category);

export function feeRule(bracket: FeeBracket): FeeRule {
  return {
    incorporacion: schedule.incorporacion,
    valor_cuota: schedule.current[bracket],
    min_cuotas: COUNTS[bracket].min,
    numero_cuotas: COUNTS[bracket].default,
  };
}

/** A month is priced by the schedule in force then: old values up to May 2023, current from June. */
export function monthValue(month: string, bracket: FeeBracket): number {
  return compareMonths(month, schedule.changeMonth) < 0 ? schedule.old[bracket] : schedule.current[bracket];
}

export function duesBreakdown(months: string[], bracket: FeeBracket): DuesBreakdown {
  const priced = months.map((month) => ({ month, value: monthValue(month, bracket) }));
  const old = priced.filter(({ month }) => compareMonths(month, schedule.changeMonth) < 0);
  const current = priced.filter(({ month }) => compareMonths(month, schedule.changeMonth) >= 0);
  const sum = (list: typeof priced) => list.reduce((total, { value }) => total + value, 0);
  return {
    months: priced,
    total_old: sum(old),
    total_current: sum(current),
    count_old: old.length,
    count_current: current.length,
    total: sum(priced),
  };
}

/** Dues are paid oldest first; a member who never paid (incorporation) starts at the current month. */
export function nextDues(
  alDiaHasta: string | null,
  count: number,
  currentMonth: string,
  bracket: FeeBracket,
): DuesBreakdown {
  const after = alDiaHasta ?? addMonths(currentMonth, -1);
  return duesBreakdown(monthRange(after, count), bracket);
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
    cuotas_equivalentes: Math.ceil(total / schedule.current[bracket]),
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

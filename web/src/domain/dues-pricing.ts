// Months priced by the fee schedule (SPEC §9): each month at the value in force then, the old one
// before the value change. fees.ts re-exports these for its callers; a screen that prices a coming
// charge imports this module alone.
import { FEE_SCHEDULE as schedule, bracketFees, type FeeBracket } from './fee-schedule';
import { addMonths, compareMonths, monthRange } from './months';

export interface DuesBreakdown {
  months: { month: string; value: number }[];
  total_old: number;
  total_current: number;
  count_old: number;
  count_current: number;
  total: number;
}

/** A month is priced by the schedule in force then: old values before the change month, current from it. */
export function monthValue(month: string, bracket: FeeBracket): number {
  const row = bracketFees(bracket);
  return compareMonths(month, schedule.changeMonth) < 0 ? row.duesBefore : row.dues;
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

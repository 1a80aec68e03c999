// Months travel as 'YYYY-MM' strings (wire format, fee periods, al_dia_hasta). Arithmetic goes through
// a month index (year * 12 + month - 1) so no Date, time zone or day-of-month can shift a result.

export const MONTH_NAMES = [
  'Enero',
  'Febrero',
  'Marzo',
  'Abril',
  'Mayo',
  'Junio',
  'Julio',
  'Agosto',
  'Septiembre',
  'Octubre',
  'Noviembre',
  'Diciembre',
] as const;

// Four digits or more: a schema-valid count of months added to a late year must not crash a screen.
const MONTH_PATTERN = /^(\d{4,})-(0[1-9]|1[0-2])$/;

export function isMonth(s: string): boolean {
  return MONTH_PATTERN.test(s);
}

// A malformed month is a programming or data error; failing loudly beats paying the wrong period.
function toIndex(ym: string): number {
  const match = MONTH_PATTERN.exec(ym);
  if (!match) throw new RangeError(`Not a YYYY-MM month: '${ym}'`);
  return Number(match[1]) * 12 + Number(match[2]) - 1;
}

function fromIndex(index: number): string {
  const year = Math.floor(index / 12);
  const month = index - year * 12 + 1;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;
}

export function monthYear(ym: string): { month: string; year: number } {
  const index = toIndex(ym);
  return { month: MONTH_NAMES[index % 12] ?? '', year: Math.floor(index / 12) };
}

export function monthName(ym: string): string {
  return monthYear(ym).month;
}

/** 'noviembre de 2026': the one way a month is written (docs/style-guide.md). */
export function formatMonthLong(ym: string): string {
  const { month, year } = monthYear(ym);
  return `${month.toLowerCase()} de ${year}`;
}

export function addMonths(ym: string, n: number): string {
  if (!Number.isInteger(n)) throw new RangeError(`Month offset must be an integer: ${n}`);
  return fromIndex(toIndex(ym) + n);
}

/** to − from, in months: monthsBetween('2026-10', '2026-12') === 2. */
export function monthsBetween(from: string, to: string): number {
  return toIndex(to) - toIndex(from);
}

/** -1, 0 or 1; usable directly as an Array.prototype.sort comparator. */
export function compareMonths(a: string, b: string): number {
  return Math.sign(toIndex(a) - toIndex(b));
}

/** '2026-11-21' (or a full ISO timestamp) → '2026-11'. */
export function monthOf(isoDate: string): string {
  const ym = isoDate.slice(0, 7);
  toIndex(ym);
  return ym;
}

/** The `count` months after `afterMonth` (exclusive): ('2023-04', 3) → ['2023-05', '2023-06', '2023-07']. */
export function monthRange(afterMonth: string, count: number): string[] {
  const start = toIndex(afterMonth);
  return Array.from({ length: Math.max(0, Math.floor(count)) }, (_, i) => fromIndex(start + i + 1));
}

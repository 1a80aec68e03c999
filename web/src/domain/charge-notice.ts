// What the notice before an automatic charge says, and when it is due: the screens and the fake
// API's e-mail both read this, so the member hears the same figure and reason everywhere. Card
// networks ask for a reminder at least 7 days before a charge whose amount changes; an unchanged
// charge is announced 3 days ahead, close enough to be remembered.
import { ageOn } from './age';
import { monthValue, nextDues } from './dues-pricing';
import { AUTO_CHARGE_LAST_DAY, MAX_CUOTAS, memberBracket } from './fees';
import { formatMoney } from './money';
import { addMonths, monthName } from './months';

export const NOTICE_DAYS_BEFORE = 3;
export const CHANGE_NOTICE_DAYS_BEFORE = 7;

/** The day (YYYY-MM-DD) a month's charge window opens. */
export const windowOpens = (month: string) => `${month}-01`;

/** `date` ('YYYY-MM-DD') moved by whole days, as calendar arithmetic (no time zone involved). */
export function plusCalendarDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The first day the notice of `month`'s charge is due: 7 days before its window when the amount changes, else 3. */
export const noticeDay = (month: string, changes: boolean) =>
  plusCalendarDays(windowOpens(month), -(changes ? CHANGE_NOTICE_DAYS_BEFORE : NOTICE_DAYS_BEFORE));

/** Whether `today` falls from the notice day up to the window's last day. */
export const noticeIsDue = (today: string, month: string, changes: boolean) =>
  today >= noticeDay(month, changes) && today <= `${month}-${String(AUTO_CHARGE_LAST_DAY).padStart(2, '0')}`;

export interface Member {
  /** 'YYYY-MM-DD' (SPEC §3 fecha_nacimiento). */
  birthDate: string;
  /** tipo_socio, the category SPEC §9's category 13 is read from. */
  category: number | null;
}

export interface PriceChange {
  from: number;
  to: number;
  /** Why, in the member's words: 'cumples 18 en noviembre', 'nuevo valor de la cuota'. */
  reason: string;
}

/**
 * How a month's charge of `cuotas` dues differs from the month before's: the member's bracket on
 * each window's first day (a birthday in between crosses 13, 18 or 60), and the schedule's value of
 * a dues in each month. Null when the amount stays the same.
 */
export function priceChange(member: Member, month: string, cuotas: number): PriceChange | null {
  const before = addMonths(month, -1);
  const bracketBefore = memberBracket(member.birthDate, member.category, windowOpens(before));
  const bracketNow = memberBracket(member.birthDate, member.category, windowOpens(month));
  const from = monthValue(before, bracketBefore) * cuotas;
  const to = monthValue(month, bracketNow) * cuotas;
  if (from === to) return null;
  if (bracketBefore === bracketNow) return { from, to, reason: 'nuevo valor de la cuota' };
  const age = ageOn(member.birthDate, windowOpens(month));
  const birthdayMonth = `${month.slice(0, 4)}-${member.birthDate.slice(5, 7)}`;
  // A birthday in December before a January charge belongs to the year before.
  const said = birthdayMonth > month ? addMonths(birthdayMonth, -12) : birthdayMonth;
  return { from, to, reason: `cumples ${age} en ${monthName(said).toLowerCase()}` };
}

/** 'sube a $2.000: cumples 18 en noviembre'. */
export const priceChangeText = (change: PriceChange) =>
  `${change.to > change.from ? 'sube' : 'baja'} a ${formatMoney(change.to)}: ${change.reason}`;

/**
 * The amount the window's charge will take: the member's next `cuotas` dues after the paid-up
 * month, priced with the bracket the member will be in when the window opens.
 */
export function comingAmount(
  member: Member,
  month: string,
  alDiaHasta: string | null,
  cuotas: number,
): number {
  const bracket = memberBracket(member.birthDate, member.category, windowOpens(month));
  return nextDues(alDiaHasta, cuotas, month, bracket).total;
}

/**
 * What the screens say of the next charge: its amount and, from 7 days before the window, how it
 * changes. The API's quote (`quoted`, `cuotas/valores`) prices today's bracket; when a birthday
 * before the window moves the member to another, the window's price comes from the schedule
 * instead, so the screen never shows a figure the charge will not take.
 */
export function nextChargeFigures(f: {
  member: Member;
  month: string;
  today: string;
  alDiaHasta: string | null;
  cuotas: number;
  quoted: number | null;
}): { total: number | null; change: PriceChange | null } {
  const { member, month, today, cuotas } = f;
  // What an API may answer beyond reason (a count no charge takes, a malformed date): the API's own
  // quote, and nothing said of a change, rather than a crash on the member's screen.
  if (!Number.isInteger(cuotas) || cuotas < 1 || cuotas > MAX_CUOTAS)
    return { total: f.quoted, change: null };
  try {
    return figures(member, month, today, f.alDiaHasta, cuotas, f.quoted);
  } catch {
    return { total: f.quoted, change: null };
  }
}

function figures(
  member: Member,
  month: string,
  today: string,
  alDiaHasta: string | null,
  cuotas: number,
  quoted: number | null,
): { total: number | null; change: PriceChange | null } {
  const sameBracket =
    memberBracket(member.birthDate, member.category, today) ===
    memberBracket(member.birthDate, member.category, windowOpens(month));
  const total = sameBracket ? quoted : comingAmount(member, month, alDiaHasta, cuotas);
  const change = today >= noticeDay(month, true) ? priceChange(member, month, cuotas) : null;
  return { total, change };
}

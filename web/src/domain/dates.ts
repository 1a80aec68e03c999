// Dates shown to members, in Spanish. Wire dates are 'YYYY-MM-DD' (or an ISO date-time in Chile
// time); they are read from the string itself, never through Date's time zone, so a member in any
// zone (and a test runner in UTC) sees the same day the club wrote.
import { MONTH_NAMES } from './months';

const WEEKDAYS = ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'] as const;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?/;

interface Parts {
  year: number;
  month: number;
  day: number;
  time: string | null;
}

function parts(iso: string): Parts | null {
  const m = DATE_PATTERN.exec(iso);
  if (!m) return null;
  return {
    year: Number(m[1]),
    month: Number(m[2]),
    day: Number(m[3]),
    time: m[4] && m[5] ? `${m[4]}:${m[5]}` : null,
  };
}

const monthLower = (month: number) => (MONTH_NAMES[month - 1] ?? '').toLowerCase();

/**
 * '6 de junio de 2026' — the one way the portal writes a day (docs/style-guide.md), tables included;
 * '' for a malformed date (a gap beats a crash on a member's screen).
 */
export function formatLongDate(iso: string): string {
  const p = parts(iso);
  return p ? `${p.day} de ${monthLower(p.month)} de ${p.year}` : '';
}

/** 'domingo 22 de noviembre de 2026, 18:00' (the time only when the value has one). */
export function formatMatchDate(iso: string): string {
  const p = parts(iso);
  if (!p) return '';
  const weekday = WEEKDAYS[new Date(Date.UTC(p.year, p.month - 1, p.day)).getUTCDay()];
  const date = `${weekday} ${p.day} de ${monthLower(p.month)} de ${p.year}`;
  return p.time ? `${date}, ${p.time}` : date;
}

/** The device's calendar day as 'YYYY-MM-DD' (for ages and the like, shown, never sent). */
export function deviceToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

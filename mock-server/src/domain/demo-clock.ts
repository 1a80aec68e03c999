// The console's clock moves ('+1 día', '+1 mes', a date): pure date arithmetic in the club's
// calendar (Chile), so '+1 mes' on the 31st lands on the month's last day, never two months on.
import { chileDate } from '../clock';
import { formatLongDate } from '../../../web/src/domain/dates';

const DAY_MS = 24 * 60 * 60 * 1000;

export const plusDays = (ms: number, days: number) => ms + days * DAY_MS;

export function plusMonths(ms: number, months: number): number {
  const d = new Date(ms);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d.getTime();
}

/** Chile's UTC offset on a day ('-03:00' in summer, '-04:00' in winter). */
function chileOffset(ms: number): string {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Santiago', timeZoneName: 'longOffset' })
    .formatToParts(new Date(ms))
    .find((p) => p.type === 'timeZoneName')?.value;
  const m = /GMT([+-]\d{2}:\d{2})/.exec(name ?? '');
  return m ? m[1]! : '-03:00';
}

/** Noon of a calendar day (YYYY-MM-DD) in Chile, as an ISO date-time; null for a day that does not exist. */
export function chileNoon(date: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const utc = Date.UTC(y, mo - 1, d, 15);
  const check = new Date(utc);
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d) return null;
  if (y < 2000 || y > 2100) return null;
  return `${date}T12:00:00${chileOffset(utc)}`;
}

/**
 * '21 de noviembre de 2026, 12:00' in Chile: the SPA's day format (docs/style-guide.md) plus the
 * time, for what people read on the mock's pages (the outbox).
 */
export function chileDateTime(ms: number): string {
  const d = new Date(ms);
  const time = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'America/Santiago',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(d);
  return `${formatLongDate(chileDate(d))}, ${time}`;
}

/** 'sábado 21 de noviembre de 2026, 12:00' in Chile. */
export const longChileDateTime = (ms: number) =>
  new Intl.DateTimeFormat('es-CL', {
    timeZone: 'America/Santiago',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(ms));

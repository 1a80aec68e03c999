// The next match as an iCalendar file (RFC 5545), made in the browser from the fields SPEC §3 names
// for it (local, visita, estadio, fecha): no call to the API. The start is the club's wall time in
// America/Santiago, as the panel shows it (domain/dates.ts reads it from the string), with the zone's
// rules written in the file, so a calendar places a winter (-04) and a summer (-03) match right.

export interface CalendarMatch {
  local: { name: string };
  visita: { name: string };
  estadio: string;
  /** 'YYYY-MM-DD' or a date-time in Chile ('YYYY-MM-DDTHH:mm…'). */
  fecha: string;
}

export const MATCH_ZONE = 'America/Santiago';
/** How long the event lasts in the calendar: a match with its half-time and added time. */
const MATCH_LENGTH = 'PT2H';

/**
 * Chile's clock changes as in the tz database since 2023: summer time from the first Sunday on or
 * after 2 September, standard time from the first Sunday on or after 2 April, both at 00:00 of the
 * time then in force. The file carries them because a calendar must not guess a zone's rules.
 */
const SANTIAGO_TIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${MATCH_ZONE}`,
  'BEGIN:STANDARD',
  'DTSTART:19700405T000000',
  'RRULE:FREQ=YEARLY;BYMONTH=4;BYMONTHDAY=2,3,4,5,6,7,8;BYDAY=SU',
  'TZOFFSETFROM:-0300',
  'TZOFFSETTO:-0400',
  'TZNAME:-04',
  'END:STANDARD',
  'BEGIN:DAYLIGHT',
  'DTSTART:19700906T000000',
  'RRULE:FREQ=YEARLY;BYMONTH=9;BYMONTHDAY=2,3,4,5,6,7,8;BYDAY=SU',
  'TZOFFSETFROM:-0400',
  'TZOFFSETTO:-0300',
  'TZNAME:-03',
  'END:DAYLIGHT',
  'END:VTIMEZONE',
];

/** RFC 5545 §3.3.11: a TEXT value escapes backslash, semicolon, comma and line breaks. */
const text = (s: string) =>
  s.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** RFC 5545 §3.1: lines of at most 75 octets, continued with a space; never inside a character. */
function fold(line: string): string {
  const encoder = new TextEncoder();
  const out: string[] = [];
  let current = '';
  let size = 0;
  for (const ch of line) {
    const bytes = encoder.encode(ch).length;
    const limit = out.length === 0 ? 75 : 74; // continuation lines start with a space
    if (size + bytes > limit) {
      out.push(current);
      current = '';
      size = 0;
    }
    current += ch;
    size += bytes;
  }
  out.push(current);
  return out.join('\r\n ');
}

const START = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2}))?/;

/** 20261122T180000Z: an instant in UTC, as DTSTAMP wants it. */
const utcStamp = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** The `.ics` text, or null when the date cannot be read (no file beats a wrong one). */
export function matchCalendar(match: CalendarMatch, now: Date): string | null {
  const m = START.exec(match.fecha);
  if (!m) return null;
  const [, y, mo, d, hh, mm] = m;
  const day = `${y}${mo}${d}`;
  const start =
    hh && mm
      ? [`DTSTART;TZID=${MATCH_ZONE}:${day}T${hh}${mm}00`, `DURATION:${MATCH_LENGTH}`]
      : [`DTSTART;VALUE=DATE:${day}`];
  const title = `${match.local.name} vs ${match.visita.name}`;
  const slug = `${day}${hh ?? ''}${mm ?? ''}-${title}`.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Club Social y Deportivo Albo//Portal Socios//ES',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...(hh ? SANTIAGO_TIMEZONE : []),
    'BEGIN:VEVENT',
    `UID:${slug}@portal-socios`,
    `DTSTAMP:${utcStamp(now)}`,
    ...start,
    `SUMMARY:${text(title)}`,
    `LOCATION:${text(match.estadio)}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(fold).join('\r\n') + '\r\n';
}

/** The file's name: 'partido-2026-11-22.ics'. */
export const matchCalendarName = (match: CalendarMatch) => `partido-${match.fecha.slice(0, 10)}.ics`;

import { describe, expect, it } from 'vitest';
import ICAL from 'ical.js';
import { matchCalendar, matchCalendarName } from './match-calendar';

const NOW = new Date('2026-11-21T15:00:00Z');
const match = (fecha: string, estadio = 'Estadio Monumental') => ({
  local: { name: 'Deportivo Albo' },
  visita: { name: 'Audax Italiano' },
  estadio,
  fecha,
});

/** Parses the file as a calendar program would, and returns its one event. */
function parse(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  for (const zone of calendar.getAllSubcomponents('vtimezone'))
    ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
  return { calendar, event };
}

describe('the next match as a calendar file', () => {
  it('when the match is in winter (standard time, -04), the start is 22:00 UTC for 18:00 in Santiago', () => {
    const { event } = parse(matchCalendar(match('2026-06-20T18:00:00-04:00'), NOW)!);
    expect(event.summary).toBe('Deportivo Albo vs Audax Italiano');
    expect(event.location).toBe('Estadio Monumental');
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-06-20T22:00:00.000Z');
    expect(event.endDate.toJSDate().toISOString()).toBe('2026-06-21T00:00:00.000Z');
  });

  it('when the match is in summer (-03), the start is 21:00 UTC for 18:00 in Santiago', () => {
    const { event } = parse(matchCalendar(match('2026-11-22T18:00:00-03:00'), NOW)!);
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-11-22T21:00:00.000Z');
  });

  it('when the match falls just after a clock change, the new offset applies', () => {
    // Standard time from Sunday 5 April 2026; summer time from Sunday 6 September 2026.
    const april = parse(matchCalendar(match('2026-04-05T12:00'), NOW)!).event;
    expect(april.startDate.toJSDate().toISOString()).toBe('2026-04-05T16:00:00.000Z');
    const aprilBefore = parse(matchCalendar(match('2026-04-04T12:00'), NOW)!).event;
    expect(aprilBefore.startDate.toJSDate().toISOString()).toBe('2026-04-04T15:00:00.000Z');
    const september = parse(matchCalendar(match('2026-09-06T12:00'), NOW)!).event;
    expect(september.startDate.toJSDate().toISOString()).toBe('2026-09-06T15:00:00.000Z');
    const septemberBefore = parse(matchCalendar(match('2026-09-05T12:00'), NOW)!).event;
    expect(septemberBefore.startDate.toJSDate().toISOString()).toBe('2026-09-05T16:00:00.000Z');
  });

  it('when names carry commas, semicolons or long text, the file stays valid and reads them back whole', () => {
    const estadio = 'Estadio Elías Figueroa Brander, Valparaíso; tribuna Andes '.repeat(3).trim();
    const ics = matchCalendar(match('2026-11-22T18:00', estadio), NOW)!;
    for (const line of ics.split('\r\n'))
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(ics.endsWith('\r\n')).toBe(true);
    const { calendar, event } = parse(ics);
    expect(event.location).toBe(estadio);
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(event.uid).toMatch(/@portal-socios$/);
    expect(calendar.getFirstSubcomponent('vevent')!.getFirstPropertyValue('dtstamp')!.toString()).toBe(
      '2026-11-21T15:00:00Z',
    );
  });

  it('when only the day is known, it is an all-day event; an unreadable date makes no file', () => {
    const { event } = parse(matchCalendar(match('2026-11-22'), NOW)!);
    expect(event.startDate.isDate).toBe(true);
    expect(event.startDate.toString()).toBe('2026-11-22');
    expect(matchCalendar(match('pronto'), NOW)).toBeNull();
    expect(matchCalendarName(match('2026-11-22T18:00'))).toBe('partido-2026-11-22.ics');
  });
});

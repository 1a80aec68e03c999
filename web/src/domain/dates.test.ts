import { describe, expect, it } from 'vitest';
import { formatLongDate, formatMatchDate, formatShortDate } from './dates';

describe('dates', () => {
  it('when a date is shown long, it reads dd de mes de yyyy in Spanish', () => {
    expect(formatLongDate('2015-03-10')).toBe('10 de marzo de 2015');
    expect(formatLongDate('2020-12-01')).toBe('01 de diciembre de 2020');
  });

  it('when a date is shown short, it reads dd/mm/yyyy', () => {
    expect(formatShortDate('2026-11-01')).toBe('01/11/2026');
  });

  it('when a match date carries Chile time, the weekday and the time are the club’s own', () => {
    expect(formatMatchDate('2026-11-22T18:00:00-03:00')).toBe('domingo 22 de noviembre de 2026, 18:00');
    expect(formatMatchDate('2026-11-14')).toBe('sábado 14 de noviembre de 2026');
  });

  it('when the value is malformed, it shows nothing rather than throwing', () => {
    expect(formatLongDate('ayer')).toBe('');
    expect(formatShortDate('')).toBe('');
    expect(formatMatchDate('x')).toBe('');
  });
});

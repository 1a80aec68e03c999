import { describe, expect, it } from 'vitest';
import { formatLongDate, formatMatchDate } from './dates';

describe('dates', () => {
  it('when a date is shown, it reads 6 de junio de 2026 in Spanish (no leading zero)', () => {
    expect(formatLongDate('2015-03-10')).toBe('10 de marzo de 2015');
    expect(formatLongDate('2020-12-01')).toBe('1 de diciembre de 2020');
  });

  it('when a match date carries Chile time, the weekday and the time are the club’s own', () => {
    expect(formatMatchDate('2026-11-22T18:00:00-03:00')).toBe('domingo 22 de noviembre de 2026, 18:00');
    expect(formatMatchDate('2026-11-14')).toBe('sábado 14 de noviembre de 2026');
  });

  it('when the value is malformed, it shows nothing rather than throwing', () => {
    expect(formatLongDate('ayer')).toBe('');
    expect(formatLongDate('')).toBe('');
    expect(formatMatchDate('x')).toBe('');
  });
});

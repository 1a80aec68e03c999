// The wire's building blocks refuse what no screen can show: a date that is no calendar date (a
// birth date '3264-32-99' read as "32 de  de 3264"), an id that no path accepts, a count of dues
// that would leave the calendar.
import { describe, expect, it } from 'vitest';
import { duesCount, id, isoDate } from './wire';

describe('isoDate', () => {
  it.each(['2026-11-21', '2024-02-29', '2026-01-31', '2026-04-30', '1958-12-31'])('takes %s', (d) => {
    expect(isoDate.safeParse(d).success).toBe(true);
  });
  it.each([
    '3264-32-01',
    '2026-13-01',
    '2026-00-10',
    '2026-11-00',
    '2026-11-32',
    '2026-02-30',
    '2026-04-31',
    '2026-11-21T12:00:00',
    '2026-11-21x',
    '26-11-21',
  ])('refuses %s', (d) => {
    expect(isoDate.safeParse(d).success).toBe(false);
  });
});

describe('id and duesCount', () => {
  it('an id is a positive integer, as the paths that carry one require', () => {
    expect([1, 1042].map((n) => id.safeParse(n).success)).toEqual([true, true]);
    expect([0, -3, 1.5].map((n) => id.safeParse(n).success)).toEqual([false, false, false]);
  });
  it('a count of dues is at most a century of months', () => {
    expect([0, 1200].map((n) => duesCount.safeParse(n).success)).toEqual([true, true]);
    expect([1201, 100000, -1].map((n) => duesCount.safeParse(n).success)).toEqual([false, false, false]);
  });
});

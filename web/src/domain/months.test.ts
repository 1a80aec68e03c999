import { describe, it, expect } from 'vitest';
import {
  MONTH_NAMES,
  addMonths,
  compareMonths,
  formatMonthLong,
  isMonth,
  monthName,
  monthOf,
  monthRange,
  monthYear,
  monthsBetween,
} from './months';

describe('MONTH_NAMES', () => {
  it('when read, lists twelve capitalised Spanish names from Enero', () => {
    expect(MONTH_NAMES).toHaveLength(12);
    expect(MONTH_NAMES[0]).toBe('Enero');
    expect(MONTH_NAMES[8]).toBe('Septiembre');
    expect(MONTH_NAMES[11]).toBe('Diciembre');
  });
});

describe('isMonth', () => {
  it.each([
    ['2026-11', true],
    ['2026-01', true],
    ['2026-12', true],
    ['2026-00', false],
    ['2026-13', false],
    ['2026-1', false],
    ['2026-11-21', false],
    ['', false],
  ])('when given %j, returns %s', (s, expected) => {
    expect(isMonth(s)).toBe(expected);
  });
});

describe('month names', () => {
  it.each([
    ['2026-01', 'Enero', 2026, 'enero de 2026'],
    ['2026-11', 'Noviembre', 2026, 'noviembre de 2026'],
    ['2023-12', 'Diciembre', 2023, 'diciembre de 2023'],
  ])('when the month is %s, names it %s of %d', (ym, name, year, formatted) => {
    expect(monthName(ym)).toBe(name);
    expect(monthYear(ym)).toEqual({ month: name, year });
    expect(formatMonthLong(ym)).toBe(formatted);
  });

  it('when the month is malformed, throws a RangeError', () => {
    expect(() => monthName('2026-13')).toThrow(RangeError);
  });
});

describe('addMonths', () => {
  it.each([
    ['2026-11', 1, '2026-12'],
    ['2026-12', 1, '2027-01'],
    ['2026-01', -1, '2025-12'],
    ['2023-02', 45, '2026-11'],
    ['2026-05', -17, '2024-12'],
    ['2026-05', 0, '2026-05'],
    ['2026-05', 24, '2028-05'],
  ])('when adding to %s %d months, gives %s', (ym, n, expected) => {
    expect(addMonths(ym, n)).toBe(expected);
  });

  it('when the offset is not an integer, throws', () => {
    expect(() => addMonths('2026-05', 1.5)).toThrow(RangeError);
  });

  it('past the year 9999 (a schema-valid count of dues after a late month) it still counts and names the month', () => {
    expect(addMonths('9999-12', 1200)).toBe('10099-12');
    expect(formatMonthLong(addMonths('9999-12', 1200))).toBe('diciembre de 10099');
  });
});

describe('monthsBetween and compareMonths', () => {
  it.each([
    ['2026-11', '2026-11', 0, 0],
    ['2023-02', '2026-11', 45, -1],
    ['2026-12', '2027-01', 1, -1],
    ['2027-01', '2026-12', -1, 1],
  ])('when going from %s to %s, the distance is %d and the order %d', (from, to, distance, order) => {
    expect(monthsBetween(from, to)).toBe(distance);
    expect(compareMonths(from, to)).toBe(order);
  });

  it('when used as a sort comparator, orders months chronologically', () => {
    expect(['2024-01', '2023-12', '2023-06'].sort(compareMonths)).toEqual(['2023-06', '2023-12', '2024-01']);
  });
});

describe('monthOf', () => {
  it.each([
    ['2026-11-21', '2026-11'],
    ['2026-01-01T03:00:00Z', '2026-01'],
  ])('when the date is %s, the month is %s', (date, ym) => {
    expect(monthOf(date)).toBe(ym);
  });

  it('when the date is not ISO, throws', () => {
    expect(() => monthOf('21/11/2026')).toThrow(RangeError);
  });
});

describe('monthRange', () => {
  it.each([
    ['2023-04', 3, ['2023-05', '2023-06', '2023-07']],
    ['2026-11', 2, ['2026-12', '2027-01']],
    ['2026-11', 0, []],
    ['2026-11', -3, []],
  ])('when taking after %s %d months, gives %j', (after, count, expected) => {
    expect(monthRange(after, count)).toEqual(expected);
  });
});

describe('formatMonthLong', () => {
  it('writes a month for a sentence: lower-case name, "de", year', () => {
    expect(formatMonthLong('2026-11')).toBe('noviembre de 2026');
    expect(formatMonthLong('2023-06')).toBe('junio de 2023');
  });
});

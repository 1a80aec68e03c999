import { describe, it, expect } from 'vitest';
import {
  accountDuesTotal,
  duesBreakdown,
  firstAutoCharge,
  duesCountOptions,
  extraordinaryTotal,
  feeBracket,
  feeRule,
  isExtraordinaryAmount,
  monthValue,
  nextDues,
  pendingMonths,
  regularization,
  type FeeBracket,
} from './fees';
import { FEE_BRACKETS, FEE_SCHEDULE, bracketFees } from './fee-schedule';
import { addMonths } from './months';

// The prices come from the schedule (the data a price change edits); these tests pin the rules.
const REGULAR = bracketFees('regular');
const CHILD = bracketFees('child');
const SENIOR = bracketFees('senior');
const CATEGORY13 = bracketFees('category13');

describe('feeBracket', () => {
  it.each([
    [0, null, 'child'],
    [12, null, 'child'],
    [13, null, 'youth'],
    [17, null, 'youth'],
    [18, null, 'regular'],
    [59, null, 'regular'],
    [60, null, 'senior'],
    [99, null, 'senior'],
    [18, 13, 'category13'],
    [30, 13, 'category13'],
    [59, 13, 'category13'],
    [65, 13, 'senior'],
    [10, 13, 'child'],
    [15, 13, 'youth'],
    [30, 7, 'regular'],
  ])('when age is %d and category %s, the bracket is %s', (age, category, bracket) => {
    expect(feeBracket(age, category)).toBe(bracket);
  });
});

describe('feeRule', () => {
  it.each(FEE_BRACKETS.map((row) => [row.bracket, row] as const))(
    'when the bracket is %s, the rule is its row of the schedule',
    (bracket, row) => {
      expect(feeRule(bracket)).toEqual({
        incorporacion: row.incorporacion,
        valor_cuota: row.dues,
        min_cuotas: row.minDues,
        numero_cuotas: row.defaultDues,
      });
    },
  );
});

describe('monthValue', () => {
  const change = FEE_SCHEDULE.changeMonth;
  it.each(FEE_BRACKETS.map((row) => [row.bracket, row] as const))(
    'when the bracket is %s, months before the change cost its old value and the rest its current one',
    (bracket, row) => {
      expect(monthValue('2019-01', bracket)).toBe(row.duesBefore);
      expect(monthValue(addMonths(change, -1), bracket)).toBe(row.duesBefore);
      expect(monthValue(change, bracket)).toBe(row.dues);
      expect(monthValue('2026-11', bracket)).toBe(row.dues);
    },
  );
});

describe('pendingMonths', () => {
  it.each([
    ['2026-11', '2026-11', 0],
    ['2026-12', '2026-11', 0],
    ['2026-10', '2026-11', 1],
    ['2026-08', '2026-11', 3],
    ['2023-02', '2026-11', 45],
    [null, '2026-11', 0],
  ])('when paid up to %s and the month is %s, %d months are pending', (alDia, current, count) => {
    expect(pendingMonths(alDia, current)).toHaveLength(count);
  });

  it('when three months are owed, lists them oldest first including the current month', () => {
    expect(pendingMonths('2026-08', '2026-11')).toEqual(['2026-09', '2026-10', '2026-11']);
  });
});

describe('duesBreakdown', () => {
  it('when the months span the June 2023 change, splits old and current values (Pedro)', () => {
    const result = duesBreakdown(pendingMonths('2023-02', '2026-11'), 'senior');
    expect(result).toMatchObject({
      count_old: 3,
      total_old: 3 * SENIOR.duesBefore,
      count_current: 42,
      total_current: 42 * SENIOR.dues,
    });
    expect(result.total).toBe(3 * SENIOR.duesBefore + 42 * SENIOR.dues);
    expect(result.months[2]).toEqual({ month: '2023-05', value: SENIOR.duesBefore });
    expect(result.months[3]).toEqual({ month: '2023-06', value: SENIOR.dues });
  });

  it('when there are no months, everything is zero', () => {
    expect(duesBreakdown([], 'regular')).toEqual({
      months: [],
      total_old: 0,
      total_current: 0,
      count_old: 0,
      count_current: 0,
      total: 0,
    });
  });
});

describe('nextDues', () => {
  it.each([
    ['2026-10', 3, '2026-11', 'regular', ['2026-11', '2026-12', '2027-01'], 3 * REGULAR.dues],
    ['2026-11', 1, '2026-11', 'child', ['2026-12'], CHILD.dues],
    [null, 3, '2026-11', 'regular', ['2026-11', '2026-12', '2027-01'], 3 * REGULAR.dues],
    ['2023-04', 2, '2026-11', 'category13', ['2023-05', '2023-06'], CATEGORY13.duesBefore + CATEGORY13.dues],
    ['2026-10', 0, '2026-11', 'regular', [], 0],
  ] as const)(
    'when paid up to %s and paying %d in %s (%s), pays %j for %d',
    (alDia, count, current, bracket, months, total) => {
      const result = nextDues(alDia, count, current, bracket);
      expect(result.months.map((m) => m.month)).toEqual(months);
      expect(result.total).toBe(total);
    },
  );
});

describe('regularization', () => {
  const today = '2026-11-21';
  it.each<[string, string | null, string, FeeBracket, string | null, boolean, number]>([
    ['23 dues are pending', '2024-12', '2026-11', 'regular', null, false, 23],
    ['24 dues are pending', '2024-11', '2026-11', 'regular', null, true, 24],
    ['it was regularised 4 years ago', '2023-02', '2026-11', 'senior', '2022-11-21', false, 45],
    [
      'it was regularised a day short of 5 years ago',
      '2023-02',
      '2026-11',
      'senior',
      '2021-11-22',
      false,
      45,
    ],
    ['it was regularised exactly 5 years ago', '2023-02', '2026-11', 'senior', '2021-11-21', true, 45],
    ['it was regularised 6 years ago', '2023-02', '2026-11', 'senior', '2020-06-01', true, 45],
    ['the member never paid', null, '2026-11', 'regular', null, false, 0],
  ])('when %s, allowed is %s', (_why, alDia, current, bracket, last, allowed, pending) => {
    const result = regularization(alDia, current, bracket, last, today);
    expect(result.allowed).toBe(allowed);
    expect(result.cuotas_pendientes).toBe(pending);
  });

  it('when Pedro (senior, paid up to 2023-02) asks in 2026-11, pays half his debt, rounded', () => {
    const deuda = 3 * SENIOR.duesBefore + 42 * SENIOR.dues;
    const total = Math.round(deuda / 2);
    expect(regularization('2023-02', '2026-11', 'senior', null, today)).toEqual({
      allowed: true,
      cuotas_pendientes: 45,
      cuotas_equivalentes: Math.ceil(total / SENIOR.dues),
      deuda,
      total,
    });
  });

  it('when 24 regular dues are all at current value, the total is exactly 12 dues', () => {
    expect(regularization('2024-11', '2026-11', 'regular', null, today)).toMatchObject({
      deuda: 24 * REGULAR.dues,
      total: 12 * REGULAR.dues,
      cuotas_equivalentes: 12,
    });
  });
});

describe('extraordinary dues', () => {
  it.each([
    [1, 1000, 1000],
    [3, 5000, 15000],
    [0, 1000, 0],
    [24, 50000, 1200000],
  ])('when paying %d dues of %d, the total is %d', (count, amount, total) => {
    expect(extraordinaryTotal(count, amount)).toBe(total);
  });

  it.each(FEE_SCHEDULE.extraordinaryAmounts)('when the amount is the choice %d, it is accepted', (amount) => {
    expect(isExtraordinaryAmount(amount)).toBe(true);
  });

  it.each([0, -1000, FEE_SCHEDULE.extraordinaryAmounts[0]! - 1, FEE_SCHEDULE.extraordinaryAmounts[0]! + 1])(
    'when the amount is %d, not one of the choices, it is refused',
    (amount) => {
      expect(isExtraordinaryAmount(amount)).toBe(false);
    },
  );
});

describe('duesCountOptions', () => {
  it.each([
    [1, undefined, [0, ...Array.from({ length: 24 }, (_, i) => i + 1)]],
    [12, undefined, [0, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24]],
    [24, undefined, [0, 24]],
    [3, 5, [0, 3, 4, 5]],
    [25, undefined, [0]],
    [0, 3, [0, 1, 2, 3]],
  ])('when the minimum is %d and the maximum %s, the options are %j', (min, max, options) => {
    expect(duesCountOptions(min, max)).toEqual(options);
  });
});

describe('firstAutoCharge', () => {
  it('when switched on within days 1–5, the first charge is this month; later, next month', () => {
    expect(firstAutoCharge('2026-11-05')).toEqual({ month: '2026-11', thisMonth: true });
    expect(firstAutoCharge('2026-11-06')).toEqual({ month: '2026-12', thisMonth: false });
    expect(firstAutoCharge('2026-12-21')).toEqual({ month: '2027-01', thisMonth: false });
  });
});

describe("an associated account's quoted dues", () => {
  it('when the entry says its total or its parts, that; when it says nothing, its dues value times the count', () => {
    expect(accountDuesTotal({ total: 1500 }, 500, 3)).toBe(1500);
    expect(accountDuesTotal({ total_old: 0, total_current: 1500 }, 500, 3)).toBe(1500);
    expect(accountDuesTotal({}, 500, 3)).toBe(1500);
  });
});

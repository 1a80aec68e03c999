import { describe, it, expect } from 'vitest';
import { formatMoney, formatNumber } from './money';

describe('formatNumber', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1.000'],
    [1234567, '1.234.567'],
    [-1500, '-1.500'],
    [1000.4, '1.000'],
    [999.5, '1.000'],
    [-999.5, '-1.000'],
    [-0.4, '0'],
  ])('when given %d, prints %j', (n, text) => {
    expect(formatNumber(n)).toBe(text);
  });
});

describe('formatMoney', () => {
  it.each([
    [6000, '$6.000'],
    [0, '$0'],
    [-1500, '-$1.500'],
    [22125, '$22.125'],
    [1000000, '$1.000.000'],
    [-0.2, '$0'],
  ])('when given %d, prints %j', (n, text) => {
    expect(formatMoney(n)).toBe(text);
  });
});

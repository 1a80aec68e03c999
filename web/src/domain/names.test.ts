import { describe, expect, it } from 'vitest';
import { firstName } from './names';

describe('firstName', () => {
  it.each([
    ['Tomás Muñoz Pérez', 'Tomás'],
    ['  María José Pérez Soto ', 'María'],
    ['Cher', 'Cher'],
    ['', ''],
  ])('of %j is %j', (full, first) => {
    expect(firstName(full)).toBe(first);
  });
});

import { describe, expect, it } from 'vitest';
import { birthDateProblem, birthYearText, earliestBirthYear } from './birth-date';

const TODAY = '2026-11-21';

describe('a birth date', () => {
  it('when it is a real past day within the bound, it is fine', () => {
    expect(birthDateProblem('1990-05-01', TODAY)).toBeNull();
    expect(birthDateProblem(`${earliestBirthYear(TODAY)}-01-01`, TODAY)).toBeNull();
    expect(birthDateProblem(TODAY, TODAY)).toBeNull();
  });

  it('when its year is before the bound (year 15, a typo), it is too old, and the text names the year', () => {
    expect(birthDateProblem('0015-05-01', TODAY)).toBe('too-old');
    expect(birthDateProblem(`${earliestBirthYear(TODAY) - 1}-12-31`, TODAY)).toBe('too-old');
    expect(birthYearText(TODAY)).toBe(
      `Revisa el año de tu fecha de nacimiento: debe ser ${earliestBirthYear(TODAY)} o posterior.`,
    );
  });

  it('when it is after today or not a calendar day, it says which', () => {
    expect(birthDateProblem('2026-11-22', TODAY)).toBe('future');
    expect(birthDateProblem('2026-02-30', TODAY)).toBe('invalid');
    expect(birthDateProblem('1-2-3', TODAY)).toBe('invalid');
  });
});

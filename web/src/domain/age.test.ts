import { describe, it, expect } from 'vitest';
import { ageOn } from './age';

describe('ageOn', () => {
  it.each([
    ['1990-06-15', '2026-06-14', 35, 'the day before the birthday'],
    ['1990-06-15', '2026-06-15', 36, 'on the birthday'],
    ['1990-06-15', '2026-06-16', 36, 'the day after the birthday'],
    ['1990-06-15', '2026-05-31', 35, 'an earlier month'],
    ['1990-06-15', '2026-07-01', 36, 'a later month'],
    ['1958-01-01', '2026-11-21', 68, 'born on 1 January'],
    ['2000-02-29', '2026-02-28', 25, 'a 29 February birth on 28 February of a common year'],
    ['2000-02-29', '2026-03-01', 26, 'a 29 February birth on 1 March of a common year'],
    ['2000-02-29', '2028-02-28', 27, 'a 29 February birth the day before in a leap year'],
    ['2000-02-29', '2028-02-29', 28, 'a 29 February birth on the day in a leap year'],
    ['2026-11-21', '2026-11-21', 0, 'born today'],
  ])('when born %s and today is %s, the age is %d (%s)', (birth, today, age) => {
    expect(ageOn(birth, today)).toBe(age);
  });

  it('when a date is malformed, throws a RangeError', () => {
    expect(() => ageOn('15/06/1990', '2026-06-15')).toThrow(RangeError);
  });
});

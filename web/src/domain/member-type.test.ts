import { describe, expect, it } from 'vitest';
import { memberTypeName } from './member-type';

describe('memberTypeName', () => {
  const today = '2026-11-21';
  it('when a member is shown, the type is the name of the dues bracket, never the code', () => {
    expect(memberTypeName(1, '1990-04-12', today)).toBe('Adulto'); // María José
    expect(memberTypeName(1, '2016-08-03', today)).toBe('Infantil'); // Tomás, 10
    expect(memberTypeName(1, '2009-05-20', today)).toBe('Juvenil'); // Sofía, 17
    expect(memberTypeName(1, '1958-01-10', today)).toBe('Adulto mayor');
    expect(memberTypeName(13, '1980-06-01', today)).toBe('Categoría especial'); // Roberto
  });

  it('when age rules and category 13 meet, age wins, as in the dues (SPEC §9)', () => {
    expect(memberTypeName(13, '1950-06-01', today)).toBe('Adulto mayor');
  });

  it('when the birth date is missing or malformed, says nothing rather than guessing (except category 13)', () => {
    expect(memberTypeName(1, '', today)).toBe('');
    expect(memberTypeName(13, 'x', today)).toBe('Categoría especial');
  });
});

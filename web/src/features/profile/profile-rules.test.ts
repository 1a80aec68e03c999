import { describe, expect, it } from 'vitest';
import { mobileRule, numberRule, phoneRule } from './profile-rules';

describe('profile rules', () => {
  it('when a phone has a plus, a parenthesised prefix, hyphens, spaces, dots or slashes, it passes', () => {
    for (const ok of ['987654321', '+56 9 8765 4321', '+(56) 2-2345-6789', '(2) 2345.6789', '22/345/678'])
      expect(phoneRule(ok, {})).toBeUndefined();
  });

  it('when a phone has letters or other signs, it says so; empty says it is required', () => {
    expect(phoneRule('98765abc', {})).toBe('Escribe un teléfono válido.');
    expect(mobileRule('9#8765', {})).toBe('Escribe un celular válido.');
    expect(mobileRule('', {})).toBe('Este campo es obligatorio.');
  });

  it('when numero is not a number (or empty), says Debes escribir un numero', () => {
    expect(numberRule('12B', {})).toBe('Debes escribir un numero');
    expect(numberRule('', {})).toBe('Debes escribir un numero');
    expect(numberRule('2001', {})).toBeUndefined();
  });
});

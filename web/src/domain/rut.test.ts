import { describe, it, expect } from 'vitest';
import { cleanRut, formatRut, isValidRut, matchesRutPattern, rutCheckDigit } from './rut';

// Every RUT of the demo personas (ARCHITECTURE §5) must pass, or nobody can log in to the demo.
const DEMO_RUTS = [
  '12345678-5',
  '15678234-3',
  '9876543-3',
  '8765432-K',
  '17456321-7',
  '16171819-K',
  '13579246-2',
  '20123456-5',
  '24681357-4',
  '21436587-1',
  '22334455-0',
];

describe('cleanRut', () => {
  it.each([
    ['12.345.678-5', '123456785'],
    [' 8.765.432-k ', '8765432K'],
    ['16171819k', '16171819K'],
    ['', ''],
  ])('when given %j, returns %j', (raw, clean) => {
    expect(cleanRut(raw)).toBe(clean);
  });
});

describe('formatRut', () => {
  it.each([
    ['123456785', '12.345.678-5'],
    ['98765433', '9.876.543-3'],
    ['8765432k', '8.765.432-K'],
    ['12.345.678-5', '12.345.678-5'],
    ['', ''],
    ['1', '1'],
    ['12', '1-2'],
    ['1234', '123-4'],
    ['12345', '1.234-5'],
    ['1234567', '123.456-7'],
  ])('when typing %j, shows %j', (raw, shown) => {
    expect(formatRut(raw)).toBe(shown);
  });

  it.each(['abc', '-', '..', 'k', '12a34'])('when given junk %j, does not throw', (raw) => {
    expect(() => formatRut(raw)).not.toThrow();
  });
});

describe('matchesRutPattern', () => {
  it.each([
    ['1234567-8', true],
    ['12345678-9', true],
    ['12.345.678-K', true],
    ['123456-7', false],
    ['123456789-0', false],
    ['123456-', false],
    ['12345678-', true], // cleaned to '12345678': a 7-digit body and '8' as the check char
    ['', false],
  ])('when given %j, returns %s', (raw, expected) => {
    expect(matchesRutPattern(raw)).toBe(expected);
  });
});

describe('rutCheckDigit', () => {
  it.each([
    ['12345678', '5'],
    [12345678, '5'],
    ['8765432', 'K'],
    ['22334455', '0'],
    ['12.345.678', '5'],
  ])('when the body is %j, the check digit is %j', (body, digit) => {
    expect(rutCheckDigit(body)).toBe(digit);
  });
});

describe('isValidRut', () => {
  it.each(DEMO_RUTS)('when given demo RUT %s, it is valid', (rut) => {
    expect(isValidRut(rut)).toBe(true);
  });

  it.each([
    ['12345678-4', false, 'the check digit is wrong'],
    ['8765432-0', false, 'K is expected'],
    ['8765432-k', true, 'a lowercase k still matches K'],
    ['123456-0', false, 'the body is too short'],
    ['', false, 'it is empty'],
  ])('when given %j, returns %s (%s)', (rut, expected) => {
    expect(isValidRut(rut)).toBe(expected);
  });
});

import { describe, expect, it } from 'vitest';
import { readDuesChoice, writeDuesChoice } from './dues-choice';

const ACCOUNTS = [
  { id: 2, al_dia_hasta: '2026-08' },
  { id: 3, al_dia_hasta: null }, // must pay its incorporation first
  { id: 7, al_dia_hasta: '2026-11' },
];
const read = (query: string, min = 1) => readDuesChoice(new URLSearchParams(query), ACCOUNTS, min);

describe('readDuesChoice', () => {
  it('when the link names the member’s accounts and a count, ticks them and chooses it', () => {
    expect(read('type_cuota=normal&cuentas=2,7&numero_cuotas=3')).toEqual({
      cuentas: [2, 7],
      numeroCuotas: 3,
    });
    expect(read('cuentas=7%2C2')).toEqual({ cuentas: [7, 2], numeroCuotas: null });
  });

  it.each([
    ['99', 'not in the member’s care'],
    ['3', 'without a paid-up date'],
    ['2.5', 'not a whole id'],
    ['-2', 'not an id'],
    ['abc', 'not a number'],
    ['', 'empty'],
  ])('when cuentas names %j (%s), it is not ticked', (ids) => {
    expect(read(`cuentas=${ids}`).cuentas).toEqual([]);
  });

  it('ticks an account named twice once, and keeps the others', () => {
    expect(read('cuentas=2,99,2,,3,7').cuentas).toEqual([2, 7]);
  });

  it.each([
    ['0', 1],
    ['25', 1],
    ['2', 3], // under an incorporation's minimum
    ['1.5', 1],
    ['tres', 1],
  ])('when numero_cuotas=%s is not offered (minimum %i), the count is Selecciona', (n, min) => {
    expect(read(`numero_cuotas=${n}`, min).numeroCuotas).toBe(0);
  });

  it('accepts 1 to 24 and an incorporation’s minimum', () => {
    expect(read('numero_cuotas=1').numeroCuotas).toBe(1);
    expect(read('numero_cuotas=24').numeroCuotas).toBe(24);
    expect(read('numero_cuotas=3', 3).numeroCuotas).toBe(3);
  });
});

describe('writeDuesChoice', () => {
  it('writes the choice beside the rest of the query, and leaves out what is not chosen', () => {
    const base = new URLSearchParams('type_cuota=normal&payment_method=oneclick&cuentas=2');
    expect(writeDuesChoice(base, { cuentas: [2, 7], numeroCuotas: 3 }).toString()).toBe(
      'type_cuota=normal&payment_method=oneclick&cuentas=2%2C7&numero_cuotas=3',
    );
    expect(writeDuesChoice(base, { cuentas: [], numeroCuotas: null }).toString()).toBe(
      'type_cuota=normal&payment_method=oneclick',
    );
    // Back to 'Selecciona': said in the query, so the pending dues are not chosen again on a reload.
    expect(writeDuesChoice(base, { cuentas: [], numeroCuotas: 0 }).get('numero_cuotas')).toBe('0');
  });
});

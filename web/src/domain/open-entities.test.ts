import { describe, expect, it } from 'vitest';
import { fullNameIn, holdsSomething, payerName } from './open-entities';

describe('open entities', () => {
  it('when a value is empty in any of its forms, it holds nothing', () => {
    for (const empty of [null, undefined, '', false, {}, []]) expect(holdsSomething(empty)).toBe(false);
    for (const some of ['tbk_1', 7, { id: 1 }, ['x'], true]) expect(holdsSomething(some)).toBe(true);
  });

  it("when a user carries a full name, or the session user's names, that is the name; else none", () => {
    expect(fullNameIn({ id: 3, nombre_completo: 'Tomás Soto', rut: '1-9' })).toBe('Tomás Soto');
    expect(fullNameIn({ rut: '1-9', nombre: 'María José', apellido: 'Soto', apellidoM: '' })).toBe(
      'María José Soto',
    );
    for (const nameless of [undefined, null, 7, '7', {}, { id: 7 }]) expect(fullNameIn(nameless)).toBe('');
  });
});

describe('whose payment', () => {
  const people = [
    { rut: '12345678-5', nombre_completo: 'María José Soto' },
    { rut: '22333444-K', nombre_completo: 'Tomás Soto' },
  ];

  it('when the record carries a RUT of the family, the name is theirs, whatever user holds', () => {
    for (const user of [undefined, 7, { rut: '22333444-K' }, { id: 9, nombre_completo: 'Otro' }])
      expect(payerName({ rut: '22.333.444-k', user }, people)).toBe('Tomás Soto');
  });

  it('when nobody known has the RUT, the name the user carries, else none', () => {
    expect(payerName({ rut: '1-9', user: { nombre: 'Ana', apellido: 'Paz' } }, people)).toBe('Ana Paz');
    expect(payerName({ rut: '1-9', user: 3 }, people)).toBe('');
    expect(payerName({ rut: '', user: undefined }, people)).toBe('');
  });
});

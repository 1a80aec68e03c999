import { describe, it, expect } from 'vitest';
import { clearStorage, readSession, writeSession, EMPTY_SESSION } from './storage';
import { decode3, encode3, SESSION_KEY } from './stored-form';
import { aSessionUser } from '../test/session-user';

const user = aSessionUser();

describe('session storage (SPEC §3)', () => {
  it('when a session is written, each value is base64 three times under the session key', () => {
    writeSession({ informations: user, token: 'abc', status: 1 });
    const raw = JSON.parse(localStorage.getItem(SESSION_KEY)!);
    expect(atob(atob(atob(raw.token)))).toBe('abc');
    expect(atob(atob(atob(raw.status)))).toBe('1');
  });

  it('when names carry ñ and accents, they survive the round trip', () => {
    writeSession({ informations: user, token: 'abc', status: 0 });
    expect(readSession().informations).toEqual(user);
    expect(decode3(encode3('Peñalolén — ÁÉÍÓÚ ü'))).toBe('Peñalolén — ÁÉÍÓÚ ü');
  });

  it.each([
    ['not JSON', '{{{'],
    ['bad base64', JSON.stringify({ informations: '@@@', token: '@@@', status: '@@@' })],
    ['half written', JSON.stringify({ token: encode3('abc') })],
    ['a user that is not a user', JSON.stringify({ informations: encode3('"hola"'), token: encode3('abc') })],
    ['JSON null', 'null'],
    ['cut off mid-write', JSON.stringify({ informations: encode3(JSON.stringify(user)) }).slice(0, 40)],
    [
      'a user missing the fields screens rely on',
      JSON.stringify({ informations: encode3('{"rut":"123456785","activo":1}'), token: encode3('abc') }),
    ],
    [
      'a user whose estado is not a code',
      JSON.stringify({
        informations: encode3(JSON.stringify({ ...user, estado: 'activo' })),
        token: encode3('t'),
      }),
    ],
    ['a token that is not text', JSON.stringify({ informations: encode3(JSON.stringify(user)), token: 42 })],
  ])('when the stored value is %s, it reads as no session and does not throw', (_case, value) => {
    localStorage.setItem(SESSION_KEY, value);
    expect(readSession()).toEqual(EMPTY_SESSION);
  });

  it('when the stored user has numbers as text and nulls for blank text (another backend), it parses them', () => {
    const stored = {
      ...user,
      id: '1',
      estado: '0',
      activo: '1',
      numero_socio: '6001',
      apellidoM: null,
      intereses: null,
    };
    localStorage.setItem(
      SESSION_KEY,
      JSON.stringify({
        informations: encode3(JSON.stringify(stored)),
        token: encode3('t'),
        status: encode3('0'),
      }),
    );
    const session = readSession();
    expect(session.token).toBe('t');
    expect(session.informations).toMatchObject({
      id: 1,
      estado: 0,
      activo: 1,
      numero_socio: 6001,
      apellidoM: '',
    });
    expect(session.informations?.intereses).toEqual([]);
  });

  it('when the session is closed, all local storage is cleared', () => {
    writeSession({ informations: user, token: 'abc', status: 0 });
    localStorage.setItem('otra-cosa', '1');
    clearStorage();
    expect(localStorage.length).toBe(0);
  });
});

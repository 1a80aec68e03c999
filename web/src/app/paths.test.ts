import { describe, it, expect } from 'vitest';
import { safeRedirect, sessionEndedLogin } from './paths';

describe('safeRedirect: where the login sends the member back to', () => {
  it.each([
    ['/pago/cuota?type_cuota=normal', '/pago/cuota?type_cuota=normal'],
    ['/my-profile', '/my-profile'],
    ['/comprobante/101', '/comprobante/101'],
    // No screen answers it: the router's unknown-path screen, on this site, leads home.
    ['/no-such-screen', '/no-such-screen'],
  ])('when it is a path of this site (%s), there', (value, expected) => {
    expect(safeRedirect(value)).toBe(expected);
  });

  it.each([
    [null],
    [''],
    ['https://evil.example/phish'],
    ['//evil.example'],
    ['/\\evil.example'],
    ['javascript:alert(1)'],
    ['/login?redirect=/dashboard'],
    ['/'],
    ['/login'],
  ])('when it is %j, the dashboard', (value) => {
    expect(safeRedirect(value)).toBe('/dashboard');
  });

  it('the session-ended login carries where the member was, encoded', () => {
    expect(sessionEndedLogin('/pago/cuota?type_cuota=normal')).toBe(
      '/login?sesion=terminada&redirect=%2Fpago%2Fcuota%3Ftype_cuota%3Dnormal',
    );
  });
});

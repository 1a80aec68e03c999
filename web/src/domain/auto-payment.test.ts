import { describe, expect, it } from 'vitest';
import { catchUpText, chargeWindowText, nextChargeMonth } from './auto-payment';

describe('automatic payment texts', () => {
  it('when today is past day 5, the next charge is next month; a month already paid is skipped', () => {
    expect(nextChargeMonth({ today: '2026-11-21', alDiaHasta: '2026-09' })).toBe('2026-12');
    expect(nextChargeMonth({ today: '2026-11-03', alDiaHasta: '2026-09' })).toBe('2026-11');
    expect(nextChargeMonth({ today: '2026-11-21', alDiaHasta: '2027-02' })).toBe('2027-03');
    // December's charge already ran (the demo clock moved ahead of the browser's): January's is next.
    expect(nextChargeMonth({ today: '2026-11-24', alDiaHasta: '2026-11', lastCharged: '2026-12' })).toBe(
      '2027-01',
    );
    expect(chargeWindowText('2026-12')).toBe('entre el 1 y el 5 de diciembre de 2026');
  });

  it('when 1 dues a month is charged against a debt, it says the debt never goes down and how to catch up', () => {
    expect(catchUpText({ enabled: true, cuotas: 1, pending: 3 })).toMatch(
      /^Tienes 3 cuotas pendientes y el pago automático cobra 1 cuota al mes: así tu deuda no baja/,
    );
  });

  it('when more dues a month are charged, it says in how many months the debt is caught up', () => {
    // 6 owed, 3 a month: 6 → 4 → 2 → 0 (each month one more falls due).
    expect(catchUpText({ enabled: true, cuotas: 3, pending: 6 })).toMatch(
      /te pondrás al día en unos 3 meses/,
    );
  });

  it('when it keeps up or is off, there is nothing to say', () => {
    expect(catchUpText({ enabled: true, cuotas: 1, pending: 1 })).toBeNull();
    expect(catchUpText({ enabled: false, cuotas: 1, pending: 5 })).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { lastDayOf, localDay, qrText, standingBadge, validityText } from './credential-text';

describe('credential texts', () => {
  it('encodes the member number and the RUT without dots', () => {
    expect(qrText(10234, '12.345.678-5')).toBe('SOCIO:10234;RUT:12345678-5');
    expect(qrText(null, '8765432k')).toBe('SOCIO:;RUT:8765432-K');
  });

  it('says until when the member is al día, or that dues are pending', () => {
    expect(standingBadge({ al_dia_hasta: '2026-11', cuotas_pendientes: 0 })).toBe(
      'Al día hasta noviembre de 2026',
    );
    expect(standingBadge({ al_dia_hasta: '2026-08', cuotas_pendientes: 3 })).toBe('Cuotas pendientes');
    expect(standingBadge({ al_dia_hasta: null, cuotas_pendientes: 0 })).toBe('Cuotas pendientes');
  });

  it('is valid until the last day of the paid-up month', () => {
    expect(lastDayOf('2026-11')).toBe('30 de noviembre de 2026');
    expect(lastDayOf('2028-02')).toBe('29 de febrero de 2028');
    expect(validityText({ al_dia_hasta: '2026-12', cuotas_pendientes: 0 })).toBe(
      'Válida hasta el 31 de diciembre de 2026, junto a tu cédula de identidad.',
    );
    expect(validityText({ al_dia_hasta: '2026-08', cuotas_pendientes: 3 })).toBe(
      'Para ingresar al estadio, ponte al día con tus cuotas.',
    );
  });

  it('reads a moment as the local calendar day', () => {
    expect(localDay(new Date(2026, 10, 21, 23, 59))).toBe('2026-11-21');
  });
});

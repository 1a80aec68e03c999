import { describe, expect, it } from 'vitest';
import { CONFIRMING_HEADLINE, feeHeadline } from './fee-status-text';

const confirming = { id_compra: 7, en_confirmacion: true };
const atWebpay = { id_compra: 7, en_confirmacion: false };

describe('feeHeadline', () => {
  it('when an approved charge is being confirmed, leads with that: no count, no total, no Pagar, no warning', () => {
    expect(feeHeadline({ cuotas_pendientes: 1, al_dia_hasta: '2026-11', pago_en_curso: confirming })).toEqual(
      {
        tone: 'confirming',
        text: CONFIRMING_HEADLINE,
        owed: false,
        pay: false,
      },
    );
  });

  it('when a payment was left at Webpay’s card form, the dues and their total stay, without Pagar', () => {
    expect(feeHeadline({ cuotas_pendientes: 3, al_dia_hasta: '2026-08', pago_en_curso: atWebpay })).toEqual({
      tone: 'open',
      text: '3 cuotas pendientes',
      owed: true,
      pay: false,
    });
  });

  it('when dues are owed and nothing is open, the count, the total and Pagar', () => {
    expect(feeHeadline({ cuotas_pendientes: 1, al_dia_hasta: '2026-10', pago_en_curso: null })).toEqual({
      tone: 'due',
      text: '1 cuota pendiente',
      owed: true,
      pay: true,
    });
  });

  it('when nothing is owed, until which month (or that no dues are paid yet)', () => {
    expect(feeHeadline({ cuotas_pendientes: 0, al_dia_hasta: '2026-11' })).toMatchObject({
      tone: 'ok',
      text: 'Se encuentra al día hasta Noviembre, 2026',
      owed: false,
      pay: false,
    });
    expect(feeHeadline({ cuotas_pendientes: 0, al_dia_hasta: null }).text).toBe(
      'Aún no registras cuotas pagadas.',
    );
  });
});

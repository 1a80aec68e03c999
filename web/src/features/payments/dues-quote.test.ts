import { describe, it, expect } from 'vitest';
import { duesTotal } from '../../domain/fees';
import { duesQuote } from './dues-quote';
import type { AccountsValues, AssociatedAccount } from '../../api/contract';

const TOMAS: AssociatedAccount = {
  id: 7,
  nombre_completo: 'Tomás Muñoz Pérez',
  rut: '223344556',
  al_dia_hasta: '2026-10',
  valor_cuota: 500,
};

// What an API that sends only SPEC §3's "Per-account totals" answers for 2 dues of the member and Tomás.
const SPEC_ONLY: AccountsValues = {
  total_old: 0,
  total_current: 4000,
  total_accounts: 1000,
  total_old_values: 0,
  total_current_values: 5000,
  accounts: { '7': { total_old: 0, total_current: 1000 } },
};

describe('the dues summary from a quote with the spec fields only', () => {
  it('when grand_total is absent, the total adds total_old_values and total_current_values', () => {
    expect(duesQuote(SPEC_ONLY, 2, '2026-11', [TOMAS]).grandTotal).toBe(5000);
  });

  it('when grand_total is sent, it is the total', () => {
    expect(duesQuote({ ...SPEC_ONLY, grand_total: 5100 }, 2, '2026-11', [TOMAS]).grandTotal).toBe(5100);
  });

  it('when months are absent, each person covers the months after their paid-up month', () => {
    const quote = duesQuote(SPEC_ONLY, 2, '2026-11', [TOMAS]);
    expect(quote.own).toEqual({ period: { desde: '2026-12', hasta: '2027-01' }, total: 4000 });
    expect(quote.accounts).toEqual([
      { id: 7, name: 'Tomás Muñoz Pérez', period: { desde: '2026-11', hasta: '2026-12' }, total: 1000 },
    ]);
  });

  it('when the member has no paid-up month (incorporation), the own period is left out, not guessed', () => {
    expect(duesQuote(SPEC_ONLY, 2, null, []).own.period).toBeUndefined();
  });

  it('when the detail sends months, they are the period', () => {
    const months = [
      { month: '2026-12', value: 2000 },
      { month: '2027-01', value: 2000 },
      { month: '2027-02', value: 2000 },
    ];
    const quote = duesQuote({ ...SPEC_ONLY, months }, 3, '2025-01', []);
    expect(quote.own.period).toEqual({ desde: '2026-12', hasta: '2027-02' });
  });

  it('a quote without total adds its two parts; one with total keeps it', () => {
    expect(duesTotal({ total_old: 1500, total_current: 4000 })).toBe(5500);
    expect(duesTotal({ total_old: 1500, total_current: 4000, total: 5500 })).toBe(5500);
  });
});

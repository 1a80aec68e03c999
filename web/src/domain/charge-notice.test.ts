import { describe, expect, it } from 'vitest';
import { CATEGORY13, CHILD, REGULAR, SENIOR, YOUTH } from '../../../test-support/persona-fees';
import { formatMoney } from './money';
import {
  comingAmount,
  nextChargeFigures,
  noticeDay,
  noticeIsDue,
  priceChange,
  priceChangeText,
} from './charge-notice';

const member = (birthDate: string, category: number | null = 1) => ({ birthDate, category });

describe('the notice before an automatic charge', () => {
  it('when the amount stays, it is due 3 days before the window; when it changes, 7', () => {
    expect(noticeDay('2026-12', false)).toBe('2026-11-28');
    expect(noticeDay('2026-12', true)).toBe('2026-11-24');
    expect(noticeDay('2027-03', false)).toBe('2027-02-26');
    expect(noticeIsDue('2026-11-27', '2026-12', false)).toBe(false);
    expect(noticeIsDue('2026-11-28', '2026-12', false)).toBe(true);
    expect(noticeIsDue('2026-12-05', '2026-12', false)).toBe(true);
    expect(noticeIsDue('2026-12-06', '2026-12', false)).toBe(false);
  });

  it('when a member turns 18 before the window, the charge goes up to the adult dues and says why', () => {
    const change = priceChange(member('2008-11-25'), '2026-12', 1);
    expect(change).toEqual({ from: YOUTH.dues, to: REGULAR.dues, reason: 'cumples 18 en noviembre' });
    expect(priceChangeText(change!)).toBe(`sube a ${formatMoney(REGULAR.dues)}: cumples 18 en noviembre`);
    expect(comingAmount(member('2008-11-25'), '2026-12', '2026-11', 1)).toBe(REGULAR.dues);
  });

  it('when a member turns 60 before the window, the charge goes down to the senior dues', () => {
    const change = priceChange(member('1966-11-10'), '2026-12', 2);
    expect(change).toEqual({
      from: 2 * REGULAR.dues,
      to: 2 * SENIOR.dues,
      reason: 'cumples 60 en noviembre',
    });
    expect(priceChangeText(change!)).toMatch(/^baja a /);
  });

  it('when a child turns 13, the youth dues start; a category 13 member turning 18 moves to its own', () => {
    expect(priceChange(member('2013-11-02'), '2026-12', 1)).toMatchObject({
      from: CHILD.dues,
      to: YOUTH.dues,
    });
    expect(priceChange(member('2008-11-30', 13), '2026-12', 1)).toMatchObject({
      from: YOUTH.dues,
      to: CATEGORY13.dues,
    });
  });

  it('when the birthday is in December, the January charge names December', () => {
    expect(priceChange(member('2008-12-20'), '2027-01', 1)?.reason).toBe('cumples 18 en diciembre');
  });

  it('when the birthday falls on the window day itself, that charge already has the new price', () => {
    expect(priceChange(member('2008-12-01'), '2026-12', 1)?.to).toBe(REGULAR.dues);
  });

  it('when nothing crosses a bracket or a value change, there is nothing to say', () => {
    expect(priceChange(member('1990-04-12'), '2026-12', 1)).toBeNull();
    expect(priceChange(member('2008-12-02'), '2026-12', 1)).toBeNull();
  });

  it('when the club changes its values, the first month at the new value says so', () => {
    expect(priceChange(member('1990-04-12'), '2023-06', 1)).toEqual({
      from: REGULAR.duesBefore,
      to: REGULAR.dues,
      reason: 'nuevo valor de la cuota',
    });
  });
});

describe('the next charge as the screens say it', () => {
  const turning18 = member('2008-11-25');
  const facts = { month: '2026-12', alDiaHasta: '2026-11', cuotas: 1, quoted: YOUTH.dues };

  it('when a birthday before the window changes the bracket, the amount is the window’s, not today’s quote', () => {
    expect(nextChargeFigures({ ...facts, member: turning18, today: '2026-11-21' })).toEqual({
      total: REGULAR.dues,
      change: null,
    });
  });

  it('when it is 7 days before the window, the change and its reason are said', () => {
    expect(nextChargeFigures({ ...facts, member: turning18, today: '2026-11-24' }).change).toMatchObject({
      to: REGULAR.dues,
      reason: 'cumples 18 en noviembre',
    });
  });

  it('when the bracket stays, the API’s quote is the amount', () => {
    expect(
      nextChargeFigures({ ...facts, member: member('1990-04-12'), today: '2026-11-28', quoted: 4321 }),
    ).toEqual({ total: 4321, change: null });
  });

  it('when the API answers a count no charge takes or a malformed month, its own quote stands', () => {
    expect(nextChargeFigures({ ...facts, member: turning18, today: '2026-11-24', cuotas: 1e9 })).toEqual({
      total: YOUTH.dues,
      change: null,
    });
    expect(
      nextChargeFigures({ ...facts, member: turning18, today: '2026-11-24', alDiaHasta: 'nunca' }).total,
    ).toBe(YOUTH.dues);
  });
});

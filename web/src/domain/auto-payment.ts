// What the automatic payment will do, in the member's words (SPEC §1: days 1–5 of each month, the
// configured number of dues, on the saved card). Pure: the screens pass what the API answered.
import { duesText } from './dues-text';
import { AUTO_CHARGE_LAST_DAY, firstAutoCharge } from './fees';
import { addMonths, compareMonths, formatMonthLong } from './months';

export interface AutoPaymentFacts {
  enabled: boolean;
  cuotas: number;
  /** 'VISA ····6623', or null without a saved card. */
  card: string | null;
  alDiaHasta: string | null;
  pending: number;
  today: string; // 'YYYY-MM-DD'
}

/**
 * The month of the next charge: the next window (days 1–5), but never a month already paid, nor
 * one already charged (`lastCharged`, 'YYYY-MM': one attempt a month).
 */
export function nextChargeMonth(
  f: Pick<AutoPaymentFacts, 'alDiaHasta' | 'today'> & { lastCharged?: string | null },
): string {
  let month = firstAutoCharge(f.today).month;
  if (f.lastCharged && compareMonths(f.lastCharged, month) >= 0) month = addMonths(f.lastCharged, 1);
  if (!f.alDiaHasta) return month;
  const firstUnpaid = addMonths(f.alDiaHasta, 1);
  return compareMonths(firstUnpaid, month) > 0 ? firstUnpaid : month;
}

/** 'entre el 1 y el 5 de diciembre de 2026'. */
export const chargeWindowText = (month: string) =>
  `entre el 1 y el ${AUTO_CHARGE_LAST_DAY} de ${formatMonthLong(month)}`;

/**
 * How a debt is caught up: with N dues charged a month and one more falling due each month, the
 * debt shrinks by N − 1 a month — never with 1. Null when the automatic payment keeps up.
 */
export function catchUpText(f: Pick<AutoPaymentFacts, 'enabled' | 'cuotas' | 'pending'>): string | null {
  if (!f.enabled || f.pending <= f.cuotas) return null;
  const head = `Tienes ${duesText(f.pending)} pendientes y el pago automático cobra ${duesText(f.cuotas)} al mes`;
  if (f.cuotas === 1)
    return `${head}: así tu deuda no baja, porque cada mes se suma una cuota nueva. Para ponerte al día, paga tus cuotas pendientes o aumenta la cantidad de cuotas por cobro.`;
  const months = Math.ceil((f.pending - f.cuotas) / (f.cuotas - 1)) + 1;
  return `${head}: te pondrás al día en unos ${months} meses. Para hacerlo antes, paga tus cuotas pendientes.`;
}

import { monthYear } from '../../domain/months';

/** 'Se encuentra al día hasta Noviembre, 2026' (SPEC §2, the month by its Spanish name). */
export function alDiaText(alDiaHasta: string): string {
  const { month, year } = monthYear(alDiaHasta);
  return `Se encuentra al día hasta ${month}, ${year}`;
}

/** '1 cuota pendiente' / '3 cuotas pendientes'. */
export const pendingText = (n: number) => (n === 1 ? '1 cuota pendiente' : `${n} cuotas pendientes`);

export { canRegularize } from '../../domain/fees';

export function associatesText(n: number): string {
  if (n === 0) return 'Sin cuentas asociadas';
  return n === 1 ? '1 cuenta asociada' : `${n} cuentas asociadas`;
}

/**
 * The dues block's headline, and what goes with it. While the club confirms a payment the bank
 * approved, the block leads with that: no count of dues to pay, no total owed, no 'Pagar' and no
 * warning colour, since the text under it tells the member not to pay again. A payment left at
 * Webpay's card form still owes the dues: the count and total stay, only 'Pagar' gives way to it.
 */
export interface FeeHeadline {
  tone: 'ok' | 'due' | 'open' | 'confirming';
  text: string;
  /** 'Total adeudado' under the headline */
  owed: boolean;
  /** the 'Pagar' button */
  pay: boolean;
}

export const CONFIRMING_HEADLINE = 'Pago en confirmación';
export const NO_PAID_DUES = 'Aún no registras cuotas pagadas.';

export function feeHeadline(info: {
  cuotas_pendientes: number;
  al_dia_hasta: string | null;
  pago_en_curso?: { en_confirmacion: boolean } | null | undefined;
}): FeeHeadline {
  const open = info.pago_en_curso;
  const pending = info.cuotas_pendientes;
  if (open?.en_confirmacion)
    return { tone: 'confirming', text: CONFIRMING_HEADLINE, owed: false, pay: false };
  if (pending === 0) {
    const text = info.al_dia_hasta ? alDiaText(info.al_dia_hasta) : NO_PAID_DUES;
    return { tone: open ? 'open' : 'ok', text, owed: false, pay: false };
  }
  return { tone: open ? 'open' : 'due', text: pendingText(pending), owed: true, pay: !open };
}

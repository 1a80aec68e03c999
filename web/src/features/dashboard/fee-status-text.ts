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

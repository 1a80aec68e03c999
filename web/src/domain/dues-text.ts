/**
 * '1 cuota' / '3 cuotas': a count of dues, as every screen writes it. Apart from fees.ts, so the
 * screens that only write a count do not download the fee schedule.
 */
export const duesText = (n: number) => (n === 1 ? '1 cuota' : `${n} cuotas`);

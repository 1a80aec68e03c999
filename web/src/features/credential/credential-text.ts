// What the credential says and encodes. Pure, so the gate's format and the wording are tested alone.
import { formatLongDate } from '../../domain/dates';
import { formatMonthLong, isMonth } from '../../domain/months';
import { cleanRut } from '../../domain/rut';

/**
 * The QR's text: the member number and the RUT (digits and check digit, no dots), e.g.
 * 'SOCIO:10234;RUT:12345678-5'. Plain text so any gate reader can parse it; it carries nothing a
 * printed card does not already show.
 */
export function qrText(numeroSocio: number | null, rut: string): string {
  const clean = cleanRut(rut);
  const withDash = clean.length > 1 ? `${clean.slice(0, -1)}-${clean.slice(-1)}` : clean;
  return `SOCIO:${numeroSocio ?? ''};RUT:${withDash}`;
}

export interface FeeStanding {
  al_dia_hasta: string | null;
  cuotas_pendientes: number;
}

/** True when the member may use the credential at the gate: no dues pending and a paid-up month. */
export function isUpToDate(fees: FeeStanding): fees is FeeStanding & { al_dia_hasta: string } {
  return fees.cuotas_pendientes === 0 && fees.al_dia_hasta !== null && isMonth(fees.al_dia_hasta);
}

/** 'Al día hasta noviembre de 2026' or 'Cuotas pendientes'. */
export function standingBadge(fees: FeeStanding): string {
  return isUpToDate(fees) ? `Al día hasta ${formatMonthLong(fees.al_dia_hasta)}` : 'Cuotas pendientes';
}

/** The last day the paid-up month covers: '2026-11' → '30 de noviembre de 2026'. */
export function lastDayOf(ym: string): string {
  const [year, month] = ym.split('-').map(Number) as [number, number];
  const day = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return formatLongDate(`${ym}-${String(day).padStart(2, '0')}`);
}

/** The validity line under the badge. */
export function validityText(fees: FeeStanding): string {
  return isUpToDate(fees)
    ? `Válida hasta el ${lastDayOf(fees.al_dia_hasta)}, junto a tu cédula de identidad.`
    : 'Para ingresar al estadio, ponte al día con tus cuotas.';
}

/** A moment as the device's local calendar date, 'YYYY-MM-DD' (what formatLongDate reads). */
export function localDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

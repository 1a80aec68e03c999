// What the dues screen's query chose (hrefs.dues: `cuentas=ID,ID&numero_cuotas=N`), checked against
// what the member may pay: a link, a bookmark or a hand-edited address never ticks an account that
// is not theirs or cannot be paid for, nor picks a count the screen does not offer.
import { MAX_CUOTAS } from '../../domain/fees';

export interface DuesChoice {
  /** The associated accounts to tick: the member's own, with a paid-up date, once each. */
  cuentas: number[];
  /**
   * The dues count: null when the query names none (the screen then chooses the pending dues), 0
   * ('Selecciona') when it names one the screen does not offer or the member went back to it.
   */
  numeroCuotas: number | null;
}

/**
 * `cuentas` keeps the ids of `associated` that have a paid-up date (SPEC §6: without one the
 * account pays its incorporation first), in the order given; `numero_cuotas` must be a whole number
 * from `min` to MAX_CUOTAS.
 */
export function readDuesChoice(
  params: URLSearchParams,
  associated: readonly { id: number; al_dia_hasta: string | null }[],
  min: number,
): DuesChoice {
  const payable = new Set(associated.filter((a) => a.al_dia_hasta !== null).map((a) => a.id));
  const cuentas = (params.get('cuentas') ?? '')
    .split(',')
    .filter((part) => /^\d+$/.test(part.trim()))
    .map(Number)
    .filter((id, i, all) => payable.has(id) && all.indexOf(id) === i);
  const raw = params.get('numero_cuotas');
  if (raw === null) return { cuentas, numeroCuotas: null };
  const count = /^\d+$/.test(raw) ? Number(raw) : NaN;
  return { cuentas, numeroCuotas: count >= min && count <= MAX_CUOTAS ? count : 0 };
}

/** The query with `choice` written in (no accounts, or no count, leaves its parameter out). */
export function writeDuesChoice(params: URLSearchParams, choice: DuesChoice): URLSearchParams {
  const next = new URLSearchParams(params);
  if (choice.cuentas.length) next.set('cuentas', choice.cuentas.join(','));
  else next.delete('cuentas');
  if (choice.numeroCuotas !== null) next.set('numero_cuotas', String(choice.numeroCuotas));
  else next.delete('numero_cuotas');
  return next;
}

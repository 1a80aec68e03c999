// Reading the entities SPEC §3 names without their fields (a payment's `user`, the provider's
// `data.user`, "profile data"…): another team's API fills them its own way, so the screens ask only
// what any reasonable reading answers. Pure: no React, no DOM.

import { cleanRut } from './rut';

/** Whether an open value holds anything: a text, a number, an object with fields (not null, '', {}). */
export function holdsSomething(value: unknown): boolean {
  if (value === null || value === undefined || value === '' || value === false) return false;
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'object') return Object.keys(value).length > 0;
  return true;
}

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/**
 * A person's full name from an open entity that may carry it: `nombre_completo`, or the session
 * user's `nombre` with its surnames. '' when it carries none (an id, nothing).
 */
export function fullNameIn(value: unknown): string {
  if (typeof value !== 'object' || value === null) return '';
  const v = value as Record<string, unknown>;
  return (
    text(v.nombre_completo) || [text(v.nombre), text(v.apellido), text(v.apellidoM)].filter(Boolean).join(' ')
  );
}

export interface Person {
  rut: string;
  nombre_completo: string;
}

/**
 * Whose a payment record is, by the field SPEC §3 names (`rut`): the member or one of her associated
 * accounts with that RUT; else the name its open `user` happens to carry; else '' (the RUT alone).
 */
export function payerName(record: { rut: string; user?: unknown }, people: readonly Person[]): string {
  const rut = cleanRut(record.rut);
  const known = rut ? people.find((p) => cleanRut(p.rut) === rut) : undefined;
  return known?.nombre_completo.trim() || fullNameIn(record.user);
}

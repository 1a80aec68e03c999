/**
 * The first word of a full name ('Tomás Muñoz Pérez' → 'Tomás'): how a screen names a person when
 * it has only `nombre_completo` (an associated account) and the full name would be too long.
 */
export const firstName = (fullName: string): string => fullName.trim().split(/\s+/)[0] ?? '';

/** 'María José Pérez Soto' → 'MP': first given name and first surname (a member's photo without one). */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/);
  const last = words.length > 2 ? words[words.length - 2] : words[1];
  return ((words[0] || '').charAt(0) + (last || '').charAt(0)).toUpperCase();
}

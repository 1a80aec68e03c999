/**
 * The first word of a full name ('Tomás Muñoz Pérez' → 'Tomás'): how a screen names a person when
 * it has only `nombre_completo` (an associated account) and the full name would be too long.
 */
export const firstName = (fullName: string): string => fullName.trim().split(/\s+/)[0] ?? '';

// The club's fee schedule (SPEC §9) as data: the one place a price, a minimum or a bracket's ages
// is written. The SPA shows these figures, the fake API charges them, and the tests read their
// expected amounts from here, so changing a price is one edit to one row and nothing else.

/** One bracket as a member sees it: who falls in it and what they pay. */
export interface FeeRow {
  bracket: string;
  /** 'Tipo de socio' as the screens name it (docs/style-guide.md). */
  name: string;
  /** The ages it covers, both ends included; `to: null` is "and over". */
  ages?: { from: number; to: number | null };
  /** The club category (tipo_socio) it covers when no age row does. */
  category?: number;
  /** The joining fee. */
  incorporacion: number;
  /** A month's dues before the value change (`changeMonth`); the spec names no figure, these are the club's. */
  duesBefore: number;
  /** A month's dues from the value change on. */
  dues: number;
  /** The fewest dues the incorporation may include, and the count it offers first. */
  minDues: number;
  defaultDues: number;
}

/**
 * Read top to bottom: a member's bracket is the first row whose ages (or, failing those, category)
 * fit. Age rows come first because SPEC §9 lets category 13 count only outside those ages; the last
 * row has no condition and fits everyone else.
 */
export const FEE_BRACKETS = [
  {
    bracket: 'child',
    name: 'Infantil',
    ages: { from: 0, to: 12 },
    incorporacion: 6000,
    duesBefore: 400,
    dues: 500,
    minDues: 12,
    defaultDues: 12,
  },
  {
    bracket: 'youth',
    name: 'Juvenil',
    ages: { from: 13, to: 17 },
    incorporacion: 6000,
    duesBefore: 750,
    dues: 1000,
    minDues: 6,
    defaultDues: 6,
  },
  {
    bracket: 'senior',
    name: 'Adulto mayor',
    ages: { from: 60, to: null },
    incorporacion: 6000,
    duesBefore: 750,
    dues: 1000,
    minDues: 6,
    defaultDues: 6,
  },
  {
    bracket: 'category13',
    name: 'Categoría especial',
    category: 13,
    incorporacion: 6000,
    duesBefore: 2500,
    dues: 3000,
    minDues: 2,
    defaultDues: 2,
  },
  {
    bracket: 'regular',
    name: 'Adulto',
    incorporacion: 6000,
    duesBefore: 1500,
    dues: 2000,
    minDues: 3,
    defaultDues: 3,
  },
] as const satisfies readonly FeeRow[];

export type FeeBracket = (typeof FEE_BRACKETS)[number]['bracket'];

/** The row of a bracket. */
export function bracketFees(bracket: FeeBracket): FeeRow {
  const row: FeeRow | undefined = FEE_BRACKETS.find((r) => r.bracket === bracket);
  if (!row) throw new RangeError(`No fee bracket '${bracket}'`);
  return row;
}

/** The rest of the schedule (SPEC §5 and §9). */
export const FEE_SCHEDULE = {
  /** The first month at `dues`; every month before it is at `duesBefore`. */
  changeMonth: '2023-06',
  /** The most dues one payment may cover. */
  maxCuotas: 24,
  /** Owing at least this many dues allows paying half the debt… */
  regularizationThreshold: 24,
  /** …once in this many years. */
  regularizationYears: 5,
  /** The extraordinary contribution's choices, and the one it opens with. */
  extraordinaryAmounts: [1000, 2000, 3000, 5000, 10000, 20000, 50000] as readonly number[],
  extraordinaryDefault: 1000,
} as const;

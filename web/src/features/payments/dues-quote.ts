// What the dues summary shows, from a quote that may carry only the spec's fields (SPEC §3
// "Per-account totals"). The extensions (grand_total, each account's name and months) make it
// richer when sent; without them the totals are added up and the months follow from each paid-up
// month and the count, as the fee rules price them (web/src/domain).
import type { AccountDues, AccountsValues, AssociatedAccount, MonthValue } from '../../api/contract';
import { accountDuesTotal } from '../../domain/fees';
import { monthRange } from '../../domain/months';

/** Which months a person's dues cover, when known. */
export interface Period {
  desde: string;
  hasta: string;
}

export interface QuotedPerson {
  id: number;
  name: string;
  period: Period | undefined;
  total: number;
}

export interface DuesQuote {
  own: { period: Period | undefined; total: number };
  accounts: QuotedPerson[];
  /** Dues up to May 2023 at the old values, all people together (SPEC §2's breakdown). */
  oldValues: number;
  /** Dues from June 2023, all people together. */
  currentValues: number;
  /** The associated accounts' dues together (SPEC §2 "associated accounts total"). */
  accountsTotal: number;
  /** Everything the dues cost, without an incorporation fee. */
  grandTotal: number;
}

const fromMonths = (months: MonthValue[] | undefined): Period | undefined =>
  months?.length ? { desde: months[0]!.month, hasta: months[months.length - 1]!.month } : undefined;

/** The next `count` months after the paid-up one; unknown before the incorporation is paid. */
const nextMonths = (alDiaHasta: string | null | undefined, count: number): Period | undefined => {
  if (!alDiaHasta || count < 1) return undefined;
  const months = monthRange(alDiaHasta, count);
  return { desde: months[0]!, hasta: months[months.length - 1]! };
};

function accountLine(key: string, dues: AccountDues, count: number, associated: AssociatedAccount[]) {
  const id = dues.id ?? Number(key);
  const known = associated.find((a) => a.id === id);
  const period =
    fromMonths(dues.months) ??
    (dues.desde && dues.hasta ? { desde: dues.desde, hasta: dues.hasta } : undefined) ??
    nextMonths(known?.al_dia_hasta, count);
  return {
    id,
    name: dues.nombre_completo ?? known?.nombre_completo ?? '',
    period,
    // An entry that says no amount: the account's own dues value (SPEC §3), as many as asked.
    total: accountDuesTotal(dues, known?.valor_cuota ?? 0, count),
  };
}

export function duesQuote(
  values: AccountsValues,
  count: number,
  ownAlDiaHasta: string | null,
  associated: AssociatedAccount[],
): DuesQuote {
  return {
    own: {
      period: fromMonths(values.months) ?? nextMonths(ownAlDiaHasta, count),
      total: values.total_old + values.total_current,
    },
    accounts: Object.entries(values.accounts).map(([key, dues]) => accountLine(key, dues, count, associated)),
    oldValues: values.total_old_values,
    currentValues: values.total_current_values,
    accountsTotal: values.total_accounts,
    grandTotal: values.grand_total ?? values.total_old_values + values.total_current_values,
  };
}

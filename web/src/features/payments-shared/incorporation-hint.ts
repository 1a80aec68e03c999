// SPEC §6: a member pays only for associated accounts that have a paid-up date. An account without
// one ('Debe pagar incorporación') joins by paying its incorporation itself; the screens that show
// such an account (dues, /my-account, dashboard) say so in the same words.
import { duesText } from '../../domain/dues-text';
import { formatMonthLong, monthsBetween } from '../../domain/months';
export const incorporationHint = (name: string) =>
  `${name} paga su incorporación desde su propia cuenta: al ingresar al portal con su RUT, se le pide pagarla. Después podrás pagar sus cuotas junto con las tuyas.`;

/**
 * What an associated account still has to do, and how, where the guardian manages it (dashboard,
 * /my-account): the incorporation (paid from its own account), dues the guardian can pay with
 * theirs, or nothing. `currentMonth` is 'YYYY-MM'.
 */
export function associateTodo(
  account: { nombre_completo: string; al_dia_hasta: string | null },
  currentMonth: string,
): { status: string; hint: string | null; payable: boolean; owed: number } {
  if (!account.al_dia_hasta)
    return {
      status: 'Debe pagar incorporación',
      hint: incorporationHint(account.nombre_completo),
      payable: false,
      owed: 0,
    };
  const status = `Al día hasta ${formatMonthLong(account.al_dia_hasta)}`;
  const owed = monthsOwed(account.al_dia_hasta, currentMonth);
  if (owed === 0) return { status, hint: null, payable: false, owed };
  return {
    status,
    hint: `Debe ${duesText(owed)}: puedes pagarlas tú, junto con las tuyas.`,
    payable: true,
    owed,
  };
}

/** The months an account paid up to `alDiaHasta` owes up to `currentMonth` (both 'YYYY-MM'), this one included. */
export const monthsOwed = (alDiaHasta: string, currentMonth: string) =>
  Math.max(0, monthsBetween(alDiaHasta, currentMonth));

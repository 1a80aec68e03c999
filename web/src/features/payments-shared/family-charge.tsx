import { useAccountsValues } from '../../api/shared/get-accounts-values';
import type { AccountsValues } from '../../api/contract';
import { duesText } from '../../domain/dues-text';
import { formatMoney } from '../../domain/money';
import { firstName } from '../../domain/names';

/** What the dues screen charges for this quote: the member's own months and every account's. */
export const chargedTotal = (v: AccountsValues) =>
  v.grand_total ?? v.total_old_values + v.total_current_values;

/**
 * '3 cuotas de Tomás + 3 tuyas': who a payment for the family pays for. The dues screen always
 * ticks the member's own account with the same count (SPEC §2), so a link that says only the
 * account's debt promises less than it charges.
 */
export function familyChargeWho(names: string[], count: number): string {
  const theirs = names.map((name) => `${duesText(count)} de ${firstName(name)}`).join(' + ');
  return `${theirs} + ${count} ${count === 1 ? 'tuya' : 'tuyas'}`;
}

/**
 * The line beside a "pay for X" link: what the dues screen will charge, from the same quote it reads
 * ('Pagas 3 cuotas de Tomás + 3 tuyas: $7.500'). `id` ties it to the link (aria-describedby). Its
 * place is kept while the quote loads; a failed quote says the total shows before paying.
 */
export function FamilyCharge({
  id,
  accounts,
  count,
  className,
}: {
  id: string;
  accounts: { id: number; nombre_completo: string }[];
  count: number;
  className?: string;
}) {
  const { data, error } = useAccountsValues(
    count,
    accounts.map((a) => a.id),
    false,
  );
  const who = familyChargeWho(
    accounts.map((a) => a.nombre_completo),
    count,
  );
  const amount = data ? formatMoney(chargedTotal(data)) : error ? null : '…';
  return (
    <span id={id} className={className}>
      Pagas {who}
      {amount ? `: ${amount}` : '; verás el total antes de pagar'}
    </span>
  );
}

import { useAccountsValues } from '../../api/shared/get-accounts-values';
import type { AccountsValues } from '../../api/contract';
import { formatMoney } from '../../domain/money';
import { firstName } from '../../domain/names';

/** What the dues screen charges for this quote: the member's own months and every account's. */
export const chargedTotal = (v: AccountsValues) =>
  v.grand_total ?? v.total_old_values + v.total_current_values;

/**
 * '3 de Tomás + 3 tuyas': whose months a payment for the family pays, short enough to sit beside
 * the dashboard's family member on a desktop. The dues screen always
 * ticks the member's own account with the same count (SPEC §2), so a link that says only the
 * account's debt promises less than it charges.
 */
export function familyChargeWho(names: string[], count: number): string {
  const theirs = names.map((name) => `${count} de ${firstName(name)}`).join(' + ');
  return `${theirs} + ${count} ${count === 1 ? 'tuya' : 'tuyas'}`;
}

/**
 * The line beside a "pay for X" link: what the dues screen will charge, from the same quote it reads
 * ('3 de Tomás + 3 tuyas: $7.500'). `id` ties it to the link (aria-describedby). The amount keeps its
 * width while the quote loads, so its arrival moves nothing; a failed quote says the total shows
 * before paying.
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
  if (error && !data)
    return (
      <span id={id} className={className}>
        {who}; verás el total antes de pagar
      </span>
    );
  return (
    <span id={id} className={className}>
      {who}: <span className="family-charge__amount">{data ? formatMoney(chargedTotal(data)) : '…'}</span>
    </span>
  );
}

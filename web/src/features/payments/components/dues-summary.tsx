import type { ReactNode } from 'react';
import { Skeleton } from 'antd';
import type { AccountDues, AccountsValues } from '../../../api/contract';
import { formatMoney } from '../../../domain/money';
import { formatMonthLong } from '../../../domain/months';
import { SummaryList, type SummaryRow } from './summary-list';
import { NEW_VALUES_FROM, OLD_VALUES_UNTIL, ValueChangePopover } from './value-change-popover';

interface DuesSummaryProps {
  count: number;
  values: AccountsValues | undefined;
  loading: boolean;
  ownName: string;
  /** Pending dues, when the screen that sent the member here passed them (SPEC §2). */
  pending?: number | undefined;
  /** The joining fee, when this payment is the incorporation. */
  incorporacion?: number | undefined;
}

const period = (d: { desde: string; hasta: string; numero_cuotas: number }) =>
  d.numero_cuotas === 1
    ? formatMonthLong(d.desde)
    : `${formatMonthLong(d.desde)} a ${formatMonthLong(d.hasta)}`;

type Dues = Pick<AccountDues, 'desde' | 'hasta' | 'numero_cuotas' | 'total'>;
/** One person's dues: who, which months, how much. */
const personLine = (key: string, name: ReactNode, d: Dues): SummaryRow => ({
  key,
  label: (
    <>
      {name}
      <br />
      <small>{period(d)}</small>
    </>
  ),
  value: formatMoney(d.total),
});

/**
 * What the member is about to pay, as `cuotas/valores/accounts/detail` priced it: grouped by
 * person (you, then each associated account), then SPEC §2's split at the June 2023 value change
 * and the associated accounts' total.
 */
export function DuesSummary({ count, values, loading, ownName, pending, incorporacion }: DuesSummaryProps) {
  const head: SummaryRow[] = [];
  if (pending !== undefined) head.push({ key: 'pending', label: 'Cuotas pendientes', value: pending });
  head.push({ key: 'count', label: 'Cuotas seleccionadas', value: count || '—' });
  if (count === 0) {
    return (
      <>
        <SummaryList rows={head} label="Resumen del pago" />
        <p className="pay-note">Elige la cantidad de cuotas para ver el total a pagar.</p>
      </>
    );
  }
  if (!values) return loading ? <Skeleton active paragraph={{ rows: 6 }} title={false} /> : null;

  const own = values.months ?? [];
  const ownDues = {
    desde: own[0]?.month ?? '',
    hasta: own[own.length - 1]?.month ?? '',
    numero_cuotas: values.numero_cuotas,
    total: values.total_old + values.total_current,
  };
  const accounts = Object.values(values.accounts);
  const fee = incorporacion ?? 0;
  const rows: SummaryRow[] = [
    ...head,
    ...(incorporacion !== undefined
      ? [{ key: 'incorporation', label: 'Cuota de incorporación', value: formatMoney(fee) }]
      : []),
    ...(ownDues.desde ? [personLine('own', <>Tú · {ownName}</>, ownDues)] : []),
    ...accounts.map((a) => personLine(`account-${a.id}`, a.nombre_completo, a)),
    // SPEC §2's breakdown, for the whole payment (you and the accounts you chose).
    {
      key: 'old-values',
      kind: 'sub' as const,
      label: (
        <>
          Cuotas hasta {OLD_VALUES_UNTIL} (valor anterior)
          <ValueChangePopover />
        </>
      ),
      value: formatMoney(values.total_old_values),
    },
    {
      key: 'current-values',
      kind: 'sub' as const,
      label: `Cuotas desde ${NEW_VALUES_FROM}`,
      value: formatMoney(values.total_current_values),
    },
    ...(accounts.length > 0
      ? [
          {
            key: 'accounts-total',
            label: 'Total cuentas asociadas',
            value: formatMoney(values.total_accounts),
          },
        ]
      : []),
    { key: 'total', label: 'Total a pagar', value: formatMoney(values.grand_total + fee), kind: 'total' },
  ];
  return (
    <div aria-busy={loading} style={{ opacity: loading ? 0.6 : 1, transition: 'opacity 0.2s' }}>
      <SummaryList rows={rows} label="Resumen del pago" />
    </div>
  );
}

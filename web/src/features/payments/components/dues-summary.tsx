import type { ReactNode } from 'react';
import { LightSkeleton } from '../../../components/light/light-skeleton';
import type { DuesQuote, Period } from '../dues-quote';
import type { FamilyPending } from '../family-pending';
import { formatMoney } from '../../../domain/money';
import { formatMonthLong } from '../../../domain/months';
import { SummaryList, type SummaryRow } from './summary-list';
import { NEW_VALUES_FROM, OLD_VALUES_UNTIL, ValueChangePopover } from './value-change-popover';

interface DuesSummaryProps {
  count: number;
  quote: DuesQuote | undefined;
  loading: boolean;
  ownName: string;
  /** Pending dues (SPEC §2), the member's and those of the accounts in their care. */
  pending?: FamilyPending | undefined;
  /** The joining fee, when this payment is the incorporation. */
  incorporacion?: number | undefined;
  /** The quote could not be refreshed: what shows is not this choice's price for sure. */
  stale?: boolean;
}

export const STALE_TOTAL_TEXT =
  'Total sin actualizar: no pudimos calcularlo para lo que elegiste. Podrás pagar cuando lo recalculemos.';

const periodText = (p: Period) =>
  p.desde === p.hasta
    ? formatMonthLong(p.desde)
    : `${formatMonthLong(p.desde)} a ${formatMonthLong(p.hasta)}`;

/** One person's dues: who, which months (when known), how much. */
const personLine = (
  key: string,
  name: ReactNode,
  d: { period: Period | undefined; total: number },
): SummaryRow => ({
  key,
  label: (
    <>
      {name}
      {d.period && (
        <>
          <br />
          <small>{periodText(d.period)}</small>
        </>
      )}
    </>
  ),
  value: formatMoney(d.total),
});

/**
 * What the member is about to pay, as `cuotas/valores/accounts/detail` priced it: grouped by
 * person (you, then each associated account), then SPEC §2's split at the June 2023 value change
 * and the associated accounts' total.
 */
export function DuesSummary({
  count,
  quote,
  loading,
  ownName,
  pending,
  incorporacion,
  stale = false,
}: DuesSummaryProps) {
  const head: SummaryRow[] = [];
  if (pending !== undefined) {
    head.push({ key: 'pending', label: 'Cuotas pendientes', value: pending.total });
    for (const p of pending.people)
      head.push({ key: `pending-${p.id}`, kind: 'sub', label: p.name, value: p.count });
  }
  head.push({ key: 'count', label: 'Cuotas seleccionadas', value: count || '—' });
  if (count === 0) {
    return (
      <>
        <SummaryList rows={head} label="Resumen del pago" />
        <p className="pay-note">Elige la cantidad de cuotas para ver el total a pagar.</p>
      </>
    );
  }
  if (!quote) return loading ? <LightSkeleton rows={6} /> : null;

  const fee = incorporacion ?? 0;
  const rows: SummaryRow[] = [
    ...head,
    ...(incorporacion !== undefined
      ? [{ key: 'incorporation', label: 'Cuota de incorporación', value: formatMoney(fee) }]
      : []),
    ...(quote.own.period ? [personLine('own', <>Tú · {ownName}</>, quote.own)] : []),
    // by place as well as id: an API may repeat an id inside the accounts map
    ...quote.accounts.map((a, i) => personLine(`account-${i}-${a.id}`, a.name, a)),
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
      value: formatMoney(quote.oldValues),
    },
    {
      key: 'current-values',
      kind: 'sub' as const,
      label: `Cuotas desde ${NEW_VALUES_FROM}`,
      value: formatMoney(quote.currentValues),
    },
    ...(quote.accounts.length > 0
      ? [
          {
            key: 'accounts-total',
            label: 'Total cuentas asociadas',
            value: formatMoney(quote.accountsTotal),
          },
        ]
      : []),
    { key: 'total', label: 'Total a pagar', value: formatMoney(quote.grandTotal + fee), kind: 'total' },
  ];
  return (
    <div aria-busy={loading} style={{ opacity: loading || stale ? 0.6 : 1, transition: 'opacity 0.2s' }}>
      <SummaryList rows={rows} label="Resumen del pago" />
      {stale && !loading && (
        <p className="pay-note" role="status">
          {STALE_TOTAL_TEXT}
        </p>
      )}
    </div>
  );
}

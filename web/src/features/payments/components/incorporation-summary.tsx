import type { DuesValues, FeeConfig } from '../../../api/contract';
import { formatMoney } from '../../../domain/money';
import { formatMonthLong } from '../../../domain/months';
import { SummaryList } from './summary-list';

interface IncorporationSummaryProps {
  config: FeeConfig;
  count: number;
  values: DuesValues | undefined;
  loading: boolean;
}

/**
 * Joining fee plus the first dues, from the current month on. Until the first quote arrives the
 * same rows show '…' (a placeholder of another height would move the pay button below it).
 */
export function IncorporationSummary({ config, count, values, loading }: IncorporationSummaryProps) {
  const quoting = count > 0 && !values;
  const dues = count > 0 && values ? values.total : 0;
  const period =
    values && count > 0
      ? count === 1
        ? formatMonthLong(values.desde)
        : `${formatMonthLong(values.desde)} a ${formatMonthLong(values.hasta)}`
      : '—';
  // An element, not the text '…': the value arrives as a new text, so the browser does not see the
  // right-aligned text grow leftwards (which it counts as a layout shift).
  const known = (text: string) => (quoting ? <span>…</span> : text);
  const busy = loading || quoting;
  return (
    <div aria-busy={busy} style={{ opacity: busy ? 0.6 : 1 }}>
      <SummaryList
        label="Resumen de la incorporación"
        rows={[
          { label: 'Cuota de incorporación', value: formatMoney(config.incorporacion) },
          {
            label: `Cuotas (${count || 0} × ${formatMoney(config.valor_cuota)})`,
            value: known(formatMoney(dues)),
          },
          { label: 'Período', value: known(period), kind: 'stacked' },
          { label: 'Total a pagar', value: known(formatMoney(config.incorporacion + dues)), kind: 'total' },
        ]}
      />
    </div>
  );
}

import type { DuesValues, FeeConfig } from '../../../api/contract';
import { formatMoney } from '../../../domain/money';
import { formatMonthLong } from '../../../domain/months';
import { SummaryList } from './summary-list';
import { duesTotal } from '../../../domain/fees';

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
  const dues = count > 0 && values ? duesTotal(values) : 0;
  // The months are an extension: an API that sends only the spec's totals gets no 'Período' row,
  // rather than one guessed from this device's clock.
  const months = values?.desde && values.hasta ? { desde: values.desde, hasta: values.hasta } : undefined;
  const period =
    count > 0 && months
      ? months.desde === months.hasta
        ? formatMonthLong(months.desde)
        : `${formatMonthLong(months.desde)} a ${formatMonthLong(months.hasta)}`
      : '—';
  const showPeriod = !values || months !== undefined;
  // An element, not the text '…': the value arrives as a new text, so the browser does not see the
  // right-aligned text grow leftwards (which it counts as a layout shift).
  const shown = (text: string) => (quoting ? <span>…</span> : text);
  const busy = loading || quoting;
  return (
    <div aria-busy={busy} style={{ opacity: busy ? 0.6 : 1 }}>
      <SummaryList
        label="Resumen de la incorporación"
        rows={[
          { label: 'Cuota de incorporación', value: formatMoney(config.incorporacion) },
          {
            label: `Cuotas (${count || 0} × ${formatMoney(config.valor_cuota)})`,
            value: shown(formatMoney(dues)),
          },
          ...(showPeriod ? [{ label: 'Período', value: shown(period), kind: 'stacked' as const }] : []),
          {
            label: 'Total a pagar',
            value: shown(formatMoney(config.incorporacion + dues)),
            kind: 'total' as const,
          },
        ]}
      />
    </div>
  );
}

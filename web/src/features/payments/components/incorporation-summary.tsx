import { Skeleton } from 'antd';
import type { DuesValues, FeeConfig } from '../../../api/contract';
import { formatMoney } from '../../../domain/money';
import { formatMonth } from '../../../domain/months';
import { SummaryList } from './summary-list';

interface IncorporationSummaryProps {
  config: FeeConfig;
  count: number;
  values: DuesValues | undefined;
  loading: boolean;
}

/** Joining fee plus the first dues, from the current month on. */
export function IncorporationSummary({ config, count, values, loading }: IncorporationSummaryProps) {
  if (count > 0 && !values) return <Skeleton active paragraph={{ rows: 4 }} title={false} />;
  const dues = count > 0 && values ? values.total : 0;
  const period =
    values && count > 0
      ? count === 1
        ? formatMonth(values.desde)
        : `${formatMonth(values.desde)} a ${formatMonth(values.hasta)}`
      : '—';
  return (
    <div aria-busy={loading} style={{ opacity: loading ? 0.6 : 1 }}>
      <SummaryList
        label="Resumen de la incorporación"
        rows={[
          { label: 'Cuota de incorporación', value: formatMoney(config.incorporacion) },
          { label: `Cuotas (${count || 0} × ${formatMoney(config.valor_cuota)})`, value: formatMoney(dues) },
          { label: 'Período', value: period },
          { label: 'Total a pagar', value: formatMoney(config.incorporacion + dues), kind: 'total' },
        ]}
      />
    </div>
  );
}

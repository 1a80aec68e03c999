import type { ReactNode } from 'react';
import { Skeleton } from 'antd';
import { LoadError } from '../../../components/load-error';

interface HistorySectionProps {
  id: string;
  title: string;
  loading: boolean;
  error: boolean;
  onRetry: () => unknown;
  /** Rows in the table: the phone hint about sideways scrolling only makes sense with some. */
  rows: number;
  children: ReactNode;
}

/** One titled table with its loading and error states (the table itself draws the empty one). */
export function HistorySection({ id, title, loading, error, onRetry, rows, children }: HistorySectionProps) {
  let body = children;
  if (error) body = <LoadError onRetry={onRetry} />;
  else if (loading)
    body = <Skeleton active title={false} paragraph={{ rows: 5 }} className="history-skeleton" />;
  return (
    <section className="history-section" aria-labelledby={id} aria-busy={loading || undefined}>
      <h2 id={id} className="history-section__title">
        {title}
      </h2>
      {!error && !loading && rows > 0 && (
        <p className="history-scroll-hint">Desliza la tabla hacia el lado para ver todas las columnas.</p>
      )}
      {body}
    </section>
  );
}

import type { ReactNode } from 'react';
import { LightSkeleton } from '../../../components/light/light-skeleton';
import { LoadError } from '../../../components/load-error';

interface HistorySectionProps {
  id: string;
  title: string;
  /** Read by screen readers only: the page's heading already says it (no title twice on screen). */
  titleHidden?: boolean;
  loading: boolean;
  /** The read's error while nothing is shown yet (falsy: none). */
  error: unknown;
  onRetry: () => unknown;
  children: ReactNode;
}

/** One titled history (a table, or cards on a phone) with its loading and error states. */
export function HistorySection({
  id,
  title,
  titleHidden,
  loading,
  error,
  onRetry,
  children,
}: HistorySectionProps) {
  let body = children;
  if (error) body = <LoadError error={error} onRetry={onRetry} />;
  else if (loading) body = <LightSkeleton rows={5} className="history-skeleton" />;
  return (
    <section className="history-section" aria-labelledby={id} aria-busy={loading || undefined}>
      <h2 id={id} className={titleHidden ? 'sr-only' : 'history-section__title'}>
        {title}
      </h2>
      {body}
    </section>
  );
}

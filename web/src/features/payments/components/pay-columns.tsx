import type { ReactNode } from 'react';
import { LightCard } from '../../../components/light/light-card';
import { SummaryList, type SummaryRow } from './summary-list';
import './payments.css';

/** A pay screen's two columns: side by side from 992 px, stacked on phones (24 px apart). */
export function PayColumns({ children, busy }: { children: ReactNode; busy?: boolean }) {
  return (
    <div className="pay-columns" aria-busy={busy || undefined} aria-label={busy ? 'Cargando' : undefined}>
      {children}
    </div>
  );
}

/** A pay screen's left column: what the member chooses (the whole width when there is no summary). */
export function ChoicesColumn({
  title,
  alone,
  children,
}: {
  title: string;
  alone?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={`pay-col${alone ? '' : ' is-choices'}`}>
      <LightCard title={title}>{children}</LightCard>
    </div>
  );
}

/**
 * Its right column, beside the choices from 992 px and below them on phones: what is paid (`rows`,
 * read out as `label`, or a summary of the screen's own in `children`) and the pay button.
 */
export function SummaryColumn({
  label,
  rows,
  children,
}: {
  label?: string;
  rows?: SummaryRow[];
  children: ReactNode;
}) {
  return (
    <div className="pay-col is-summary">
      <LightCard title="Resumen">
        {rows && <SummaryList label={label} rows={rows} />}
        {children}
      </LightCard>
    </div>
  );
}

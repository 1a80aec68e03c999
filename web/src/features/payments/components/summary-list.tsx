import type { ReactNode } from 'react';
import './payments.css';

export interface SummaryRow {
  label: ReactNode;
  value: ReactNode;
  /**
   * 'sub' indents a detail line; 'subtotal' closes a group; 'total' is the bold last line; 'stacked'
   * puts a long text value under its label on a phone.
   */
  kind?: 'sub' | 'subtotal' | 'total' | 'stacked';
  /** Unique within the list; a text label is its own key. */
  key?: string;
}

/** Label/amount pairs as a description list: read in order by screen readers, aligned on screen. */
export function SummaryList({ rows, label }: { rows: SummaryRow[]; label?: string }) {
  return (
    <dl className="pay-summary" aria-label={label}>
      {rows.map((row) => (
        <div
          key={row.key ?? String(row.label)}
          className={`pay-summary-row${row.kind ? ` is-${row.kind}` : ''}`}
        >
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

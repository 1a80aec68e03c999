import { useState, type ReactNode } from 'react';
import { LightEmpty } from '../../../components/light/light-empty';
import { LightPagination } from '../../../components/light/light-pagination';

export interface HistoryColumn<T> {
  key: string;
  title: ReactNode;
  /** Amounts line up on the right. */
  align?: 'right';
  render: (row: T) => ReactNode;
}

interface HistoryTableProps<T> {
  /** The table's accessible name (the section's title). */
  label: string;
  rows: T[];
  columns: HistoryColumn<T>[];
  /** What an empty history says. */
  empty: string;
  rowClassName?: (row: T) => string;
}

const PAGE_SIZE = 10;

/**
 * A history on wide screens: a plain table, one row per record keyed by its id, ten a page when there are more.
 */
export function HistoryTable<T extends { id: number }>({
  label,
  rows,
  columns,
  empty,
  rowClassName,
}: HistoryTableProps<T>) {
  const [wanted, setPage] = useState(1);
  const pages = Math.ceil(rows.length / PAGE_SIZE);
  // A list that shrank (a retry) never leaves the member on a page past its end.
  const page = Math.min(wanted, Math.max(pages, 1));
  const shown = rows.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  const align = (column: HistoryColumn<T>) => (column.align === 'right' ? 'is-right' : undefined);
  return (
    <>
      <table className="history-table" aria-label={label}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={align(column)}>
                {column.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {shown.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="history-table__empty">
                <LightEmpty description={empty} />
              </td>
            </tr>
          ) : (
            shown.map((row) => (
              <tr key={row.id} className={`history-row ${rowClassName?.(row) ?? ''}`.trim()}>
                {columns.map((column) => (
                  <td key={column.key} className={align(column)}>
                    {column.render(row)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
      {pages > 1 && (
        <LightPagination page={page} pages={pages} onChange={setPage} label={`Páginas del ${label}`} />
      )}
    </>
  );
}

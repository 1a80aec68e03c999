import './light.css';

/** The page numbers to offer: all of them when few, else the ends and the pages around the current. */
export function pageItems(page: number, pages: number): (number | null)[] {
  if (pages <= 7) return Array.from({ length: pages }, (_, i) => i + 1);
  const around = [page - 1, page, page + 1].filter((n) => n > 1 && n < pages);
  return [
    1,
    ...(around[0]! > 2 ? [null] : []),
    ...around,
    ...(around.at(-1)! < pages - 1 ? [null] : []),
    pages,
  ];
}

interface LightPaginationProps {
  page: number;
  pages: number;
  onChange: (page: number) => void;
  /** Names the navigation, so two lists on one screen are told apart. */
  label: string;
}

/** Pages of a long list (antd's Pagination, with its Spanish texts, without antd). */
export function LightPagination({ page, pages, onChange, label }: LightPaginationProps) {
  return (
    <nav className="l-pagination" aria-label={label}>
      <button
        type="button"
        className="l-pagination__item"
        aria-label="Página anterior"
        disabled={page <= 1}
        onClick={() => onChange(page - 1)}
      >
        <span aria-hidden="true">‹</span>
      </button>
      {pageItems(page, pages).map((n, i) =>
        n === null ? (
          <span key={`gap-${i}`} className="l-pagination__gap" aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={n}
            type="button"
            className="l-pagination__item"
            aria-current={n === page ? 'page' : undefined}
            onClick={() => onChange(n)}
          >
            {n}
          </button>
        ),
      )}
      <button
        type="button"
        className="l-pagination__item"
        aria-label="Página siguiente"
        disabled={page >= pages}
        onClick={() => onChange(page + 1)}
      >
        <span aria-hidden="true">›</span>
      </button>
    </nav>
  );
}

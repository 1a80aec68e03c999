import { useDemoHealth } from '../api/shared/get-demo-health';
import './demo-badge.css';

const MONTHS = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic'];

/** '2026-11-21' → '21 nov 2026'. */
export function shortDate(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number);
  return `${d} ${MONTHS[(m ?? 1) - 1] ?? ''} ${y}`;
}

/**
 * 'DEMO · hoy 21 nov 2026', linking to the fake API's console — only when the fake API serves the
 * portal. Absolutely placed on the header's lower edge, so its late arrival moves nothing.
 */
export function DemoBadge() {
  const { data } = useDemoHealth();
  if (!data) return null;
  return (
    <a className="demo-badge" href="/__mock">
      DEMO · hoy {shortDate(data.today)}
    </a>
  );
}

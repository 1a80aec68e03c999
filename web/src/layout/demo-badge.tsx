import { useEffect, useState } from 'react';
import { useDemoHealth } from '../api/shared/get-demo-health';
import { afterContentSettles } from '../app/after-content-settles';
import './demo-badge.css';

const MONTHS = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic'];

/** '2026-11-21' → '21 nov 2026'. */
export function shortDate(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number);
  return `${d} ${MONTHS[(m ?? 1) - 1] ?? ''} ${y}`;
}

/**
 * 'DEMO · hoy 21 nov 2026', linking to the fake API's console — only when the fake API serves the
 * portal. Absolutely placed on the header's lower edge, so its late arrival moves nothing. It asks
 * once the screen has drawn what the member came for: every member screen shows it, and asked at
 * once, on a phone opening a screen cold, it came before the screen's own content was drawn.
 */
export function DemoBadge() {
  const [settled, setSettled] = useState(false);
  useEffect(() => afterContentSettles(() => setSettled(true)), []);
  const { data } = useDemoHealth(settled);
  if (!data) return null;
  return (
    <a className="demo-badge" href="/__mock">
      DEMO · hoy {shortDate(data.today)}
    </a>
  );
}

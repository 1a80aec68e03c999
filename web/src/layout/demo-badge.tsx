import { useEffect, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
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
  // When staff move the demo's clock (the console, in another tab), every read on screen was
  // answered for the old day: the dues owed, the month paid up to. The badge learns the new day when
  // the tab comes back (or within a minute); then the screen asks again for all it shows.
  const { mutate } = useSWRConfig();
  const today = data?.today;
  const day = useRef(today);
  useEffect(() => {
    if (day.current && day.current !== today) void mutate(() => true);
    day.current = today;
  }, [today, mutate]);
  if (!data) return null;
  return (
    <a className="demo-badge" href="/__mock">
      DEMO · hoy {shortDate(data.today)}
    </a>
  );
}

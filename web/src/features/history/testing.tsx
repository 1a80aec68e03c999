// Helpers for this feature's component tests (not shipped: only *.test.tsx import this file).
import { within } from '@testing-library/react';
import { renderAt } from '../../test/render';
import type { MockApi } from '../../test/mock-api';
import PaymentsHistoryPage from './pages/payments-history-page';
import PurchasesHistoryPage from './pages/purchases-history-page';

const PAGES = { payments: <PaymentsHistoryPage />, purchases: <PurchasesHistoryPage /> };

/** Logs `rut` in on the fake API and opens that history. */
export async function openHistory(mock: MockApi, rut: string, which: keyof typeof PAGES) {
  await mock.loginAs(rut);
  renderAt(PAGES[which], { route: '/h', path: '/h' });
}

/** The first `role` element in `region` that `matches`, or a failure that names `what`. */
export function itemOf(
  region: HTMLElement,
  role: 'row' | 'listitem',
  matches: (item: HTMLElement) => boolean,
  what: string,
): HTMLElement {
  const item = within(region).getAllByRole(role).find(matches);
  if (!item) throw new Error(`no ${what}`);
  return item;
}

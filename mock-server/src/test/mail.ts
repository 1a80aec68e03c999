// Reading the mock's outbox in tests: the newest mail to an address and its links as paths.
import type { Store } from '../store/store';

export function lastMailTo(store: Store, to: string) {
  const mail = store.state.outbox.filter((m) => m.to === to).at(-1);
  if (!mail) throw new Error(`no mail to ${to}`);
  return mail;
}

/** Links point at the mock's own origin; supertest needs the path (and query) only. */
export function linkPath(href: string): string {
  const url = new URL(href);
  return url.pathname + url.search;
}

export { bearer } from './harness';

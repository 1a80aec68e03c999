// How a link to the screen members open next (the dashboard's 'Pagar' and menu, the onboarding's
// next step) fetches that screen's code ahead of the click: the router's `<Link prefetch>`.
// 'intent': when the pointer rests on the link or it takes the focus (a touch, on phones), never
// while the screen the member is on still loads. The router's prefetch is a `modulepreload`, which
// the browser fetches at high priority and parses at once: 'render' or 'viewport' would start it
// for every link of the menu as the screen draws, taking a phone's bandwidth and main thread from
// the screen's own code and data (why the old prefetch waited for the content to settle, and why a
// screen's HTML preloads none of its chunks). The member screens' files reach the HTTP cache anyway
// once the content has settled, through the service worker (app/service-worker.ts), for a screen
// opened later from a bookmark or an e-mail.
import { useContext } from 'react';
import { PrefetchPageLinks, UNSAFE_FrameworkContext, type LinkProps } from 'react-router';

export const PREFETCH_NEXT_SCREEN: LinkProps['prefetch'] = 'intent';

/**
 * The same prefetch for a screen the app goes to by itself, with no link to touch: the login's next
 * screen, asked for while the login is checked (on a phone's network its files otherwise came one
 * after the other once the login was done). Only under the app's router, as the router's own links
 * do: a test's memory router has no manifest to read.
 */
export function PrefetchScreen({ page }: { page: string }) {
  return useContext(UNSAFE_FrameworkContext) ? <PrefetchPageLinks page={page} /> : null;
}

import { preload } from 'swr';
import { getToken } from '../session/session';

/** An SWR key and the fetcher its screen's hook uses with it. */
export type Read = readonly [key: string, fetch: (key: string) => Promise<unknown>];

/**
 * A route loader that starts the screen's reads while its code (and antd's) is still downloading,
 * and returns at once: the screen renders when its code is there, and its hooks take over the
 * requests in flight (SWR's preload) instead of starting them only then. Without a session there
 * is nothing to read (the screen's guard sends the visitor to the login).
 */
export const startReads =
  (...reads: Read[]) =>
  () => {
    if (!getToken()) return null;
    // A failure reaches the screen through its hook (with its retry), not here.
    for (const [key, fetch] of reads) preload(key, fetch).catch(() => undefined);
    return null;
  };

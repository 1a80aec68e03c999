// The reads a screen's route module starts in its `clientLoader`, while the screen's code downloads
// (or, on a pre-rendered page, while its frame is on screen): the screen's SWR hooks take over the
// requests in flight instead of starting them only when they mount.
import { mutate, unstable_serialize, type Key, type Middleware } from 'swr';
import { getToken } from '../session/session';
import { readUrl } from '../api/client';

/** An SWR key and the fetcher its screen's hook uses with it (an endpoint module's pair). */
export type Read = readonly [key: string, fetch: (key: string) => Promise<unknown>];

/** The reads started here, by SWR's name of their key (its cache entry's), until a hook takes them. */
const preloaded = new Map<string, Promise<unknown>>();

/**
 * Starts `fetcher(key)`, unless a read of `key` is already waiting for its hook: that one is returned.
 * SWR's own `preload` keeps a failed request too, until a hook takes it, and has no public way to
 * drop it: a block that mounted only later took the failure of a read made offline, after the
 * connection was back, and showed nothing. A failed read is forgotten here: the hook asks again.
 */
export function preloadRead<K extends Key, T>(key: K, fetcher: (key: K) => Promise<T>): Promise<T> {
  const id = unstable_serialize(key);
  if (!preloaded.has(id)) {
    const read = fetcher(key);
    preloaded.set(id, read);
    read.catch(() => preloaded.get(id) === read && preloaded.delete(id));
  }
  return preloaded.get(id) as Promise<T>;
}

/**
 * SWR middleware (swr-options.ts): a hook's fetcher takes the read started for its key, in flight or
 * done, once (a later revalidation asks the API), as SWR's `preload` hands its requests over.
 */
export const takePreloadedReads: Middleware = (useSWRNext) => (key, fetcher, config) =>
  useSWRNext(
    key,
    fetcher &&
      ((...args: unknown[]) => {
        const id = unstable_serialize(key);
        const read = preloaded.get(id);
        preloaded.delete(id);
        return (read ?? fetcher(...args)) as ReturnType<typeof fetcher>;
      }),
    config,
  );

/** For the unit tests, whose files share the page: a read one test left would answer the next. */
export const forgetPreloadedReads = () => preloaded.clear();

/**
 * A screen's `clientLoader` body: starts its reads and returns at once (the screen renders when its
 * code is there). Without a session there is nothing to read: the screen's guard sends the visitor
 * to the login. A failure reaches the screen through its hook (with its retry), not here.
 */
export function startReads(...reads: Read[]): Promise<unknown>[] {
  if (!getToken()) return [];
  return reads.map(([key, fetch]) => {
    const read = preloadRead(key, fetch);
    read.catch(() => undefined);
    return read;
  });
}

/** A route module's `clientLoader` that starts `reads` (startReads) and lets the screen render. */
export const readsLoader =
  (...reads: Read[]) =>
  () => {
    startReads(...reads);
    return null;
  };

/**
 * Like startReads, with each answer also put into SWR's cache as it comes, so a screen that waits
 * for some of them (the dashboard) has them in its first render: SWR hands a preloaded answer to a
 * hook only after mounting it, one render with the placeholder later.
 */
export const startReadsIntoCache = (...reads: Read[]): Promise<unknown>[] =>
  startReads(...reads).map((read, i) => intoCache(reads[i]![0], read));

/** Puts `read`'s answer into SWR's cache under `key` when it comes; resolves to it (a failure to undefined). */
export const intoCache = <T>(key: Key, read: Promise<T>): Promise<T | undefined> =>
  read.then((data) => mutate(key, data, { revalidate: false })).catch(() => undefined);

/** The <meta> that names a pre-rendered page's reads for its boot script (web/src/boot/paint-first.ts). */
export const EARLY_READS_META = 'portal-early-reads';

/**
 * A route module's `meta`: the API's URLs of the reads its `clientLoader` starts, so that the boot
 * script of its pre-rendered page starts them before the app's code has arrived; the request helper
 * takes each answer once (boot/handover.ts). One list in the route module feeds both.
 */
export const earlyReadsMeta = (...reads: Read[]) => [
  { name: EARLY_READS_META, content: reads.map(([key]) => readUrl(key)).join(' ') },
];

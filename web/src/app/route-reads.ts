import { mutate, unstable_serialize, type Key, type Middleware } from 'swr';
import { feeInfoKey, fetchFeeInfo } from '../api/shared/get-fee-info';
import { associatedAccountsKey, fetchAssociatedAccounts } from '../api/shared/get-associated-accounts';
import { fetchMembersTotal, membersTotalKey } from '../features/dashboard/api/get-members-total';
import { fetchPendingDues, pendingDuesKey } from '../api/shared/get-pending-dues';
import { fetchProfileData, profileDataKey } from '../features/profile/api/get-profile-data';
import { fetchPaymentsHistory, paymentsHistoryKey } from '../features/history/api/get-payments-history';
import { fetchPurchasesHistory, purchasesHistoryKey } from '../features/history/api/get-purchases-history';
import {
  autoPaymentConfigKey,
  fetchAutoPaymentConfig,
} from '../features/payments/api/get-auto-payment-config';
import { fetchSavedCard, savedCardKey } from '../api/shared/get-saved-card';
import { autoChargeKey, duesValuesKey, fetchDuesValues } from '../api/shared/get-dues-values';
import { apiUrl, readUrl } from '../api/client';
import { getToken } from '../session/session';
import type { ReadName, Screen } from './screens';

/** An SWR key and the fetcher its screen's hook uses with it. */
type Read = readonly [key: string, fetch: (key: string) => Promise<unknown>];

/** The reads the screens' list (screens.ts) names, each with its endpoint module's key and fetcher. */
const READS: Record<ReadName, Read> = {
  feeInfo: [feeInfoKey, fetchFeeInfo],
  associatedAccounts: [associatedAccountsKey, fetchAssociatedAccounts],
  savedCard: [savedCardKey, fetchSavedCard],
  profileData: [profileDataKey, fetchProfileData],
  paymentsHistory: [paymentsHistoryKey, fetchPaymentsHistory],
  purchasesHistory: [purchasesHistoryKey, fetchPurchasesHistory],
  autoPaymentConfig: [autoPaymentConfigKey, fetchAutoPaymentConfig],
  membersTotal: [membersTotalKey, fetchMembersTotal],
  pendingDues: [pendingDuesKey, fetchPendingDues],
};

/**
 * The dashboard's: the payment status first (it decides the layout), then the other blocks', the
 * automatic payment's last: its block waits for its setting, card and history (and the price of the
 * next charge, startRead), so started only when the block mounts, they made it the dashboard's last
 * content, well after the rest, cold.
 */
const DASHBOARD_READS: readonly ReadName[] = [
  'feeInfo',
  'membersTotal',
  'associatedAccounts',
  'pendingDues',
  'autoPaymentConfig',
  'savedCard',
  'paymentsHistory',
];

/**
 * The API's URLs of a screen's early reads: the build names them on the pre-rendered page, whose
 * boot script starts them before the app's code is there (web/src/boot/paint-first.ts).
 */
export const earlyReadUrls = (reads: Screen['reads']): string[] =>
  (reads === 'dashboard' ? DASHBOARD_READS : (reads ?? [])).map((name) => apiUrl(READS[name][0]));

/**
 * The boot script's `data-charge` for a screen that reads the automatic payment's setting: the
 * setting's URL and the next charge's price asked for one due. The boot script asks for the price of
 * the setting's `cuotas` as soon as its answer says `enable: 1` (SPEC §7's fields), as startRead does
 * once the app runs: opened cold, that price was the dashboard's last content. The request helper
 * takes its answer when it asks the same URL (api/early-reads.ts).
 */
export const earlyChargeUrls = (reads: Screen['reads']): string[] =>
  reads === 'dashboard' || reads?.includes('autoPaymentConfig')
    ? [apiUrl(autoPaymentConfigKey), readUrl(duesValuesKey(1)!)]
    : [];

/** The reads started here, by SWR's name of their key (its cache entry's), until a hook takes them. */
const preloaded = new Map<string, Promise<unknown>>();

/**
 * Starts `fetcher(key)`, unless a read of `key` is already waiting for its hook: that one is returned.
 * SWR's own `preload` keeps a failed request too, until a hook takes it, and has no public way to
 * drop it: a block that mounted only later (the dashboard's total owed, once the payment status was
 * there) took the failure of a read made offline, after the connection was back, and showed
 * nothing. A failed read is forgotten here: the hook that mounts later asks again.
 */
function preloadRead<K extends Key, T>(key: K, fetcher: (key: K) => Promise<T>): Promise<T> {
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
 * Starts one read (the screen's hook takes over the request in flight; a failed one is forgotten, and
 * the hook asks again). The automatic payment's setting also starts the read that needs it, the next
 * charge's price, as soon as it is here: started after the block mounted, it was the screen's last
 * content cold.
 */
export function startRead(name: ReadName): Promise<unknown> {
  const [key, fetch] = READS[name];
  const read = preloadRead(key, fetch);
  if (name === 'autoPaymentConfig')
    void read
      .then((config) => {
        const quote = autoChargeKey(config as Parameters<typeof autoChargeKey>[0]);
        return quote && preloadRead(quote, fetchDuesValues);
      })
      .catch(() => undefined);
  return read;
}

/**
 * A route loader that starts the screen's reads while its code is still downloading,
 * and returns at once: the screen renders when its code is there, and its hooks take over the
 * requests in flight (takePreloadedReads) instead of starting them only then. Without a session there
 * is nothing to read (the screen's guard sends the visitor to the login).
 */
export const startReads = (names: readonly ReadName[]) => () => {
  if (!getToken()) return null;
  // A failure reaches the screen through its hook (with its retry), not here.
  for (const name of names) void startRead(name).catch(() => undefined);
  return null;
};

/** The longest the dashboard waits for the payment status and the family before it shows with placeholders. */
const STATUS_WAIT_MS = 2500;
/** The mark left when it stopped waiting (read by web/e2e/accessibility.spec.ts). */
const LAYOUT_WAIT_EXPIRED = 'dashboard-layout-wait-expired';

/**
 * Starts the dashboard's reads while its code is still downloading (a route loader runs in parallel
 * with `lazy`). The payment status and the family decide the screen's layout (dues pending, the
 * regularisation offer, each account in the member's care), so the screen waits for them, up to
 * STATUS_WAIT_MS, and when they come in time paints once with nothing left to move; the other reads
 * have placeholders of their final size. Without a session there is nothing to preload.
 */
export const preloadDashboard = async () => {
  if (!getToken()) return null;
  // A failure reaches the screen through SWR (with its retry); unhandled here it would be reported
  // as a crash when the screen never mounts (a 401 sends the member to the login).
  const reads = DASHBOARD_READS.map((name) =>
    startRead(name)
      // Into SWR's cache, so the screen's first render has it (SWR hands a preloaded answer to a
      // hook only after mounting it, one render with the placeholder later).
      .then((data) => mutate(READS[name][0], data, { revalidate: false }))
      .catch(() => undefined),
  );
  // The family's block, near the top, is as tall as its accounts: it decides the layout too.
  const layout = Promise.all(
    (['feeInfo', 'associatedAccounts'] as const).map((name) => reads[DASHBOARD_READS.indexOf(name)]),
  );
  const expired = await Promise.race([
    layout.then(() => false),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(true), STATUS_WAIT_MS)),
  ]);
  // On the page's timeline (DevTools, a field monitor, the accessibility sweep): the screen painted
  // without them, and their late arrival moves what is below them (the regularisation offer, an
  // owing status, the family's accounts).
  if (expired) performance.mark(LAYOUT_WAIT_EXPIRED);
  return null;
};

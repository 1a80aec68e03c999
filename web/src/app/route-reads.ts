import { mutate, preload } from 'swr';
import { feeInfoKey, fetchFeeInfo } from '../api/shared/get-fee-info';
import { associatedAccountsKey, fetchAssociatedAccounts } from '../api/shared/get-associated-accounts';
import { fetchMembersTotal, membersTotalKey } from '../features/dashboard/api/get-members-total';
import { fetchPendingDues, pendingDuesKey } from '../features/dashboard/api/get-pending-dues';
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
    // (SWR's preload returns nothing where there is no window: the build's pre-render.)
    for (const [key, fetch] of reads) void Promise.resolve(preload(key, fetch)).catch(() => undefined);
    return null;
  };

/** The longest the dashboard waits for the payment status before it shows with a placeholder. */
const STATUS_WAIT_MS = 2500;

/**
 * Starts the dashboard's reads while its code is still downloading (a route loader runs in parallel
 * with `lazy`). The payment status decides the screen's layout (dues pending, the regularisation
 * offer), so the screen waits for it, briefly, and paints once with nothing left to move; the other
 * reads have placeholders of their final size. Without a session there is nothing to preload.
 */
export const preloadDashboard = async () => {
  if (!getToken()) return null;
  // A failure reaches the screen through SWR (with its retry); unhandled here it would be reported
  // as a crash when the screen never mounts (a 401 sends the member to the login).
  const reads: [string, (key: string) => Promise<unknown>][] = [
    [feeInfoKey, fetchFeeInfo],
    [membersTotalKey, fetchMembersTotal],
    [associatedAccountsKey, fetchAssociatedAccounts],
    [pendingDuesKey, fetchPendingDues],
  ];
  const [status] = reads.map(([key, fetch]) =>
    preload(key, fetch)
      // Into SWR's cache, so the screen's first render has it (SWR hands a preloaded answer to a
      // hook only after mounting it, one render with the placeholder later).
      .then((data: unknown) => mutate(key, data, { revalidate: false }))
      .catch(() => undefined),
  );
  await Promise.race([status, new Promise((resolve) => setTimeout(resolve, STATUS_WAIT_MS))]);
  return null;
};

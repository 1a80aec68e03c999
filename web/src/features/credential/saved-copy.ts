// Whether a read was last answered by the copy the service worker keeps on the device, not by the
// API. The worker (web/sw/service-worker.js) answers the credential's reads from its copy when the
// network gives no answer — offline, or up but not working — and marks it with when it was kept
// (the request helper notes the mark: api/client.ts). Only an answer without it is fresh.
import { savedAt } from '../../api/client';

/** The worker's mark on a kept copy (its name is also in web/sw/service-worker.js). */
export const SAVED_AT_HEADER = 'X-Saved-At';

/** When the copy that last answered `path` was kept (ISO), or null when the API itself answered. */
export function copySavedAt(path: string): string | null {
  const at = savedAt[path];
  return at && !Number.isNaN(Date.parse(at)) ? at : null;
}

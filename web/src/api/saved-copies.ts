// Which reads were last answered by a copy kept on the device, not by the API. The service worker
// (web/sw/service-worker.js) answers the credential's reads from its copy when the network gives no
// answer — offline, or up but not working — and marks that copy with when it was kept. Only an
// answer without the mark is fresh: the credential says 'Sin conexión · actualizada el …' otherwise.

/** The service worker's mark on a kept copy: when it was kept (ISO). */
export const SAVED_AT_HEADER = 'X-Portal-Saved-At';

const savedAt = new Map<string, string>();

/** Notes whether this answer to `path` is a kept copy (and from when) or the API's own. */
export function noteAnswer(path: string, response: Response): void {
  const at = response.headers.get(SAVED_AT_HEADER);
  if (at && !Number.isNaN(Date.parse(at))) savedAt.set(path, at);
  else savedAt.delete(path);
}

/** When the copy that last answered `path` was kept, or null when the API itself answered. */
export const copySavedAt = (path: string): string | null => savedAt.get(path) ?? null;

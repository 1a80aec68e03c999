// The service worker's copy of the credential (web/sw/service-worker.js) is keyed by the
// session's token; it goes with the session anyway, so a shared phone keeps nothing of the member.

/** 'Cerrar Sesión': the worker's copy of the credential goes with the session (best effort). */
export function forgetOfflineCredential(): void {
  if (typeof caches === 'undefined') return;
  void caches
    .keys()
    .then((names) =>
      Promise.all(names.filter((n) => n.startsWith('portal-socios-data-')).map((n) => caches.delete(n))),
    )
    .catch(() => undefined);
}

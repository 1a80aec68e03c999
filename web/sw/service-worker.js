/* Portal Socios service worker: the credential opens at the stadium gate without signal, and a link to
 * a member screen opens with its files at hand after a release.
 *
 * scripts/build-sw.ts copies this file to web/dist/sw.js (production builds only; `npm run dev` and the
 * unit tests never register it) with one line before it that sets `self.SW_BUILD`:
 *   version   a hash of this build: a new build means new cache names, and the old ones are deleted
 *             when the new worker activates (so a deploy replaces what phones kept);
 *   precache  the app shell (shell.html), everything it names (React Router's manifest, the entry,
 *             the root), what the entry imports later, and the hashed files the /credencial route
 *             and its layouts need (its QR's worker too): the worker installs only once it holds
 *             them all, so a page it answers offline never lacks a file to start;
 *   screens   the other hashed files the member screens download: fetched in the background into
 *             the browser's HTTP cache when a page asks ('prefetch-screens', app/service-worker.ts);
 *   apiBase   VITE_API_URL of the build (default '/api/').
 *
 * What it answers, and how:
 *   pages (navigations)        network first; without network, the cached shell.html. Never a stale
 *                              page while online (a login or logout always sees the server's).
 *   precached files            from the cache by address, ignoring Vary (named by their content, so
 *                              never stale, and never different for another Origin header).
 *   GET socios/profile and
 *   GET socios/profile/info-cuotas
 *                              network first, a copy kept per session token; the copy is answered only
 *                              to the /credencial screen, and only when the network gives no answer
 *                              (offline, a request dropped, a 5xx, or none within SLOW_MS: a stadium's
 *                              Wi-Fi that is up but not working). A copy carries SAVED_HEADER, when it
 *                              was kept: the page tells a copy from a fresh answer by it.
 *   images                     network first; the member's photo (from the kept profile) is kept and
 *                              answered like the two reads above.
 *   everything else            not touched: every other API answer is network-only, never cached.
 */
'use strict';

const { version, precache, screens, apiBase } = self.SW_BUILD;
const PREFIX = 'portal-socios-';
const SHELL_CACHE = `${PREFIX}shell-${version}`;
// The credential's data (the two reads and the photo). The page deletes it on 'Cerrar Sesión'.
const DATA_CACHE = `${PREFIX}data-${version}`;
const CREDENTIAL_PATH = '/credencial';
const SHELL = '/shell.html';
// On a kept copy: when it was kept (ISO). A fresh answer of the API never has it (features/credential/saved-copy.ts).
const SAVED_HEADER = 'X-Saved-At';
// How long the credential waits for the network before its kept copy answers: a connection that is
// up but answers nothing would otherwise hold the gate's screen on a placeholder.
const SLOW_MS = 4000;

const api = new URL(apiBase, self.location.href);
const CREDENTIAL_READS = new Set(
  ['socios/profile', 'socios/profile/info-cuotas'].map((p) => new URL(p, api).href),
);
const PRECACHED = new Set(precache.map((p) => new URL(p, self.location.href).href));
const SCREEN_FILES = [...new Set(screens.map((p) => new URL(p, self.location.href).href))];

self.addEventListener('install', (event) => {
  // `cache: 'reload'` skips the HTTP cache: shell.html must be this build's, not an older copy.
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      .then((cache) => cache.addAll(precache.map((p) => new Request(p, { cache: 'reload' }))))
      .then(() => self.skipWaiting()),
  );
});

/** Deletes every cache of an older build (ours only: other caches of the origin are left alone). */
async function removeOldCaches() {
  const names = await caches.keys();
  const current = [SHELL_CACHE, DATA_CACHE];
  await Promise.all(
    names.filter((n) => n.startsWith(PREFIX) && !current.includes(n)).map((n) => caches.delete(n)),
  );
}

self.addEventListener('activate', (event) => {
  // clients.claim: the open tabs use this build's worker at once (skipWaiting did not wait for them).
  event.waitUntil(removeOldCaches().then(() => self.clients.claim()));
});

/**
 * The member screens' files the browser's HTTP cache lacks, a few at a time: in the background,
 * behind whatever the page itself downloads. Into the HTTP cache, not Cache Storage: a page takes a
 * file from there with no worker in between (answered by the worker, ~50 files cost a warm screen
 * ~0.5 s of LCP in `npm run perf`). Never stale: the names are content hashes, served immutable,
 * and the list is this build's, so a page (never cached) only ever asks for its own build's files.
 * A failed one is simply fetched by the screen that needs it.
 */
async function prefetchScreens() {
  const queue = [];
  for (const url of SCREEN_FILES) {
    const cached = await fetch(url, { cache: 'only-if-cached', mode: 'same-origin' }).catch(() => null);
    if (!cached || !cached.ok) queue.push(url);
  }
  const next = async () => {
    for (let url = queue.shift(); url; url = queue.shift()) {
      const response = await fetch(url).catch(() => null);
      await response?.arrayBuffer().catch(() => undefined); // read whole, so it is kept whole
    }
  };
  await Promise.all([next(), next(), next()]);
}

self.addEventListener('message', (event) => {
  if (event.data === 'prefetch-screens') event.waitUntil(prefetchScreens());
});

/** Only the credential screen may be answered from the kept copy. */
async function fromCredentialScreen(event) {
  const id = event.clientId || event.resultingClientId;
  const client = id ? await self.clients.get(id) : null;
  return !!client && new URL(client.url).pathname === CREDENTIAL_PATH;
}

/** The copy's key: the address plus a hash of the token, so one member never gets another's copy. */
async function keyOf(request) {
  const auth = request.headers.get('Authorization');
  if (!auth) return null;
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(auth));
  const hex = [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
  const url = new URL(request.url);
  url.searchParams.set('sw-session', hex.slice(0, 32));
  return url.href;
}

/** The photo's address as the SPA computes it (components/member-photo.tsx), or null. */
function photoUrl(body) {
  const imagen = body && body.data && body.data.imagen;
  if (typeof imagen !== 'string' || !imagen || imagen.startsWith('?')) return null;
  if (/^(https?:|\/)/.test(imagen)) return new URL(imagen, self.location.href).href;
  return /^(data:|blob:)/.test(imagen) ? null : new URL(imagen.replace(/^\//, ''), api).href;
}

// Into the cache the read opened, not one opened by name now: 'Cerrar Sesión' may have deleted it
// meanwhile, and opening it again would keep the member's photo after the logout.
async function keepPhoto(profile, cache) {
  const url = photoUrl(await profile.json().catch(() => null));
  if (!url) return;
  const sameOrigin = new URL(url).origin === self.location.origin;
  const photo = await fetch(url, { mode: sameOrigin ? 'same-origin' : 'no-cors' }).catch(() => null);
  if (photo && (photo.ok || photo.type === 'opaque')) await cache.put(url, photo);
}

/** A copy to keep: the answer with the moment it was kept, which the page shows offline. */
function stamped(response) {
  const headers = new Headers(response.headers);
  headers.set(SAVED_HEADER, new Date().toISOString());
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/** The network's answer, kept (or its copy dropped) on the way, with the work it leaves running. */
function fromNetwork(event, key, cache) {
  return fetch(event.request).then((response) => {
    if (key && response.ok) {
      // Both copies are taken now: once the page has read the answer, it can no longer be cloned, and
      // a clone taken later (after the cache write) failed, so the photo was never kept.
      const copy = response.clone();
      const isProfile = new URL(event.request.url).pathname.endsWith('/socios/profile');
      const profile = isProfile ? response.clone() : null;
      event.waitUntil(
        cache.put(key, stamped(copy)).then(() => (profile ? keepPhoto(profile, cache) : undefined)),
      );
    } else if (key && response.status === 401) {
      event.waitUntil(cache.delete(key)); // the token is dead: so is its copy
    }
    return response;
  });
}

async function credentialRead(event) {
  const key = await keyOf(event.request);
  const cache = await caches.open(DATA_CACHE);
  const network = fromNetwork(event, key, cache);
  const kept = key && (await fromCredentialScreen(event)) ? await cache.match(key) : undefined;
  if (!kept) return network;
  // A late answer is still kept for next time, after the copy has answered.
  event.waitUntil(network.catch(() => undefined));
  let timer;
  const slow = new Promise((resolve) => (timer = setTimeout(() => resolve(kept), SLOW_MS)));
  const answered = network.then((response) => (response.status >= 500 ? kept : response));
  return Promise.race([answered, slow])
    .catch(() => kept)
    .finally(() => clearTimeout(timer));
}

async function image(event) {
  try {
    return await fetch(event.request);
  } catch (offline) {
    const kept = (await fromCredentialScreen(event))
      ? await (await caches.open(DATA_CACHE)).match(event.request.url)
      : undefined;
    if (kept) return kept;
    throw offline;
  }
}

/**
 * A precached file, by its address alone. The server answers with `Vary: Origin` (CORS), and the
 * page asks for its scripts and styles with `crossorigin`, so the browser sends an Origin the
 * install's requests had not: matched with Vary, every lookup missed and went to the network, and
 * offline the page had its files only while the browser's HTTP cache happened to hold them — when
 * it did not, a blank white page. Content-hashed names never vary, whatever the request says.
 */
function precached(request, address) {
  return caches
    .match(address, { cacheName: SHELL_CACHE, ignoreVary: true })
    .then((hit) => hit || fetch(request));
}

async function page(request) {
  try {
    return await fetch(request);
  } catch (offline) {
    const shell = await (await caches.open(SHELL_CACHE)).match(SHELL);
    if (shell) return shell;
    throw offline;
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  // React Router names some stylesheets with an empty fragment (`x.css#`), which the request keeps.
  const address = request.url.replace(/#.*$/, '');
  if (request.mode === 'navigate') event.respondWith(page(request));
  else if (PRECACHED.has(address)) event.respondWith(precached(request, address));
  else if (CREDENTIAL_READS.has(request.url)) event.respondWith(credentialRead(event));
  else if (request.destination === 'image') event.respondWith(image(event));
  // Anything else is not answered here: the browser goes to the network as if there were no worker.
});

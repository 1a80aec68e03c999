import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeServiceWorker, type SwBuild } from './build-sw';
import type { ManifestRoute } from './perf/manifest';
import { FakeCaches, image, navigation, ORIGIN, startWorker } from './sw-harness';

const build = (version: string): SwBuild => ({
  version,
  precache: ['/shell.html', `/assets/index-${version}.js`],
  screens: [`/assets/dues-page-${version}.js`, `/assets/dues-page-${version}.css`],
  apiBase: '/api/',
});

const PROFILE = `${ORIGIN}/api/socios/profile`;
const FEES = `${ORIGIN}/api/socios/profile/info-cuotas`;
const PHOTO = `${ORIGIN}/api/uploads/maria.jpg`;
const read = (url: string, token = 'tok-maria') =>
  new Request(url, { headers: { Authorization: `Bearer ${token}` } });

/** A network that answers from a table, or is down. */
function network() {
  const net = {
    online: true,
    answers: new Map<string, () => Response>(),
    /** Addresses in the browser's HTTP cache (`cache: 'only-if-cached'` answers only these). */
    httpCache: new Set<string>(),
    /** Addresses fetched from the network, in order. */
    requested: [] as string[],
    /** A connection that is up but answers nothing: requests wait until `answerLate` is called. */
    hanging: false,
    answerLate: () => undefined as void,
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = input instanceof Request ? input.url : new URL(String(input), ORIGIN).href;
      if (init?.cache === 'only-if-cached') {
        if (net.httpCache.has(url)) return new Response('cached');
        throw new TypeError('not in the HTTP cache');
      }
      if (!net.online) throw new TypeError('Failed to fetch');
      if (net.hanging)
        return new Promise<Response>((resolve) => {
          net.answerLate = () => resolve(net.answers.get(url)!());
        });
      net.requested.push(url);
      net.httpCache.add(url);
      return net.answers.get(url)?.() ?? new Response('not found', { status: 404 });
    }) as typeof fetch,
  };
  net.answers.set(`${ORIGIN}/shell.html`, () => new Response('<div id="root"></div>'));
  net.answers.set(PROFILE, () => Response.json({ data: { id: 1, imagen: 'uploads/maria.jpg' } }));
  net.answers.set(FEES, () => Response.json({ al_dia_hasta: '2026-11', cuotas_pendientes: 0 }));
  net.answers.set(PHOTO, () => new Response('jpeg-bytes'));
  net.answers.set(`${ORIGIN}/api/payments/history`, () => Response.json({ data: [] }));
  for (const v of ['v1', 'v2'])
    for (const file of [`index-${v}.js`, `dues-page-${v}.js`, `dues-page-${v}.css`])
      // as the server answers them: varying on Origin (CORS) and on the encoding
      net.answers.set(
        `${ORIGIN}/assets/${file}`,
        () => new Response(`${file} of ${v}`, { headers: { Vary: 'Origin, Accept-Encoding' } }),
      );
  return net;
}

describe('service worker: a new build replaces the old caches', () => {
  it('activating build v2 deletes v1’s shell and credential copies, and leaves other caches alone', async () => {
    const net = network();
    const caches = new FakeCaches(() => net.fetch);
    const v1 = startWorker(build('v1'), caches, net);
    await v1.install();
    await v1.activate();
    v1.pages.set('tab', '/credencial');
    await v1.fetch(read(FEES), 'tab');
    await caches.open('someone-else');
    expect(await caches.keys()).toEqual(
      expect.arrayContaining(['portal-socios-shell-v1', 'portal-socios-data-v1']),
    );

    const v2 = startWorker(build('v2'), caches, net);
    await v2.install();
    expect(await caches.keys()).toContain('portal-socios-shell-v1'); // still in use until v2 activates
    await v2.activate();
    expect((await caches.keys()).sort()).toEqual(['portal-socios-shell-v2', 'someone-else']);
    expect(await (await caches.match('/assets/index-v2.js'))?.text()).toBe('index-v2.js of v2');
  });
});

describe('service worker: the member screens’ files after a release', () => {
  it('fetches those the HTTP cache lacks when a page asks, and leaves the page’s own requests alone', async () => {
    const net = network();
    const caches = new FakeCaches(() => net.fetch);
    const v1 = startWorker(build('v1'), caches, net);
    await v1.install();
    await v1.activate();
    net.httpCache.add(`${ORIGIN}/assets/dues-page-v1.css`);
    net.requested.length = 0;
    await v1.message('prefetch-screens');
    expect(net.requested).toEqual([`${ORIGIN}/assets/dues-page-v1.js`]);
    expect(net.httpCache.has(`${ORIGIN}/assets/dues-page-v1.js`)).toBe(true);
    // The screen then takes it from the HTTP cache, with no worker in between.
    expect((await v1.fetch(new Request(`${ORIGIN}/assets/dues-page-v1.js`), 'tab')).handled).toBe(false);
  });
});

describe('service worker: what it answers', () => {
  let net: ReturnType<typeof network>;
  let worker: ReturnType<typeof startWorker>;
  beforeEach(async () => {
    net = network();
    worker = startWorker(build('v1'), new FakeCaches(() => net.fetch), net);
    await worker.install();
    await worker.activate();
    worker.pages.set('credential', '/credencial');
    worker.pages.set('dashboard', '/dashboard');
  });

  it('leaves every other API call and every write to the network (never cached)', async () => {
    expect((await worker.fetch(read(`${ORIGIN}/api/payments/history`), 'credential')).handled).toBe(false);
    const post = new Request(FEES, { method: 'POST', body: '{}' });
    expect((await worker.fetch(post, 'credential')).handled).toBe(false);
  });

  it('online, pages and the credential reads come from the network, never from a copy', async () => {
    await worker.fetch(read(FEES), 'credential');
    net.answers.set(FEES, () => Response.json({ al_dia_hasta: '2026-12', cuotas_pendientes: 0 }));
    const fresh = await worker.fetch(read(FEES), 'credential');
    expect(await fresh.response!.json()).toEqual({ al_dia_hasta: '2026-12', cuotas_pendientes: 0 });
    net.answers.set(`${ORIGIN}/credencial`, () => new Response('from the server'));
    expect(await (await worker.fetch(navigation('/credencial'))).response!.text()).toBe('from the server');
  });

  it('offline, the credential screen gets the kept copy, the photo and the shell', async () => {
    await worker.fetch(read(PROFILE), 'credential');
    await worker.fetch(read(FEES), 'credential');
    net.online = false;
    const fees = await worker.fetch(read(FEES), 'credential');
    expect(await fees.response!.json()).toEqual({ al_dia_hasta: '2026-11', cuotas_pendientes: 0 });
    expect(await (await worker.fetch(image(PHOTO), 'credential')).response!.text()).toBe('jpeg-bytes');
    expect(await (await worker.fetch(navigation('/credencial'))).response!.text()).toBe(
      '<div id="root"></div>',
    );
  });

  it('when the copy answers, it says when it was kept; a fresh answer never does', async () => {
    const before = Date.now();
    const fresh = await worker.fetch(read(FEES), 'credential');
    expect(fresh.response!.headers.get('X-Saved-At')).toBeNull();
    net.online = false;
    const copy = await worker.fetch(read(FEES), 'credential');
    const savedAt = Date.parse(copy.response!.headers.get('X-Saved-At')!);
    expect(savedAt).toBeGreaterThanOrEqual(before);
    expect(savedAt).toBeLessThanOrEqual(Date.now());
  });

  it('when the API answers 5xx, the credential screen gets the copy', async () => {
    await worker.fetch(read(FEES), 'credential');
    net.answers.set(FEES, () => Response.json({ message: 'Server Error' }, { status: 502 }));
    const copy = await worker.fetch(read(FEES), 'credential');
    expect(copy.response!.headers.get('X-Saved-At')).not.toBeNull();
    expect(await copy.response!.json()).toEqual({ al_dia_hasta: '2026-11', cuotas_pendientes: 0 });
  });

  it('when the network is up but answers nothing, the copy answers within a few seconds', async () => {
    await worker.fetch(read(FEES), 'credential');
    net.hanging = true;
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const outcome = worker.fetch(read(FEES), 'credential');
      // The worker starts its clock after hashing the token (real async work): wait for it.
      while (vi.getTimerCount() === 0) await new Promise((resolve) => setImmediate(resolve));
      await vi.advanceTimersByTimeAsync(4000);
      // The harness waits for the worker's work too (keeping the late answer): let it arrive.
      net.answers.set(FEES, () => Response.json({ al_dia_hasta: '2026-12', cuotas_pendientes: 0 }));
      net.answerLate();
      const { response } = await outcome;
      expect(response!.headers.get('X-Saved-At')).not.toBeNull();
      expect(await response!.json()).toEqual({ al_dia_hasta: '2026-11', cuotas_pendientes: 0 });
    } finally {
      vi.useRealTimers();
    }
  });

  it('offline, a file the page asks for with its Origin (crossorigin) comes from the precache, though the server varies on Origin', async () => {
    net.online = false;
    const script = new Request(`${ORIGIN}/assets/index-v1.js`, { headers: { Origin: ORIGIN } });
    const outcome = await worker.fetch(script, 'credential');
    expect(await outcome.response!.text()).toBe('index-v1.js of v1');
  });

  it('offline, a stylesheet named with an empty fragment (React Router’s `x.css#`) comes from the precache', async () => {
    net.online = false;
    const outcome = await worker.fetch(new Request(`${ORIGIN}/assets/index-v1.js#`), 'credential');
    expect(await outcome.response!.text()).toBe('index-v1.js of v1');
  });

  it('offline, no copy for another screen or another session', async () => {
    await worker.fetch(read(FEES), 'credential');
    net.online = false;
    expect((await worker.fetch(read(FEES), 'dashboard')).error).toBeInstanceOf(TypeError);
    expect((await worker.fetch(read(FEES, 'tok-other'), 'credential')).error).toBeInstanceOf(TypeError);
  });

  it('drops the copy when the API says the session ended (401)', async () => {
    await worker.fetch(read(FEES), 'credential');
    net.answers.set(FEES, () => Response.json({ message: 'Unauthenticated.' }, { status: 401 }));
    expect((await worker.fetch(read(FEES), 'credential')).response!.status).toBe(401);
    net.online = false;
    expect((await worker.fetch(read(FEES), 'credential')).error).toBeInstanceOf(TypeError);
  });
});

/** A shell as React Router writes it: its manifest, the entry and the root preloaded, the icons. */
const SHELL = (text: string) =>
  `<html><head><link rel="icon" href="/favicon.svg"><link rel="manifest" href="/manifest.webmanifest">` +
  `<link rel="apple-touch-icon" href="/icons/absent.png"><link rel="modulepreload" href="/assets/manifest-1.js">` +
  `<link rel="modulepreload" href="/assets/entry-a.js"><link rel="modulepreload" href="/assets/root-g.js">` +
  `<link rel="stylesheet" href="/assets/root-g.css#"><a href="//cdn.example/x.js"></a></head>` +
  `<body>${text}<script type="module" src="/assets/inline-1.js"></script></body></html>`;

/** React Router's manifest of the fixture's build: the routes down to the credential, and another. */
const MANIFEST: { entry: Omit<ManifestRoute, 'id'>; routes: Record<string, ManifestRoute> } = {
  entry: { module: '/assets/entry-a.js', imports: ['/assets/framework-b.js'], css: [] },
  routes: {
    root: {
      id: 'root',
      path: '',
      module: '/assets/root-g.js',
      imports: ['/assets/framework-b.js'],
      css: ['/assets/root-g.css#'],
    },
    'layout/app-layout': {
      id: 'layout/app-layout',
      parentId: 'root',
      module: '/assets/app-layout-c.js',
      imports: [],
      css: ['/assets/app-layout-c.css'],
    },
    'app/protected-route': {
      id: 'app/protected-route',
      parentId: 'layout/app-layout',
      module: '/assets/protected-route-d.js',
    },
    'features/credential/pages/credential-page': {
      id: 'features/credential/pages/credential-page',
      parentId: 'app/protected-route',
      path: 'credencial',
      module: '/assets/credential-page-e.js',
      imports: ['/assets/qr-h.js'],
      css: ['/assets/c.css'],
    },
    'features/profile/pages/profile-page': {
      id: 'features/profile/pages/profile-page',
      parentId: 'app/protected-route',
      path: 'my-profile',
      module: '/assets/profile-page-f.js',
      css: [],
    },
  },
};

describe('writeServiceWorker', () => {
  let dist: string;
  beforeEach(() => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'sw-build-'));
    fs.mkdirSync(path.join(dist, '.vite'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(
      path.join(dist, 'assets/manifest-1.js'),
      `window.__reactRouterManifest=${JSON.stringify(MANIFEST)};`,
    );
    // The entry imports the worker's registration later (web/src/entry.client.tsx).
    const chunks = [
      { fileName: 'assets/entry-a.js', dynamicImports: ['assets/sw-reg-i.js'], workers: [], modules: [] },
      {
        fileName: 'assets/credential-page-e.js',
        dynamicImports: ['assets/calendar-j.js'],
        workers: ['assets/qr.worker-k.js'],
        modules: [],
      },
    ];
    fs.writeFileSync(path.join(dist, '.vite/chunks.json'), JSON.stringify(chunks));
    fs.writeFileSync(path.join(dist, 'shell.html'), SHELL('build 1'));
    const files = ['favicon.svg', 'manifest.webmanifest', 'assets/inline-1.js', 'assets/root-g.css'];
    for (const file of files) fs.writeFileSync(path.join(dist, file), '');
    for (const [, route] of Object.entries(MANIFEST.routes))
      for (const file of [route.module, ...(route.imports ?? []), ...(route.css ?? [])])
        fs.writeFileSync(path.join(dist, file.replace(/#$/, '')), `/* ${file} */`);
  });
  afterEach(() => fs.rmSync(dist, { recursive: true, force: true }));

  it('when built, it bakes in the shell, all it names, the entry’s later import and the credential route’s files and workers, and a new version when the build changes', () => {
    const first = writeServiceWorker(dist, '/api/');
    expect(first.precache).toEqual([
      '/shell.html',
      '/assets/app-layout-c.css',
      '/assets/app-layout-c.js',
      '/assets/c.css',
      '/assets/credential-page-e.js',
      '/assets/entry-a.js',
      '/assets/framework-b.js',
      '/assets/inline-1.js',
      '/assets/manifest-1.js',
      '/assets/protected-route-d.js',
      '/assets/qr-h.js',
      // the credential's QR is drawn by a worker of its own
      '/assets/qr.worker-k.js',
      '/assets/root-g.css',
      '/assets/root-g.js',
      // without it, an offline start rejected the entry's import: an uncaught error on the credential
      '/assets/sw-reg-i.js',
      '/favicon.svg',
      '/manifest.webmanifest',
    ]);
    // The other member screens' files, for the background fetch.
    expect(first.screens).toEqual(['/assets/profile-page-f.js']);
    expect(fs.readFileSync(path.join(dist, 'sw.js'), 'utf8')).toMatch(/^self\.SW_BUILD = \{"version":/);
    expect(writeServiceWorker(dist, '/api/').version).toBe(first.version);
    fs.writeFileSync(path.join(dist, 'shell.html'), SHELL('build 2'));
    expect(writeServiceWorker(dist, '/api/').version).not.toBe(first.version);
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeServiceWorker, type SwBuild } from './build-sw';
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

/** A shell as the build writes it: the entry, a preload of the start, the icons, the manifest. */
const SHELL = (text: string) =>
  `<html><head><link rel="icon" href="/favicon.svg"><link rel="manifest" href="/manifest.webmanifest">` +
  `<link rel="apple-touch-icon" href="/icons/absent.png"><script type="module" src="/assets/index-a.js"></script>` +
  `<link rel="modulepreload" href="/assets/start-g.js"><a href="//cdn.example/x.js"></a></head><body>${text}</body></html>`;

describe('writeServiceWorker', () => {
  let dist: string;
  beforeEach(() => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'sw-build-'));
    fs.mkdirSync(path.join(dist, '.vite'));
    const chunk = (
      fileName: string,
      facade: string | null,
      imports: string[] = [],
      css: string[] = [],
      dynamicImports: string[] = [],
    ) => ({
      fileName,
      isEntry: facade === 'main.tsx',
      facadeModuleId: facade && `/web/src/${facade}`,
      imports,
      dynamicImports,
      modules: [],
      css,
    });
    const chunks = [
      chunk('assets/index-a.js', 'main.tsx', [], ['assets/index-a.css'], ['assets/start-g.js']),
      // the app's start, a boot step the entry imports dynamically (web/src/main.tsx)
      chunk('assets/start-g.js', 'app/start.tsx', ['assets/router-h.js'], [], ['assets/sw-reg-i.js']),
      chunk('assets/router-h.js', null),
      chunk('assets/sw-reg-i.js', 'app/service-worker.ts'),
      chunk('assets/app-layout-b.js', 'layout/app-layout.tsx', ['assets/index-a.js']),
      chunk('assets/blocked-guard-c.js', 'app/blocked-guard.tsx', ['assets/blocked-status-d.js']),
      chunk('assets/blocked-status-d.js', null),
      chunk(
        'assets/credential-page-e.js',
        'features/credential/pages/credential-page.tsx',
        [],
        ['assets/c.css'],
      ),
      chunk('assets/profile-page-f.js', 'features/profile/pages/profile-page.tsx'),
    ];
    fs.writeFileSync(path.join(dist, '.vite/chunks.json'), JSON.stringify(chunks));
    fs.writeFileSync(path.join(dist, 'shell.html'), SHELL('build 1'));
    for (const file of ['favicon.svg', 'manifest.webmanifest']) fs.writeFileSync(path.join(dist, file), '');
  });
  afterEach(() => fs.rmSync(dist, { recursive: true, force: true }));

  it('when built, it bakes in the shell, all it names, the boot steps and the credential route’s files, and a new version when the build changes', () => {
    const first = writeServiceWorker(dist, '/api/');
    expect(first.precache).toEqual([
      '/shell.html',
      '/assets/app-layout-b.js',
      '/assets/blocked-guard-c.js',
      '/assets/blocked-status-d.js',
      '/assets/c.css',
      '/assets/credential-page-e.js',
      '/assets/index-a.css',
      '/assets/index-a.js',
      // without these, an offline reload answered with the shell could not start: a blank page
      '/assets/router-h.js',
      '/assets/start-g.js',
      '/assets/sw-reg-i.js',
      '/favicon.svg',
      '/manifest.webmanifest',
    ]);
    expect(fs.readFileSync(path.join(dist, 'sw.js'), 'utf8')).toMatch(/^self\.SW_BUILD = \{"version":/);
    expect(writeServiceWorker(dist, '/api/').version).toBe(first.version);
    fs.writeFileSync(path.join(dist, 'shell.html'), SHELL('build 2'));
    expect(writeServiceWorker(dist, '/api/').version).not.toBe(first.version);
  });
});

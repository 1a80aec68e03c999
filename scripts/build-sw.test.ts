import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
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
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = input instanceof Request ? input.url : new URL(String(input), ORIGIN).href;
      if (init?.cache === 'only-if-cached') {
        if (net.httpCache.has(url)) return new Response('cached');
        throw new TypeError('not in the HTTP cache');
      }
      if (!net.online) throw new TypeError('Failed to fetch');
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
      net.answers.set(`${ORIGIN}/assets/${file}`, () => new Response(`${file} of ${v}`));
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

describe('writeServiceWorker', () => {
  let dist: string;
  beforeEach(() => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'sw-build-'));
    fs.mkdirSync(path.join(dist, '.vite'));
    const chunk = (fileName: string, facade: string | null, imports: string[] = [], css: string[] = []) => ({
      fileName,
      isEntry: facade === 'main.tsx',
      facadeModuleId: facade && `/web/src/${facade}`,
      imports,
      dynamicImports: [],
      modules: [],
      css,
    });
    const chunks = [
      chunk('assets/index-a.js', 'main.tsx', [], ['assets/index-a.css']),
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
    fs.writeFileSync(path.join(dist, 'shell.html'), '<html>build 1</html>');
  });
  afterEach(() => fs.rmSync(dist, { recursive: true, force: true }));

  it('bakes in the shell and the credential route’s files, and a new version when the build changes', () => {
    const first = writeServiceWorker(dist, '/api/');
    expect(first.precache).toEqual([
      '/shell.html',
      '/favicon.svg',
      '/assets/app-layout-b.js',
      '/assets/blocked-guard-c.js',
      '/assets/blocked-status-d.js',
      '/assets/c.css',
      '/assets/credential-page-e.js',
      '/assets/index-a.css',
      '/assets/index-a.js',
    ]);
    expect(fs.readFileSync(path.join(dist, 'sw.js'), 'utf8')).toMatch(/^self\.SW_BUILD = \{"version":/);
    expect(writeServiceWorker(dist, '/api/').version).toBe(first.version);
    fs.writeFileSync(path.join(dist, 'shell.html'), '<html>build 2</html>');
    expect(writeServiceWorker(dist, '/api/').version).not.toBe(first.version);
  });
});

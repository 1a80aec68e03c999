// The next screen's code is at hand: once a member's screen has drawn its content, the service
// worker copies the member screens' files into the browser's cache in the background
// (app/service-worker.ts, web/sw/service-worker.js), so the screen they open next opens without
// the network: from the dashboard the dues screen (members come to pay), from the onboarding's
// first step the incorporation payment. A link's own prefetch (app/next-screen.tsx) waits for a
// touch, so it is not what these journeys count on.
import type { BrowserContext, Page } from '@playwright/test';
import { test, expect, loginAs, PERSONAS } from './fixtures';

// The worker is the subject here (the other journeys block it: playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

/** The scripts the worker copies in the background: its build's `screens` (scripts/build-sw.ts). */
async function copiedScripts(page: Page): Promise<string[]> {
  const source = await (await page.request.get('/sw.js')).text();
  const settings = source.slice(source.indexOf('=') + 1, source.indexOf('\n')).replace(/;\s*$/, '');
  const { screens } = JSON.parse(settings) as { screens: string[] };
  return screens.filter((file) => file.endsWith('.js'));
}

/**
 * Runs in the page: can every one of `scripts` be read without the network (checked offline), the
 * way a screen loads them — modulepreload, in a throwaway frame whose module map is its own? A
 * module's request differs from the worker's copy (it carries an Origin), so a copy the cache
 * keeps apart from it would not count.
 */
async function readOffline(scripts: string[]): Promise<boolean> {
  const frame = document.createElement('iframe');
  frame.hidden = true;
  document.body.append(frame);
  const doc = frame.contentDocument!;
  const read = await Promise.all(
    scripts.map(
      (href) =>
        new Promise<boolean>((done) => {
          const link = doc.createElement('link');
          link.rel = 'modulepreload';
          link.href = new URL(href, location.href).href;
          link.onload = () => done(true);
          link.onerror = () => done(false);
          doc.head.append(link);
        }),
    ),
  );
  frame.remove();
  return read.every(Boolean);
}

/**
 * The worker's background copy, watched from before the member logs in: it starts once the worker
 * is active and the screen has settled. Watched through the worker's own requests, not by asking
 * the page's cache: the page's asking (a download ending every poll) kept the screen from settling,
 * and the copy from starting. Once the worker has fetched every script, they are read back offline
 * until all of them come from the browser (on a loaded machine the cache write can trail the copy).
 */
function watchCopy(page: Page, context: BrowserContext) {
  const copied = new Set<string>();
  context.on('requestfinished', (request) => {
    if (request.serviceWorker()) copied.add(new URL(request.url()).pathname);
  });
  return async function copyDone() {
    const scripts = await copiedScripts(page);
    expect(scripts.length).toBeGreaterThan(0);
    await expect.poll(() => scripts.filter((script) => !copied.has(script)), { timeout: 30_000 }).toEqual([]);
    await context.setOffline(true);
    try {
      await expect.poll(() => page.evaluate(readOffline, scripts)).toBe(true);
    } finally {
      await context.setOffline(false);
    }
  };
}

test('when the dashboard has settled, Pagar opens the dues screen even offline: its code is at hand', async ({
  page,
  context,
}) => {
  const copyDone = watchCopy(page, context);
  await loginAs(page, PERSONAS.juanCarlos);
  await expect(page.getByText(/cuotas pendientes/)).toBeVisible();
  await copyDone();

  await context.setOffline(true);
  await page.getByRole('link', { name: 'Pagar', exact: true }).click();
  await expect(page).toHaveURL(/\/pago\/cuota/);
  await expect(page.getByRole('heading', { name: 'Pagar cuotas' })).toBeVisible();
  await expect(page.getByText('No pudimos descargar esta sección', { exact: false })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Sin conexión a internet' })).toHaveCount(0);
});

test("when a new member's first onboarding step has settled, the incorporation payment's code is already in the browser", async ({
  page,
  context,
}) => {
  const copyDone = watchCopy(page, context);
  await loginAs(page, PERSONAS.camila);
  await expect(page).toHaveURL(/\/validation\/first$/);
  await copyDone();

  // Opened by URL (a reload, a link): every script of the screen comes from the browser, none
  // from the network.
  await page.goto('/validation/pago/incorporacion');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const fromNetwork = await page.evaluate(() =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((e) => /\/assets\/.*\.js$/.test(e.name) && e.transferSize > 0)
      .map((e) => e.name),
  );
  expect(fromNetwork).toEqual([]);
});

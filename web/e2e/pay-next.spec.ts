// Preloading the next likely route: once a member's landing screen is idle it downloads
// the code of the screen they open next without running it (app/prefetch-next.ts): from the
// dashboard the dues screen (members come to pay), from the onboarding's first step the
// incorporation payment.
import type { BrowserContext, Page } from '@playwright/test';
import { test, expect, loginAs, PERSONAS } from './fixtures';

/**
 * Runs in the page. Without `fromCache`: has every file the screen's <meta> names been asked for and
 * arrived? With it: can every script of them be read from the browser's cache (checked offline), the
 * way the screen will load them — modulepreload, in a throwaway frame whose module map is its own?
 */
async function filesReady([name, fromCache]: readonly [string, boolean]): Promise<boolean> {
  const wanted = (document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content ?? '')
    .split(' ')
    .filter(Boolean)
    .map((f) => new URL(f, location.href).href);
  if (!fromCache) {
    const asked = new Set(
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((l) => l.href),
    );
    const arrived = new Set(performance.getEntriesByType('resource').map((e) => e.name));
    return wanted.length > 0 && wanted.every((href) => asked.has(href) && arrived.has(href));
  }
  const frame = document.createElement('iframe');
  frame.hidden = true;
  document.body.append(frame);
  const doc = frame.contentDocument!;
  const read = await Promise.all(
    wanted
      .filter((href) => href.endsWith('.js'))
      .map(
        (href) =>
          new Promise<boolean>((done) => {
            const link = doc.createElement('link');
            link.rel = 'modulepreload';
            link.href = href;
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
 * The screen's prefetch is done: its files have arrived, and its scripts are in the cache. The
 * arrival is recorded when the last byte is in, but on a loaded machine the cache write can trail
 * it, so the scripts are read back offline until all of them come from the cache.
 */
async function prefetchDone(page: Page, context: BrowserContext, meta: string) {
  await expect.poll(() => page.evaluate(filesReady, [meta, false] as const)).toBe(true);
  await context.setOffline(true);
  try {
    await expect.poll(() => page.evaluate(filesReady, [meta, true] as const)).toBe(true);
  } finally {
    await context.setOffline(false);
  }
}

test('when the dashboard has settled, Pagar opens the dues screen even offline: its code was prefetched', async ({
  page,
  context,
}) => {
  await loginAs(page, PERSONAS.juanCarlos);
  await expect(page.getByText(/cuotas pendientes/)).toBeVisible();
  await prefetchDone(page, context, 'prefetch-dashboard-next');

  await context.setOffline(true);
  await page.getByRole('link', { name: 'Pagar', exact: true }).click();
  await expect(page).toHaveURL(/\/pago\/cuota/);
  await expect(page.getByRole('heading', { name: 'Pagar cuotas' })).toBeVisible();
  await expect(page.getByText('No pudimos descargar esta sección', { exact: false })).toHaveCount(0);
});

test("when a new member's first onboarding step has settled, the incorporation payment's code is already in the browser", async ({
  page,
  context,
}) => {
  await loginAs(page, PERSONAS.camila);
  await expect(page).toHaveURL(/\/validation\/first$/);
  await prefetchDone(page, context, 'prefetch-onboarding-next');

  // Opened by URL (a reload, a link): every script of the screen comes from the browser's cache.
  await page.goto('/validation/pago/incorporacion');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const fromNetwork = await page.evaluate(() =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((e) => /\/assets\/.*\.js$/.test(e.name) && e.transferSize > 0)
      .map((e) => e.name),
  );
  expect(fromNetwork).toEqual([]);
});

// Preloading the next likely route: once a member's landing screen is idle it downloads
// the code of the screen they open next without running it (app/prefetch-next.ts): from the
// dashboard the dues screen (members come to pay), from the onboarding's first step the
// incorporation payment.
import type { Page } from '@playwright/test';
import { test, expect, loginAs, PERSONAS } from './fixtures';

/** Every file the screen's <meta> names has been asked for (a few per idle moment) and has arrived. */
async function prefetchDone(page: Page, meta: string) {
  await expect
    .poll(() =>
      page.evaluate((name) => {
        const wanted = (document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content ?? '')
          .split(' ')
          .filter(Boolean)
          .map((f) => new URL(f, location.href).href);
        const asked = new Set(
          [...document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((l) => l.href),
        );
        const arrived = new Set(performance.getEntriesByType('resource').map((e) => e.name));
        return wanted.length > 0 && wanted.every((href) => asked.has(href) && arrived.has(href));
      }, meta),
    )
    .toBe(true);
  // The arrival is recorded when the last byte is in; on a loaded machine the browser's cache write
  // can trail it (a run went offline in that gap and the dues screen's code was not there). A
  // member does not lose signal within a second of the screen settling.
  await page.waitForTimeout(1000);
}

test('when the dashboard has settled, Pagar opens the dues screen even offline: its code was prefetched', async ({
  page,
  context,
}) => {
  await loginAs(page, PERSONAS.juanCarlos);
  await expect(page.getByText(/cuotas pendientes/)).toBeVisible();
  await prefetchDone(page, 'prefetch-pay-next');

  await context.setOffline(true);
  await page.getByRole('link', { name: 'Pagar', exact: true }).click();
  await expect(page).toHaveURL(/\/pago\/cuota/);
  await expect(page.getByRole('heading', { name: 'Pagar cuotas' })).toBeVisible();
  await expect(page.getByText('No pudimos descargar esta sección', { exact: false })).toHaveCount(0);
});

test("when a new member's first onboarding step has settled, the incorporation payment's code is already in the browser", async ({
  page,
}) => {
  await loginAs(page, PERSONAS.camila);
  await expect(page).toHaveURL(/\/validation\/first$/);
  await prefetchDone(page, 'prefetch-onboarding-next');

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

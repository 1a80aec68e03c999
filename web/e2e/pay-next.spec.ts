// Issue 8, "preloading the next likely route": members come to pay, so once the dashboard is idle
// it downloads the dues screen's code (and antd's) without running it, and 'Pagar' opens at once.
import { test, expect, loginAs, PERSONAS } from './fixtures';

test('when the dashboard has settled, Pagar opens the dues screen even offline: its code was prefetched', async ({
  page,
  context,
}) => {
  await loginAs(page, PERSONAS.juanCarlos);
  await expect(page.getByText(/cuotas pendientes/)).toBeVisible();
  // Every file the dashboard asked to prefetch has arrived.
  await expect
    .poll(() =>
      page.evaluate(() => {
        const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')];
        const arrived = new Set(performance.getEntriesByType('resource').map((e) => e.name));
        return links.length > 0 && links.every((link) => arrived.has(link.href));
      }),
    )
    .toBe(true);
  // The arrival is recorded when the last byte is in; on a loaded machine the browser's cache write
  // can trail it (a run went offline in that gap and the dues screen's code was not there). A
  // member does not lose signal within a second of the dashboard settling.
  await page.waitForTimeout(1000);

  await context.setOffline(true);
  await page.getByRole('link', { name: 'Pagar', exact: true }).click();
  await expect(page).toHaveURL(/\/pago\/cuota/);
  await expect(page.getByRole('heading', { name: 'Pagar cuotas' })).toBeVisible();
  await expect(page.getByText('No pudimos descargar esta sección', { exact: false })).toHaveCount(0);
});

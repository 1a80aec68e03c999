// The credential opens at the stadium gate without signal, once the member has seen it.
// The e2e build is a production build, so the service worker (/sw.js) is registered; this spec allows it.
import type { BrowserContext, Page } from '@playwright/test';
import { expect, loginAs, PERSONAS, saveNewPhoto, signInThroughApi, test } from './fixtures';
import { formatLongDate } from '../src/domain/dates';

// The service worker is the subject here (the other journeys block it: playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

const dataCaches = (page: Page) =>
  page.evaluate(async () => (await caches.keys()).filter((n) => n.startsWith('portal-socios-data-')));

/** The copies the worker kept: the reads (their key has the session's hash) and the photos. */
const kept = (page: Page) =>
  page.evaluate(async () => {
    const name = (await caches.keys()).find((n) => n.startsWith('portal-socios-data-'));
    if (!name) return { reads: 0, photos: 0 };
    const keys = await (await caches.open(name)).keys();
    const reads = keys.filter((request) => request.url.includes('sw-session=')).length;
    return { reads, photos: keys.length - reads };
  });

/**
 * The days the worker may have stamped a copy it keeps now, as the page (in the config's time zone)
 * writes them: the worker keeps the device's real clock, and a run may straddle midnight.
 */
function deviceDays(): string[] {
  const day = (at: Date) =>
    formatLongDate(new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Santiago' }).format(at));
  const now = new Date();
  return [...new Set([day(now), day(new Date(now.getTime() + 60_000))])];
}
const savedCopyLine = (days: string[]) => new RegExp(`^Sin conexión · actualizada el (${days.join('|')})$`);

/** The browser's cache emptied: offline, only what the worker holds can answer, as on a phone that evicted it. */
async function emptyHttpCache(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
}

/** The credential, whole and without an error box: what a steward checks at the gate. */
async function expectCredential(page: Page, savedLine: RegExp) {
  await expect(page.getByRole('heading', { level: 1, name: 'Mi Credencial Virtual' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Credencial de socio' })).toContainText('SOCIO Nº 10.234');
  await expect(page.getByRole('img', { name: /QR/ }).locator('svg')).toBeVisible();
  await expect(page.getByText('Al día hasta noviembre de 2026')).toBeVisible();
  await expect(page.getByText(savedLine)).toBeVisible();
  await expect(page.getByText('Algo salió mal')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Reintentar' })).toHaveCount(0);
}

for (const width of [390, 1280]) {
  test(`at ${width} px, María José's credential shows the QR, 'al día' and her photo, and opens offline on 20 of 20 reloads once seen`, async ({
    page,
    context,
  }) => {
    await page.setViewportSize({ width, height: 844 });
    await loginAs(page, PERSONAS.mariaJose);
    await expect(page).toHaveURL(/\/dashboard$/);
    // The worker registers after the page loads and takes the open tab when it activates.
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

    await page.goto('/my-profile');
    await saveNewPhoto(page);

    await page.goto('/credencial');
    const photo = page.getByRole('img', { name: 'Foto de María José Pérez Soto' });
    await expect(photo).toBeVisible();
    const qr = page.getByRole('img', { name: /QR/ });
    await expect(qr).toBeVisible();
    await expect(qr.locator('svg')).toBeVisible();
    await expect(page.getByText('Al día hasta noviembre de 2026')).toBeVisible();
    await expect(page.getByText(/Sin conexión/)).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Último partido' })).toBeVisible();
    // The worker fetches the photo once the profile's answer is kept, in the background: going offline
    // sooner (the screen paints fast) would test a phone that never had it.
    await expect.poll(() => kept(page)).toEqual({ reads: 2, photos: 1 });
    const days = deviceDays();

    await emptyHttpCache(context, page);
    await context.setOffline(true);
    let opened = 0;
    for (let reload = 0; reload < 20; reload++) {
      await page.reload();
      await expectCredential(page, savedCopyLine(days));
      opened++;
    }
    expect(opened).toBe(20);
    // Offline, the match panel is quietly absent rather than an error over the credential.
    await expect(page.getByRole('complementary', { name: 'Partidos' })).toHaveCount(0);
    await expect(photo).toBeVisible();
    expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
    await page.screenshot({ path: `test-results/credential-offline-${width}.png`, fullPage: true });

    // Back online, 'Cerrar Sesión' takes the worker's copy with the session.
    await context.setOffline(false);
    await page.reload();
    await expect(page.getByText('Al día hasta noviembre de 2026')).toBeVisible();
    await expect(page.getByText(/Sin conexión/)).toHaveCount(0);
    await page.getByRole('button', { name: 'Cerrar Sesión' }).first().click();
    await expect(page).toHaveURL(/\/(login)?$/);
    await expect.poll(() => dataCaches(page)).toEqual([]);
  });
}

test('a connection that drops every request (the browser still online) gets the saved copy, marked with its date', async ({
  page,
  context,
}) => {
  await signInThroughApi(page, PERSONAS.mariaJose);
  await page.goto('/credencial');
  await expect(page.getByText('Al día hasta noviembre de 2026')).toBeVisible();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  // Read once more through the worker (it took the page after its first reads), then kept.
  await expect.poll(() => kept(page).then((k) => k.reads)).toBe(2);
  const days = deviceDays();

  // Stadium Wi-Fi: the browser says online, every call to the API fails.
  await context.route('**/api/**', (route) => route.abort('connectionfailed'));
  await page.reload();
  expect(await page.evaluate(() => navigator.onLine)).toBe(true);
  await expectCredential(page, savedCopyLine(days));
  await context.unrouteAll({ behavior: 'ignoreErrors' });
});

test('going offline seconds after the very first visit gives the credential or the browser’s offline page, never a blank one', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  // From the worker's first seconds (installing, precaching) to well after it took the page.
  for (const delay of [0, 250, 500, 1000, 1500, 2000, 3000]) {
    const context = await browser.newContext({
      baseURL,
      serviceWorkers: 'allow',
      timezoneId: 'America/Santiago',
    });
    const errors: string[] = [];
    context.on('weberror', (e) => errors.push(String(e.error())));
    try {
      const page = await context.newPage();
      await signInThroughApi(page, PERSONAS.mariaJose);
      await page.goto('/credencial');
      await expect(page.getByRole('heading', { level: 1, name: 'Mi Credencial Virtual' })).toBeVisible();
      await page.waitForTimeout(delay);
      await context.setOffline(true);
      const reloaded = await page.reload().then(
        () => true,
        (error: Error) => {
          // No worker in control yet: the browser's own offline page, which says so.
          expect(error.message, `after ${delay} ms`).toContain('ERR_INTERNET_DISCONNECTED');
          return false;
        },
      );
      if (reloaded) {
        // The worker answered: the whole credential, never a blank page.
        await expect(page.getByRole('heading', { level: 1, name: 'Mi Credencial Virtual' })).toBeVisible();
        await expect(page.getByRole('img', { name: /QR/ }).locator('svg')).toBeVisible();
        await expect(page.getByText('Algo salió mal')).toHaveCount(0);
      }
      expect(errors, `uncaught errors after ${delay} ms`).toEqual([]);
    } finally {
      await context.close();
    }
  }
});

test('online, a page always comes from the server: after logout /credencial sends to the login', async ({
  page,
}) => {
  await loginAs(page, PERSONAS.mariaJose);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await page.goto('/credencial');
  await expect(page.getByText('Al día hasta noviembre de 2026')).toBeVisible();
  await page.getByRole('button', { name: 'Cerrar Sesión' }).first().click();
  await expect(page.getByRole('button', { name: 'Ingresar' })).toBeVisible();
  await page.goto('/credencial');
  await expect(page.getByRole('button', { name: 'Ingresar' })).toBeVisible();
  await expect(page.getByRole('img', { name: /QR/ })).toHaveCount(0);
});

// The credential opens at the stadium gate without signal, once the member has seen it.
// The e2e build is a production build, so the service worker (/sw.js) is registered; this spec allows it.
import type { Page } from '@playwright/test';
import { expect, loginAs, PERSONAS, saveNewPhoto, test } from './fixtures';
import { E2E_NOW } from './playwright.config';

// The service worker is the subject here (the other journeys block it: playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

const dataCaches = (page: Page) =>
  page.evaluate(async () => (await caches.keys()).filter((n) => n.startsWith('portal-socios-data-')));

/** The photos the worker kept (the reads' copies have the session's hash in their key, photos not). */
const keptPhotos = (page: Page) =>
  page.evaluate(async () => {
    const name = (await caches.keys()).find((n) => n.startsWith('portal-socios-data-'));
    if (!name) return 0;
    const keys = await (await caches.open(name)).keys();
    return keys.filter((request) => !request.url.includes('sw-session=')).length;
  });

for (const width of [390, 1280]) {
  test(`at ${width} px, María José's credential shows the QR, 'al día' and her photo, and opens offline once seen`, async ({
    page,
    context,
  }) => {
    await page.setViewportSize({ width, height: 844 });
    // The device's clock: 'Actualizada el …' is the day the phone last read the standing.
    await page.clock.setFixedTime(new Date(E2E_NOW));
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
    await expect.poll(async () => (await dataCaches(page)).length).toBe(1);
    // The worker fetches the photo once the profile's answer is kept, in the background: going offline
    // sooner (the screen paints fast) would test a phone that never had it.
    await expect.poll(() => keptPhotos(page)).toBe(1);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Mi Credencial Virtual' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Credencial de socio' })).toContainText('SOCIO Nº 10.234');
    await expect(page.getByRole('img', { name: /QR/ }).locator('svg')).toBeVisible();
    await expect(page.getByText('Al día hasta noviembre de 2026')).toBeVisible();
    await expect(page.getByText('Sin conexión · actualizada el 21 de noviembre de 2026')).toBeVisible();
    await expect(photo).toBeVisible();
    expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
    await page.screenshot({ path: `test-results/credential-offline-${width}.png`, fullPage: true });

    // Back online, 'Cerrar Sesión' takes the worker's copy with the session.
    await context.setOffline(false);
    await page.reload();
    await expect(page.getByText(/Sin conexión/)).toHaveCount(0);
    await page.getByRole('button', { name: 'Cerrar Sesión' }).first().click();
    await expect(page).toHaveURL(/\/(login)?$/);
    await expect.poll(() => dataCaches(page)).toEqual([]);
  });
}

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

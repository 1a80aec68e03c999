// What a member screen opened by URL (a bookmark, a reload, a link from an e-mail) spares the
// phone. Members download none of antd (docs/decisions/antd-design-tokens.md): a screen is drawn with
// antd's theme tokens as CSS variables (how many files and bytes each member screen downloads cold
// is the budget's: npm run test:budget).
// The pre-rendered public screens ask for their scripts only once their first paint is reported
// (scripts/build-web.ts paintFirst). The dashboard is served its placeholders and the scripts at once; its boot
// script starts its reads as it arrives, and its chunks come with the framework.
import { test, expect, holdScripts, loginAs, openSignedIn, PERSONAS, paintAndFirstScript } from './fixtures';
import type { Page } from '@playwright/test';
import { designTokens } from '../../scripts/design-tokens';

test('a member screen served the shell, opened by URL, is drawn in the theme antd derives', async ({
  page,
}) => {
  await openSignedIn(page, PERSONAS.mariaJose, '/credencial');
  await expect(page.getByRole('heading', { name: 'Mi Credencial Virtual' })).toBeVisible();
  // The header is the theme's primary colour, read from the tokens' stylesheet the build wrote.
  const header = await page.locator('.app-header').evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(header).toBe(rgb(designTokens().get('--ant-color-primary')!));
});

/** `#rrggbb` as getComputedStyle writes it. */
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

test('the pre-rendered login paints before it asks for any script, then its form works', async ({ page }) => {
  await page.goto('/login');
  const timing = await paintAndFirstScript(page);
  expect(timing.paint).toBeLessThan(Infinity);
  expect(timing.firstScript).toBeGreaterThan(timing.paint);

  await page.getByLabel('RUT').fill('12.345.678-5');
  await page.getByLabel('Contraseña', { exact: true }).fill('socio1234');
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

/**
 * Logs María José in, then opens `url` as from a link with the framework (React, the router: the
 * longest download of a cold phone) held back until every path of `before` has been asked for.
 * Returns every path the page asked for, to count.
 */
async function openWithFrameworkHeld(page: Page, url: string, before: string[]) {
  await loginAs(page, PERSONAS.mariaJose);
  await expect(page.getByRole('heading', { name: /Bienvenida/ })).toBeVisible();
  const release = await holdScripts(page, /\/assets\/framework-[^/]*\.js$/);
  // Away from the dashboard the login led to first: what it still asked for is not counted.
  await page.goto('about:blank');
  const asked: string[] = [];
  page.on('request', (r) => asked.push(new URL(r.url()).pathname));
  await page.goto(url, { waitUntil: 'commit' });
  await expect.poll(() => before.filter((p) => !asked.some((a) => a.includes(p)))).toEqual([]);
  release();
  return asked;
}

/** How many times each of `reads` was asked for. */
const timesAsked = (asked: string[], reads: string[]) =>
  reads.map((r) => asked.filter((a) => a === r).length);

/** The automatic payment's reads, which its state on the dashboard and on its own screen needs. */
const AUTO_PAYMENT_READS = [
  '/api/socios/account/payments/config',
  // the next charge's price, asked as soon as the setting's answer said how many dues
  '/api/cuotas/valores',
  '/api/payments/transbank/oneclick/card',
  '/api/socios/account/payments/history',
];

test("opened by URL, the dashboard asks for its data, the automatic payment's too, and its own code before the app's framework has arrived", async ({
  page,
}) => {
  const reads = [
    '/api/socios/profile/info-cuotas',
    '/api/socios/total',
    '/api/socios/account/associated',
    '/api/socios/profile/cuotas/pendientes',
    ...AUTO_PAYMENT_READS,
  ];
  const asked = await openWithFrameworkHeld(page, '/dashboard', [...reads, 'dashboard-page']);

  const auto = page.getByRole('region', { name: 'Pago automático' });
  await expect(auto.getByText('Próximo cobro')).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  // Each read went once: the app took the answers already on their way instead of asking again.
  expect(timesAsked(asked, reads)).toEqual(reads.map(() => 1));
});

test("opened by URL, the automatic payment's screen asks for all it shows before the app's framework has arrived", async ({
  page,
}) => {
  const reads = ['/api/socios/profile/info-cuotas', ...AUTO_PAYMENT_READS];
  const asked = await openWithFrameworkHeld(page, '/pagos/automaticos?menu=pagos-automaticos', reads);

  await expect(page.getByText('Próximo cobro')).toBeVisible();
  expect(timesAsked(asked, reads)).toEqual(reads.map(() => 1));
});

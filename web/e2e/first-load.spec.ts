// What a member screen opened by URL (a bookmark, a reload, a link from an e-mail) spares the
// phone. Every screen is light (docs/decisions/light-and-antd.md), so the shell served for a screen
// without a frame carries nothing of antd's: no stylesheet to download beside the screen's own code
// (how many files and bytes each member screen downloads cold is the budget's: npm run test:budget).
// The pre-rendered public screens ask for their scripts only once their first paint is reported
// (scripts/build-web.ts paintFirst).
import { test, expect, openAs, PERSONAS, paintAndFirstScript } from './fixtures';
import { SCREENS } from '../src/app/screens';

test('a member screen served the shell, opened by URL: nothing of antd in its page', async ({
  page,
  request,
}) => {
  expect(SCREENS.filter((s) => s.kit === 'antd').map((s) => s.path)).toEqual([]);
  const url = '/credencial';
  const served = await (await request.get(url)).text();
  expect(served).not.toMatch(/antd-\w+\.css|data-css-hash|rc-util-key/);

  await openAs(page, PERSONAS.mariaJose, url);
  await expect(page.getByRole('heading', { name: 'Mi Credencial Virtual' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const styles = await page.evaluate(() =>
    [...document.querySelectorAll('link[rel="stylesheet"], link[rel="preload"][as="style"]')].map(
      (l) => l.getAttribute('href') ?? '',
    ),
  );
  expect(styles.filter((href) => href.includes('antd'))).toEqual([]);
});

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

// What a member screen opened by URL (a bookmark, a reload, a link from an e-mail) spares
// the phone's main thread. The shell served for it holds antd's CSS variables and its icons' base
// styles as the very <style> elements antd would insert one by one while the screen commits
// (web/src/prerender.tsx, scripts/build-web.ts); the screen's code loads without a
// <link rel="modulepreload"> added per file (web/vite.config.ts). Both were long tasks on a phone.
// The pre-rendered public screens ask for their scripts only once their first paint is reported
// (scripts/build-web.ts paintFirst).
import { test, expect, openAs, PERSONAS, paintAndFirstScript } from './fixtures';
import { SCREENS } from '../src/app/screens';

/** The ids of the style elements antd manages in the head (CSS variables by hash, icons by key). */
const ANTD_STYLE_IDS = /<style [^>]*(?:data-css-hash|rc-util-key)="([^"]+)"/g;

/**
 * A member screen still drawn with antd, opened as `npm run perf` opens it (María José, its URL).
 * Read from the screens' list, as screens move to the light kit one by one.
 */
const ANTD_SCREEN = SCREENS.find(
  (s) => s.kit === 'antd' && s.layout === 'member' && s.perf?.persona === 'mariaJose',
);

test('an antd screen opened by URL: antd finds its CSS variables and icon styles in the page, and adds no preload links', async ({
  page,
  request,
}) => {
  expect(ANTD_SCREEN, 'an antd member screen María José can open').toBeDefined();
  const url = ANTD_SCREEN!.perf?.url ?? ANTD_SCREEN!.path;
  const served = await (await request.get(url)).text();
  const inHtml = new Set([...served.matchAll(ANTD_STYLE_IDS)].map((m) => m[1]));
  // The theme's variables, the icons' base styles and a component's variables at least.
  expect(inHtml.has('@ant-design-icons')).toBe(true);
  expect(inHtml.size).toBeGreaterThan(10);

  await openAs(page, PERSONAS.mariaJose, url);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The screen's own antd components drawn (the member's shell is light), their data read.
  await expect(page.locator('#root [class*="ant-"]').first()).toBeVisible();
  await page.waitForLoadState('networkidle');

  const inPage = await page.evaluate(() =>
    [...document.head.querySelectorAll('style')]
      .map((s) => s.getAttribute('data-css-hash') ?? s.getAttribute('rc-util-key'))
      .filter((id): id is string => id !== null),
  );
  // Every style antd keeps in the head is one the HTML brought: none computed and inserted anew
  // (an id antd would compute differently from the build's shows up here).
  expect(inPage.filter((id) => !inHtml.has(id))).toEqual([]);
  expect(inPage).toContain('@ant-design-icons');

  const preloads = await page.evaluate(() => document.querySelectorAll('link[rel="modulepreload"]').length);
  // Those the HTML names, as links or on the boot script that adds them after the first paint.
  const onBoot = /data-preloads="([^"]*)"/.exec(served)?.[1]?.split(' ').filter(Boolean).length ?? 0;
  const preloadsInHtml = [...served.matchAll(/<link rel="modulepreload"/g)].length + onBoot;
  expect(preloads).toBe(preloadsInHtml);
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

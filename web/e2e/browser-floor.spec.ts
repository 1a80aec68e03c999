// The oldest browsers the portal promises (package.json's `browserslist`, README) are Safari and iOS
// 15.4. Chromium reads CSS they ignore, so here it is made to ignore it too: every @media rule in
// range syntax (`width<=991px`, Safari 16.4) and every @container rule (Safari 16) in the build's
// stylesheets and pages is turned into `@media not all`, as Safari 15.4 drops them. At a phone's
// width the member screens must still be the phone's: the menu behind its button, nothing
// scrolling sideways. (What else the floor lacks, the build must not hold: npm run test:floor.)
import type { BrowserContext, Page } from '@playwright/test';
import { test, expect, openSignedIn, PERSONAS } from './fixtures';

/** The build's CSS as Safari 15.4 applies it. */
const asSafari154 = (css: string) =>
  css.replace(/@(media|container)([^{;]*)\{/g, (rule, kind: string, prelude: string) =>
    kind === 'container' || /[<>]/.test(prelude) ? '@media not all{' : rule,
  );

async function likeSafari154(context: BrowserContext) {
  await context.route('**/*', async (route) => {
    const type = route.request().resourceType();
    if (type !== 'stylesheet' && type !== 'document') return route.fallback();
    const response = await route.fetch();
    await route.fulfill({ response, body: asSafari154(await response.text()) });
  });
}

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

test('at 390 px, with the CSS Safari 15.4 ignores ignored, /pago/cuota keeps the phone layout', async ({
  page,
  context,
}, testInfo) => {
  expect(asSafari154('@media (width<=991px){.a{b:c}}@media (max-width:991px){.d{e:f}}')).toBe(
    '@media not all{.a{b:c}}@media (max-width:991px){.d{e:f}}',
  );
  await likeSafari154(context);
  await page.setViewportSize({ width: 390, height: 844 });
  await openSignedIn(page, PERSONAS.juanCarlos, '/pago/cuota?type_cuota=normal');
  await expect(page.getByRole('heading', { name: 'Pagar cuotas' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Webpay' })).toBeChecked();

  // The menu is behind its button, not a 240 px column beside the screen.
  await expect(page.getByRole('button', { name: 'Abrir menú' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Menú principal' })).toBeHidden();
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: testInfo.outputPath('pago-cuota-390-safari-15.4.png'), fullPage: true });
});

// What floats over a screen never covers what the member reads or presses: a toast leaves the
// total and the pay button in view, and the DEMO badge never sits on the page title, at rest or
// scrolled, at a phone's width (and a desktop's).
import type { Locator } from '@playwright/test';
import { test, expect, loginAs, openSignedIn, PERSONAS } from './fixtures';
import { formatMoney } from '../src/domain/money';
import { REGULAR } from '../../test-support/persona-fees';

const overlap = async (a: Locator, b: Locator) => {
  const [p, q] = [(await a.boundingBox())!, (await b.boundingBox())!];
  return p.x < q.x + q.width && q.x < p.x + p.width && p.y < q.y + q.height && q.y < p.y + p.height;
};

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });

    test("the toast 'Intereses guardados.' leaves the incorporation's total and its Pagar in view", async ({
      page,
    }) => {
      await loginAs(page, PERSONAS.camila);
      await page.getByRole('link', { name: 'Omitir Paso' }).click();
      await page.getByRole('checkbox').first().check();
      await page.getByRole('button', { name: 'Guardar Intereses' }).click();
      await expect(page).toHaveURL(/\/validation\/pago\/incorporacion$/);
      const toast = page.locator('.l-toast').getByRole('status').filter({ hasText: 'Intereses guardados.' });
      await expect(toast).toBeVisible();
      const total = page.locator('.pay-summary-row.is-total');
      const pay = page.getByRole('button', { name: 'Pagar', exact: true });
      await expect(total).toContainText(formatMoney(REGULAR.incorporacion + 3 * REGULAR.dues));
      // In view as the member scrolls to them, while the toast still shows.
      for (const target of [total, pay]) {
        await target.scrollIntoViewIfNeeded();
        await expect(toast).toBeVisible();
        expect(await overlap(toast, target)).toBe(false);
      }
    });

    test('the DEMO badge never sits on the page title, at rest or scrolled', async ({ page }) => {
      await openSignedIn(page, PERSONAS.mariaJose, '/pago/cuota?type_cuota=normal');
      const badge = page.getByRole('link', { name: /^DEMO · hoy/ });
      const title = page.getByRole('heading', { level: 1, name: 'Pagar cuotas' });
      await expect(badge).toBeVisible();
      expect(await overlap(badge, title)).toBe(false);
      // Scrolled a little, the title passes under the sticky header: the badge goes with the page.
      for (const y of [10, 30, 60]) {
        await page.evaluate((top) => window.scrollTo(0, top), y);
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(y);
        expect(await overlap(badge, title)).toBe(false);
      }
    });
  });
}

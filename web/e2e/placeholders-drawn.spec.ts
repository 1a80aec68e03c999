// While a screen's reads wait on a slow API, its placeholders are drawn: grey bars across the block
// they stand in for, never an empty box (a block that centres its content once shrank them to nothing).
// The dashboard's cards are checked in dashboard-slow-api.spec.ts.
import { test, expect, signInThroughApi, PERSONAS } from './fixtures';
import { setFaults } from './fault-helpers';

test("with the API answering in 3 s, /credencial shows the standing's placeholder, then the standing", async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInThroughApi(page, PERSONAS.mariaJose);
  await setFaults(baseURL, { latencyMs: 3000 });
  try {
    await page.goto('/credencial', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { name: 'Para ingresar al estadio' })).toBeVisible();
    await expect(page.locator('.credential-gate__status .l-skeleton__bar').first()).toBeVisible();
    await expect(page.getByText('Al día hasta noviembre de 2026')).toBeVisible({ timeout: 15_000 });
  } finally {
    await setFaults(baseURL, { latencyMs: 0 });
  }
});

// The club learns of a drift the member never sees: against a backend that sends numbers as text
// (MOCK_SHAPES=strings, which the SPA absorbs), the build's VITE_CONTRACT_REPORT_URL (the fake API's
// receiver in the browser tests' build, as in the demo) gets a report of each tolerated answer, and
// the demo console lists it — the call and the schema paths, never a value.
import { test, expect, loginAs, PERSONAS } from './fixtures';

test('a tolerated drift under MOCK_SHAPES=strings arrives in the console, without values', async ({
  page,
  request,
}) => {
  expect((await request.post('/__mock/faults', { data: { shapes: 'strings' } })).ok()).toBe(true);
  await loginAs(page, PERSONAS.mariaJose);
  await expect(page).toHaveURL(/\/dashboard$/);
  // the member sees the dashboard as always
  await expect(page.getByText('Se encuentra al día hasta Noviembre, 2026')).toBeVisible();
  // the batch goes at once when the page is left (pagehide), else within seconds
  await page.goto('/__mock');
  await expect
    .poll(async () => ((await (await request.get('/__mock/contract-reports')).json()) as unknown[]).length, {
      timeout: 10_000,
    })
    .toBeGreaterThan(0);
  await page.reload();
  const list = page.getByTestId('desvios');
  await expect(
    list.getByRole('listitem').filter({ hasText: 'GET socios/profile/info-cuotas' }),
  ).toContainText('tolerada (el portal la absorbió) · otro tipo: incorporacion');
  await expect(list).not.toContainText('12345678');
  await expect(list).not.toContainText('María');
});

test('an answer as the contract says is not reported', async ({ page, request }) => {
  await loginAs(page, PERSONAS.mariaJose);
  await expect(page.getByText('Se encuentra al día hasta Noviembre, 2026')).toBeVisible();
  await page.goto('/__mock');
  await page.waitForTimeout(2500); // longer than the SPA's batch time (BATCH_MS)
  expect(await (await request.get('/__mock/contract-reports')).json()).toEqual([]);
  await page.reload();
  await expect(page.getByText('El portal no ha informado respuestas fuera del contrato.')).toBeVisible();
});

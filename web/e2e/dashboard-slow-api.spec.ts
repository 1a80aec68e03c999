// Opening /dashboard (a bookmark, a reload) on a slow network paints the member's
// shell and the dashboard's placeholders at once — they are pre-rendered into dashboard.html — and
// nothing moves when the answers arrive 4 s later.
import { test, expect, loginAs, PERSONAS, waitedOut } from './fixtures';
import { setFaults } from './fault-helpers';
import { formatMoney } from '../src/domain/money';
import { CHILD } from '../../test-support/persona-fees';

test('with the API answering in 4 s, /dashboard shows its header and placeholders before any answer, then the data, with no layout shift', async ({
  page,
  baseURL,
}) => {
  await loginAs(page, PERSONAS.mariaJose);
  await expect(page.getByRole('heading', { name: /Bienvenida/ })).toBeVisible();
  // Past the dashboard's 2.5 s wait by more than its start takes on a busy machine: the app starts
  // after the frame is painted, the wait with it, while the reads went out with the page.
  await setFaults(baseURL, { latencyMs: 4000 });
  try {
    // Counted, not timed: a wall clock says more about the machine's load than about the page.
    // Only answers to what the opened dashboard asked: the one left behind may still have a read
    // of its own (the session's refresh) answered meanwhile.
    const answers: string[] = [];
    const opened = Date.now();
    page.on('response', (res) => {
      const url = new URL(res.url());
      if (url.pathname.startsWith('/api/') && res.request().timing().startTime >= opened)
        answers.push(url.pathname);
    });
    await page.goto('/dashboard', { waitUntil: 'commit' });
    await page.evaluate(() => {
      (window as unknown as { __shift: number }).__shift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
          if (!entry.hadRecentInput) (window as unknown as { __shift: number }).__shift += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Portal Socios' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Estado de cuotas' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Tu familia' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Socios al día' })).toBeVisible();
    // Each card says it is loading with its grey bars across it, never as an empty card.
    for (const card of ['.dash-status', '.dash-family', '.dash-auto'])
      await expect(page.locator(`${card} .l-skeleton__bar`).first(), `${card}'s placeholder`).toBeVisible();
    // all of it while every read still waits on the API: it came with the page, not with the data
    expect(answers).toEqual([]);

    // Then the answers: the status, the count of associated accounts, what Tomás owes (a quote
    // asked once the accounts are known: it too moves nothing).
    await expect(page.getByText(/Se encuentra al día hasta/)).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText(/2 cuentas asociadas/)).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText(`Debe 3 cuotas · ${formatMoney(3 * CHILD.dues)}`)).toBeVisible({
      timeout: 15_000,
    });
    // (and they were counted: the status came as one of them)
    expect(answers).toContain('/api/socios/profile/info-cuotas');
    // Every placeholder has given way (none is busy any more), and two frames have been drawn since,
    // so a shift caused by the last answer is already recorded: the buffered entries are read at once.
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
    const shift = await page.evaluate(async () => {
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
      const observer = new PerformanceObserver(() => {});
      observer.observe({ type: 'layout-shift', buffered: true });
      const entries = observer.takeRecords() as unknown as { value: number; hadRecentInput: boolean }[];
      observer.disconnect();
      const buffered = entries.filter((e) => !e.hadRecentInput).reduce((sum, e) => sum + e.value, 0);
      return Math.max(buffered, (window as unknown as { __shift: number }).__shift);
    });
    expect(shift).toBe(0);
    // It painted before the answers (the dashboard waits 2.5 s for them), and says so on its timeline.
    expect(await waitedOut(page)).toBe(true);
  } finally {
    await setFaults(baseURL, { latencyMs: 0 });
  }
});

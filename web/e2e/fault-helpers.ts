// Steps for journeys on a flaky API: flip the fake API's faults, wait until a screen has settled
// (never blank, never still spinning) and press the screen's own retry buttons until it completes.
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { PASSWORD } from './fixtures';

/** How long a screen may show a spinner or a placeholder before that counts as "endless". */
export const SETTLE_MS = 15_000;

export async function setFaults(
  request: APIRequestContext,
  faults: { failRate?: number; latencyMs?: number },
) {
  const res = await request.post('/__mock/faults', { data: faults });
  expect(res.ok()).toBe(true);
}

/**
 * Collects uncaught errors (including unhandled rejections) the page reports, and counts the API
 * calls the drill answered with a 500, so a run can say what it went through.
 */
export function watchPage(page: Page) {
  const errors: string[] = [];
  let failedCalls = 0;
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('response', (r) => {
    if (r.status() >= 500 && r.url().includes('/api/')) failedCalls += 1;
  });
  return {
    errors,
    /** Logs the count of failed calls (in the report) and checks nothing crashed. */
    done() {
      console.log(`${test.info().title}: ${failedCalls} API calls answered 500, all recovered`);
      expect(errors).toEqual([]);
    },
  };
}

/** 'busy' while a spinner, placeholder or busy button shows, 'blank' with next to no text, else 'ok'. */
export function screenState(page: Page): Promise<'busy' | 'blank' | 'ok'> {
  return page.evaluate(() => {
    const shown = (el: Element) => {
      const r = el.getBoundingClientRect();
      return r.width > 0 && r.height > 0;
    };
    const busy = Array.from(
      document.querySelectorAll(
        '.ant-skeleton-active, .ant-spin-spinning, .l-spinner, .ant-btn-loading, [aria-busy="true"]',
      ),
    ).some(shown);
    if (busy) return 'busy';
    return document.body.innerText.trim().length < 40 ? 'blank' : 'ok';
  });
}

/** The screen shows something final (content or an error) within SETTLE_MS. */
export async function expectSettled(page: Page, label: string) {
  await expect
    .poll(() => screenState(page), {
      timeout: SETTLE_MS,
      intervals: [200, 300, 500],
      message: `${label}: blank or still loading after ${SETTLE_MS / 1000} s`,
    })
    .toBe('ok');
  await expect(page.getByText('Ocurrió un problema al mostrar esta página')).toHaveCount(0);
}

/**
 * Waits for `ready`; while the screen instead shows a clear error with 'Reintentar', presses it.
 * Every round must end in one or the other: never a blank page or an endless spinner.
 */
export async function untilReady(page: Page, ready: Locator, label: string, tries = 8) {
  for (let round = 0; round < tries; round++) {
    await expectSettled(page, label);
    const retries = page.getByRole('button', { name: 'Reintentar' });
    if ((await retries.count()) === 0) {
      if (await ready.isVisible()) return round;
      // Neither the content nor a retry yet: give the screen a moment (a quote or a redirect).
      await ready.waitFor({ state: 'visible', timeout: SETTLE_MS });
      return round;
    }
    await retries.first().click();
  }
  throw new Error(`${label}: still failing after ${tries} retries`);
}

/** Logs in, pressing 'Ingresar' again whenever the screen says the request failed. */
export async function loginRetrying(page: Page, rut: string, tries = 10) {
  await page.goto('/login');
  await page.getByLabel('RUT').fill(rut);
  await page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
  const submit = page.getByRole('button', { name: 'Ingresar' });
  const failed = page.getByRole('alert');
  const outcome = async () =>
    /\/dashboard$/.test(page.url()) ? 'in' : (await failed.isVisible()) ? 'failed' : 'waiting';
  for (let round = 0; round < tries; round++) {
    // The old error clears as the form is sent: judge the outcome only once the API answered.
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/socios/login'));
    await submit.click();
    await answered;
    await expect
      .poll(outcome, { timeout: SETTLE_MS, message: 'login: neither the dashboard nor an error' })
      .not.toBe('waiting');
    if ((await outcome()) === 'in') return round;
    await expect(failed).toContainText('No pudimos iniciar sesión');
    await expect(submit).toBeEnabled();
  }
  throw new Error(`login: still failing after ${tries} tries`);
}

// Steps for journeys on a flaky API: flip the fake API's faults, wait until a screen has settled
// (never blank, never still spinning) and press the screen's own retry buttons until it completes.
import {
  expect,
  request as playwrightRequest,
  test,
  type APIRequestContext,
  type Locator,
  type Page,
} from '@playwright/test';
import { purchases } from './payments-helpers';
import { PASSWORD, PERSONAS } from './fixtures';
import { REGULAR } from '../../test-support/persona-fees';

/** How long a screen may show a spinner or a placeholder before that counts as "endless". */
export const SETTLE_MS = 15_000;

/**
 * A control-room call on a fresh connection. A pooled one left idle for about 5 s while the browser
 * works can be closed by the server just as it is reused (ECONNRESET, microsoft/playwright#42698).
 */
async function controlRoom<T>(baseURL: string | undefined, call: (api: APIRequestContext) => Promise<T>) {
  const api = await playwrightRequest.newContext({ baseURL });
  try {
    return await call(api);
  } finally {
    await api.dispose();
  }
}

export async function setFaults(
  baseURL: string | undefined,
  faults: { failRate?: number; latencyMs?: number },
) {
  await controlRoom(baseURL, async (api) => {
    expect((await api.post('/__mock/faults', { data: faults })).ok()).toBe(true);
  });
}

/** The fake API's ledger (GET /__mock/payments) for one member. */
export const ledger = (baseURL: string | undefined, rut: string) =>
  controlRoom(baseURL, (api) => purchases(api, rut));

/** The ledger gained exactly one purchase since it held `before`: Juan Carlos's 3 dues, paid by Webpay. */
export async function expectOnePaidDuesPurchase(baseURL: string | undefined, before: number) {
  const added = (await ledger(baseURL, PERSONAS.juanCarlos)).slice(before);
  expect(added).toHaveLength(1);
  expect(added[0]).toMatchObject({
    tipo_pago: 'cuotas',
    metodo_pago: 'webpay',
    total: 3 * REGULAR.dues,
    estado: 2,
  });
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

/**
 * 'busy' while a spinner, placeholder or busy button shows, 'blank' with next to no text, else 'ok'.
 * A block whose read failed keeps its placeholder under the screen's one failure message
 * (components/load-error.tsx): that one has settled, and the message's 'Reintentar' is the way on.
 */
export function screenState(page: Page): Promise<'busy' | 'blank' | 'ok'> {
  return page.evaluate(() => {
    const shown = (el: Element) => {
      const r = el.getBoundingClientRect();
      return r.width > 0 && r.height > 0 && !el.closest('.l-read-failed');
    };
    const busy = Array.from(document.querySelectorAll('.l-skeleton, .l-spinner, [aria-busy="true"]')).some(
      shown,
    );
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
export async function untilReady(page: Page, ready: Locator, label: string, tries = 10) {
  // Idle retry buttons only: a pressed one is busy ('Reintentando…').
  const retries = page.locator('button:not([aria-busy="true"])').filter({ hasText: /^Reintentar$/ });
  // Ready once nothing on the screen is still loading either: a block read after the content
  // showed (the profile's communes) can still fail, and then its own retry must work too.
  const state = async () =>
    (await retries.count()) > 0
      ? 'retry'
      : (await ready.isVisible()) && (await screenState(page)) === 'ok'
        ? 'ready'
        : 'waiting';
  for (let round = 0; round < tries; round++) {
    await expectSettled(page, label);
    await expect
      .poll(state, { timeout: SETTLE_MS, message: `${label}: neither the content nor a retry` })
      .not.toBe('waiting');
    if ((await state()) === 'ready') return round;
    // Every block that failed has its own retry (a screen can have several); a pressed one turns
    // busy, so the next idle one comes first. Blocks sharing one read all go once it succeeds.
    for (let left = await retries.count(); left > 0 && (await retries.count()) > 0; left--)
      await retries
        .first()
        .click({ timeout: 5_000 })
        .catch(async (error: unknown) => {
          if ((await retries.count()) > 0) throw error;
        });
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

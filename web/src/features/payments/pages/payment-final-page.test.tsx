import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderAt } from '../../../test/render';
import { startMockApi } from '../../../test/mock-api';
import { annulledPurchase, probeRoutes, savedCardPurchase } from '../testing';
import PaymentFinalPage from './payment-final-page';
import { formatMoney } from '../../../domain/money';
import { REGULAR } from '../../../../../test-support/persona-fees';

const mock = startMockApi();

/** María José pays 2 dues with her saved card through the API; the mock leaves it in confirmation. */
async function oneclickPurchase(): Promise<number> {
  await mock.loginAs('123456785');
  return savedCardPurchase(mock, 2, 'TEST-FINAL-1');
}

const realSetTimeout = globalThis.setTimeout;

/**
 * Waits for something on screen while the page's timers are fake. The HTTP client also schedules
 * zero-delay timers, so those are run (without moving the fake clock) between real short waits.
 */
async function shows(text: string | RegExp): Promise<HTMLElement> {
  for (let i = 0; i < 300; i++) {
    const found = screen.queryByText(text);
    if (found) return found;
    await vi.advanceTimersByTimeAsync(0);
    await new Promise((resolve) => realSetTimeout(resolve, 10));
  }
  throw new Error(`never showed: ${String(text)}`);
}

const infoCalls = (spy: { mock: { calls: unknown[][] } }) =>
  spy.mock.calls.filter(([url]) => String(url).includes('/payments/info/')).length;

// Only the page's own timers are faked, from the render on; the set-up talks to the API first.
function renderFinal(id: number | string) {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  renderAt(<PaymentFinalPage />, {
    route: '/payments/final',
    path: `/payments/final?id_compra=${id}`,
    extraRoutes: probeRoutes('/pago/cuota'),
  });
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  mock.config.control = true;
});

describe('PaymentFinalPage', () => {
  it('when Juan’s payment is still at Webpay’s card form, says so (not "en confirmación") with one number', async () => {
    await mock.loginAs('156782343');
    const start = await mock.startWebpayDues('TEST-FINAL-OPEN');
    renderFinal(start.id_compra);
    await vi.advanceTimersByTimeAsync(5000);
    expect(
      await shows(`Tu pago (Nº de compra ${start.id_compra}) aún no termina en Webpay.`),
    ).toBeInTheDocument();
    expect(screen.queryByText(/en proceso de confirmación/)).not.toBeInTheDocument();
  });

  it('landed on from the provider, counts the 5 s from when the browser asked for the page, not from when its code ran', async () => {
    const id = await oneclickPurchase();
    const spy = vi.spyOn(globalThis, 'fetch');
    // The page was asked for 3 s before the screen ran (a slow phone's download and start).
    const askedAt = performance.now() - 3000;
    vi.spyOn(performance, 'getEntriesByType').mockImplementation((type) =>
      type === 'navigation' ? [{ startTime: askedAt } as PerformanceEntry] : [],
    );
    renderFinal(id);

    await vi.advanceTimersByTimeAsync(1900);
    expect(infoCalls(spy)).toBe(0);
    await vi.advanceTimersByTimeAsync(200);
    expect(await shows(`Tu pago con código ${id} está en proceso de confirmación.`)).toBeInTheDocument();
  });

  it('when opened, waits 5 s, shows the in-confirmation notice, re-polls at 30 s and then the receipt', async () => {
    const id = await oneclickPurchase();
    // A real API: its health names no control room (the demo's looks again sooner, below).
    mock.config.control = false;
    const spy = vi.spyOn(globalThis, 'fetch');
    renderFinal(id);

    expect(screen.getByText('Consultando el resultado de tu pago…')).toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(4999);
    expect(infoCalls(spy)).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(await shows(`Tu pago con código ${id} está en proceso de confirmación.`)).toBeInTheDocument();
    expect(screen.getByText(/Te enviaremos un correo electrónico/)).toBeInTheDocument();
    // One number for one payment: the spec's 'código' line says it, nothing repeats it as 'compra Nº'.
    expect(screen.queryByText(/compra Nº/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver historial de pagos' })).toHaveAttribute(
      'href',
      '/account/payments/history?menu=payments-history',
    );

    await mock.confirmPayment(id);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(infoCalls(spy)).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(await shows('¡Pago realizado con éxito!')).toBeInTheDocument();
    expect(infoCalls(spy)).toBe(2);
    expect(screen.getByText('diciembre de 2026')).toBeInTheDocument();
    expect(screen.getByText('enero de 2027')).toBeInTheDocument();
    expect(screen.getByText('Tarjeta ····6623')).toBeInTheDocument();
    // The approval code the provider gave, as the control room lists it.
    const purchase = (await mock.purchases()).find((p) => p.id_compra === id)!;
    expect(screen.getByText(purchase.provider!.authorization_code!)).toBeInTheDocument();
    expect(screen.getAllByText(formatMoney(2 * REGULAR.dues)).length).toBeGreaterThan(0);
    expect(screen.getByText('Nº de compra')).toBeInTheDocument();
    // The portal's own receipt screen, in place: no new tab, no credential in the address.
    const receipt = screen.getByRole('link', { name: 'Ver comprobante' });
    expect(receipt).toHaveAttribute('href', `/comprobante/${id}`);
    expect(receipt).not.toHaveAttribute('target');
    // Paid is final: no more polling.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(infoCalls(spy)).toBe(2);
  });

  it('when paid dues leave the automatic payment off, its offer shows with the result, read while the page waited', async () => {
    await mock.loginAs('123456785');
    await mock.asMember('socios/account/payments/config/authorize-auto-payment', 'POST', {
      numero_cuotas: 1,
      authorized: false,
    });
    const id = await oneclickPurchase();
    await mock.confirmPayment(id);
    const spy = vi.spyOn(globalThis, 'fetch');
    const offerReads = () =>
      spy.mock.calls
        .map(([url], i) => [String(url), spy.mock.results[i]?.value] as const)
        .filter(([url]) =>
          /\/(socios\/account\/payments\/config|payments\/transbank\/oneclick\/card)$/.test(url),
        );
    renderFinal(id);
    for (let i = 0; i < 300 && offerReads().length < 2; i++) await new Promise((r) => realSetTimeout(r, 10));
    // Both asked before the first look, which the page has not made yet; both answered in the wait.
    expect(offerReads()).toHaveLength(2);
    expect(infoCalls(spy)).toBe(0);
    const answers = (await Promise.all(offerReads().map(([, answer]) => answer))) as Response[];
    for (let i = 0; i < 300 && !answers.every((a) => a.bodyUsed); i++) {
      await vi.advanceTimersByTimeAsync(0);
      await new Promise((r) => realSetTimeout(r, 10));
    }
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(5000);
    await shows('¡Pago realizado con éxito!');
    // In the same render as the result: nothing appears under it a moment later.
    expect(screen.getByRole('region', { name: '¿La próxima vez, sin volver a pagar?' })).toHaveTextContent(
      'Activa con tu tarjeta guardada el Pago Albomático',
    );
  });

  it('when the card was rejected, it says so and offers to pay again', async () => {
    await mock.loginAs('123456785');
    await mock.revokeCard('123456785');
    const id = await oneclickPurchase();
    renderFinal(id);
    await vi.advanceTimersByTimeAsync(5000);
    expect(await shows('Tu pago fue rechazado.')).toBeInTheDocument();
    expect((await mock.purchases()).find((p) => p.id_compra === id)?.estado).toBe(3);
    fireEvent.click(screen.getByRole('button', { name: 'Volver a pagar' }));
    expect(await shows('/pago/cuota?type_cuota=normal')).toBeInTheDocument();
  });

  it('when the payment was annulled, it says nothing was charged', async () => {
    await mock.loginAs('123456785');
    const id = await annulledPurchase(mock, 'TEST-FINAL-ANNUL');
    renderFinal(id);
    await vi.advanceTimersByTimeAsync(5000);
    expect(await shows('El pago fue anulado.')).toBeInTheDocument();
    expect(screen.getByText(/no se realizó ningún cargo/)).toBeInTheDocument();
  });

  it('when the request fails, it offers a retry instead of spinning forever', async () => {
    const id = await oneclickPurchase();
    vi.stubEnv('VITE_API_URL', 'http://127.0.0.1:9/api/'); // nothing listens there
    renderFinal(id);
    await vi.advanceTimersByTimeAsync(5000);
    await shows('Reintentar');
    const retry = screen.getByRole('button', { name: 'Reintentar' });
    vi.stubEnv('VITE_API_URL', `${mock.url}/api/`);
    fireEvent.click(retry);
    await vi.advanceTimersByTimeAsync(0);
    expect(await shows(`Tu pago con código ${id} está en proceso de confirmación.`)).toBeInTheDocument();
  });

  it('when the purchase is not the member’s or does not exist, it says it was not found', async () => {
    await mock.loginAs('123456785');
    renderFinal(999_999);
    await vi.advanceTimersByTimeAsync(5000);
    expect(await shows('No encontramos el Nº de compra 999999.')).toBeInTheDocument();
  });
});

describe('the result page in a demo (the fake API with its control room)', () => {
  it('shows a payment confirmed by hand in the console within seconds, not at the next 30 s look', async () => {
    const id = await oneclickPurchase();
    renderFinal(id);
    await vi.advanceTimersByTimeAsync(5000);
    expect(await shows(`Tu pago con código ${id} está en proceso de confirmación.`)).toBeInTheDocument();
    await mock.confirmPayment(id);
    await vi.advanceTimersByTimeAsync(3000);
    expect(await shows('¡Pago realizado con éxito!')).toBeInTheDocument();
  });
});

// The in-confirmation notice needs a payment that stays in confirmation past the final page's 5 s
// first look. The workers' fake APIs confirm after MOCK_CONFIRM_DELAY_MS=1500, so this journey sets
// a 10-minute delay for itself, and confirms by hand.
// The page's clock is Playwright's, so the 5 s and 30 s waits are fast-forwarded, not slept.
import { test, expect, PERSONAS, openSignedIn, setConfirmDelay } from './fixtures';
import { CARDS, choose, payWithCard, purchases } from './payments-helpers';

test.beforeEach(({ request }) => setConfirmDelay(request, 10 * 60 * 1000));

test.describe('payments: final page while the payment is being confirmed', () => {
  test('when confirmation takes long, the notice shows, and after confirming by hand the receipt', async ({
    page,
    request,
  }) => {
    await page.clock.install();
    const before = (await purchases(request, PERSONAS.juanCarlos)).length;
    await openSignedIn(page, PERSONAS.juanCarlos, '/pago/cuota?type_cuota=normal');
    await choose(page, 'Cantidad de cuotas', '1 cuota');
    await page.getByRole('button', { name: 'Pagar', exact: true }).click();
    await payWithCard(page, CARDS.visaApproved, /^Pagar \$/);
    await expect(page).toHaveURL(/\/payments\/final\?id_compra=\d+$/);
    const id = Number(new URL(page.url()).searchParams.get('id_compra'));

    await expect(page.getByText('Consultando el resultado de tu pago…')).toBeVisible();
    await page.clock.fastForward(5000);
    await expect(page.getByText(`Tu pago con código ${id} está en proceso de confirmación.`)).toBeVisible();
    await expect(page.getByText(/Te enviaremos un correo electrónico/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ver historial de pagos' })).toBeVisible();
    expect((await purchases(request, PERSONAS.juanCarlos)).slice(before)).toEqual([
      expect.objectContaining({ id_compra: id, estado: 1 }),
    ]);

    expect((await request.post(`/__mock/payments/${id}/confirm`)).ok()).toBe(true);
    // The fake API is a demo (its control room is on): the page looks again within seconds
    // (DEMO_REPOLL_MS, get-payment-info.ts), not at SPEC §9's 30 s.
    await page.clock.fastForward(3_000);
    await expect(page.getByText('¡Pago realizado con éxito!')).toBeVisible();
    await expect(page.getByText('septiembre de 2026', { exact: true })).toBeVisible();
  });
});

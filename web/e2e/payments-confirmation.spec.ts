// The in-confirmation notice needs a payment that stays in confirmation past the final page's 5 s
// first look. The shared e2e server confirms after MOCK_CONFIRM_DELAY_MS=1500, so this journey runs
// against its own fake API (same code, same built SPA) with a 10-minute delay, and confirms by hand.
// The page's clock is Playwright's, so the 5 s and 30 s waits are fast-forwarded, not slept.
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { fileURLToPath } from 'node:url';
import { test as base, expect, loginAs, PERSONAS } from './fixtures';
import { E2E_NOW } from './playwright.config';
import { CARDS, choose, payWithCard, purchases } from './payments-helpers';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });

async function waitUntilUp(url: string, child: ChildProcess) {
  for (let i = 0; i < 120; i++) {
    if (child.exitCode !== null) throw new Error(`slow-confirmation mock exited with ${child.exitCode}`);
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('slow-confirmation mock did not start');
}

const test = base.extend<object, { slowConfirmUrl: string }>({
  slowConfirmUrl: [
    // Playwright requires the destructuring pattern even when no other fixture is needed.
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      const port = await freePort();
      const url = `http://localhost:${port}`;
      const child = spawn('npx', ['tsx', 'mock-server/src/server.ts', '--serve-web'], {
        cwd: ROOT,
        detached: true, // its own process group, so the tsx child goes down with it
        stdio: 'ignore',
        env: {
          ...process.env,
          MOCK_PORT: String(port),
          WEB_URL: url,
          MOCK_NOW: E2E_NOW,
          MOCK_CONFIRM_DELAY_MS: String(10 * 60 * 1000),
          MOCK_CONTROL: '1',
          MOCK_UPLOADS_DIR: '/tmp/portal-socios-e2e-uploads-slow',
        },
      });
      try {
        await waitUntilUp(`${url}/api/socios/total`, child);
        await provide(url);
      } finally {
        if (child.pid) process.kill(-child.pid, 'SIGTERM');
      }
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  baseURL: async ({ slowConfirmUrl }, provide) => provide(slowConfirmUrl),
});

test.describe('payments: final page while the payment is being confirmed', () => {
  test('when confirmation takes long, the notice shows, and after confirming by hand the receipt', async ({
    page,
    request,
  }) => {
    await page.clock.install();
    const before = (await purchases(request, PERSONAS.juanCarlos)).length;
    await loginAs(page, PERSONAS.juanCarlos);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/pago/cuota?type_cuota=normal');
    await choose(page, 'Cantidad de cuotas', '1 cuota');
    await page.getByRole('button', { name: 'Pagar', exact: true }).click();
    await payWithCard(page, CARDS.visaApproved, /^Pagar \$/);
    await expect(page).toHaveURL(/\/payments\/final\?id_compra=\d+$/);
    const id = Number(new URL(page.url()).searchParams.get('id_compra'));

    await expect(page.getByText('Estamos confirmando tu pago…')).toBeVisible();
    await page.clock.fastForward(5000);
    await expect(page.getByText(`Tu pago con código ${id} está en proceso de confirmación.`)).toBeVisible();
    await expect(page.getByText(/Te enviaremos un correo electrónico/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ver historial de pagos' })).toBeVisible();
    expect((await purchases(request, PERSONAS.juanCarlos)).slice(before)).toEqual([
      expect.objectContaining({ id_compra: id, estado: 1 }),
    ]);

    expect((await request.post(`/__mock/payments/${id}/confirm`)).ok()).toBe(true);
    await page.clock.fastForward(30_000);
    await expect(page.getByText('¡Pago realizado con éxito!')).toBeVisible();
    await expect(page.getByText('Septiembre 2026', { exact: true })).toBeVisible();
  });
});

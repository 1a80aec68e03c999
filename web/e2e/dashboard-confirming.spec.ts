// While an automatic (Oneclick) charge is being confirmed, the dashboard's dues block leads with that:
// no count of dues to pay, no total owed, no 'Pagar', no warning colour (docs/demo.md, step 4).
import { test, expect, openSignedIn, PERSONAS, setConfirmDelay } from './fixtures';

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });

    test("María José's automatic charge is being confirmed: the headline says so, as the text under it does", async ({
      page,
      request,
    }) => {
      await setConfirmDelay(request, 10 * 60 * 1000);
      expect((await request.post('/__mock/clock', { data: { now: '2026-12-01T09:00:00-03:00' } })).ok()).toBe(
        true,
      );
      const charge = (await (await request.post('/__mock/auto-charge')).json()) as {
        charged: { rut: string; id_compra: number; status: boolean }[];
      };
      const mine = charge.charged.find((c) => c.rut === PERSONAS.mariaJose);
      expect(mine?.status).toBe(true);

      await openSignedIn(page, PERSONAS.mariaJose, '/dashboard');
      const block = page.locator('.dash-status');
      await expect(block.locator('.dash-status__text')).toHaveText('Pago en confirmación');
      await expect(block).toContainText(
        `Tu banco aprobó tu pago (Nº de compra ${mine!.id_compra}); el club lo está confirmando. No necesitas pagar de nuevo.`,
      );
      await expect(block).not.toContainText(/cuotas? pendientes?/);
      await expect(block).not.toContainText('Total adeudado');
      await expect(block.getByRole('link', { name: 'Pagar', exact: true })).toHaveCount(0);
      const colours = await block.evaluate((el) => {
        const style = getComputedStyle(el);
        const probe = document.createElement('span');
        probe.style.color = 'var(--ant-color-warning)';
        document.body.append(probe);
        const warning = getComputedStyle(probe).color;
        probe.remove();
        return { border: style.borderLeftColor, warning };
      });
      expect(colours.border).not.toBe(colours.warning);
    });
  });
}

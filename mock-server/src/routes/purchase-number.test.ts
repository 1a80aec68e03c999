// One reference per purchase. The e-mails about a payment and the payments history
// name the purchase ('Nº de compra', its id_compra), never the ids of the payments inside it.
import { describe, expect, it } from 'vitest';
import { makeApp, PERSONAS, loggedIn } from '../test/harness';
import {
  CHILD_DUES,
  DUES,
  REGULAR_DUES,
  VISA,
  duesBody,
  payWith,
  paymentsOfPurchase,
  start,
} from '../test/payments';

describe('the purchase number (Nº de compra)', () => {
  it('when María José pays for herself and Tomás, the receipt e-mail names the purchase, not its payments', async () => {
    const t = makeApp(undefined, { confirmDelayMs: 0 });
    const token = await t.tokenFor(PERSONAS.mariaJose);
    const body = duesBody({ selectedAccounts: [2], valor: 3 * REGULAR_DUES + 3 * CHILD_DUES });
    const { start: s, purchase } = await start(t, token, DUES, body);
    await payWith(t, s.ws_token, VISA);
    const [mail] = t.store.state.outbox;
    expect(mail!.subject).toBe(`Comprobante de pago · Nº de compra ${purchase.id}`);
    expect(mail!.text.split('\n')).toContain(`Nº de compra: ${purchase.id}.`);
    expect(mail!.text).not.toContain('Código de pago');
    for (const payment of paymentsOfPurchase(t, purchase.id)) {
      expect(mail!.text).not.toMatch(new RegExp(`\\b${payment.id}\\b`));
    }
    // The e-mail's receipt link opens the fake API's printable page: the same number, a Spanish date.
    const link = mail!.links!.find((l) => l.label === 'Ver comprobante')!;
    const page = await t.api().get(new URL(link.href).pathname + new URL(link.href).search);
    expect(page.status).toBe(200);
    expect(page.text).toContain(`<dt>Nº de compra</dt><dd>${purchase.id}</dd>`);
    expect(page.text).toContain('<dt>Fecha</dt><dd>21 de noviembre de 2026</dd>');
  });

  it('when the automatic charge is rejected, the e-mail gives the purchase number and says nothing was charged', async () => {
    const t = makeApp();
    await t.api().post(`/__mock/oneclick/${PERSONAS.mariaJose}/revoke`);
    t.clock.set('2026-12-01T09:00:00-03:00');
    const res = await t.api().post('/__mock/auto-charge');
    const id = res.body.charged[0].id_compra as number;
    const [mail] = t.store.state.outbox;
    expect(mail!.text.split('\n')).toContain(`Nº de compra: ${id} (no se hizo ningún cargo).`);
  });

  it('each payment of the history names, as its related payment (SPEC §3), the purchase it belongs to', async () => {
    const { t, token } = await loggedIn(PERSONAS.mariaJose);
    const res = await t.get('/api/socios/account/payments/history', token);
    expect(res.status).toBe(200);
    type Item = { id: number; pago_relacionado: { id: number } };
    const items = [...res.body.history, ...res.body.history_extra] as Item[];
    // Purchase 101 holds her payment 201 and Tomás's 202 (fixtures/purchases.json).
    expect(items.filter((i) => i.pago_relacionado.id === 101).map((i) => i.id)).toEqual([202, 201]);
    for (const item of items) {
      expect(t.store.state.payments.find((p) => p.id === item.id)!.purchaseId).toBe(item.pago_relacionado.id);
    }
  });

  it('when María José pays by Webpay, the provider page shows the purchase number beside its buy order', async () => {
    const t = makeApp();
    const token = await t.tokenFor(PERSONAS.mariaJose);
    const { start: s, purchase } = await start(t, token, DUES, duesBody({ buyOrder: 'SPTEST1' }));
    const page = await t.api().get(`/webpay/init?token_ws=${s.ws_token}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain(`<dt>Nº de compra</dt><dd>${purchase.id}</dd>`);
    expect(page.text).toContain('<dt>Orden de compra</dt><dd>SPTEST1</dd>');
  });
});

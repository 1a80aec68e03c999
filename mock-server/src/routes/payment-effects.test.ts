import { describe, it, expect } from 'vitest';
import { makeApp, PERSONAS, loggedIn } from '../test/harness';
import {
  CHILD_DUES,
  DUES,
  EXTRA,
  INCORPORATION,
  MASTERCARD,
  REGULARIZATION,
  REGULAR_DUES,
  VISA,
  duesBody,
  payWith,
  paymentsOfPurchase,
  start,
  extraBody,
} from '../test/payments';
import { PEDRO_REGULARIZATION, SENIOR } from '../../../test-support/persona-fees';
import { formatMoney } from '../../../web/src/domain/money';

const WEB = 'http://localhost:5173';

async function paid(rut: string, path: string, body: Record<string, unknown>, card = VISA) {
  const t = makeApp(undefined, { confirmDelayMs: 0 });
  const token = await t.tokenFor(rut);
  const { start: s, purchase } = await start(t, token, path, body);
  await payWith(t, s.ws_token, card);
  return { t, token, purchase };
}

/** María José pays 3 dues for herself and Tomás by Webpay. */
const paidWithTomas = () =>
  paid(
    PERSONAS.mariaJose,
    DUES,
    duesBody({ selectedAccounts: [2], valor: 3 * REGULAR_DUES + 3 * CHILD_DUES }),
  );

describe('when a payment is paid', () => {
  it('when María José pays 3 dues for herself and Tomás, each paid-up month moves forward by exactly 3; Sofía is untouched', async () => {
    const { t, purchase } = await paidWithTomas();
    expect(purchase.estado).toBe(2);
    expect(paymentsOfPurchase(t, purchase.id).map((p) => p.estado)).toEqual([2, 2]);
    expect(t.store.memberById(1)!.al_dia_hasta).toBe('2027-02');
    expect(t.store.memberById(2)!.al_dia_hasta).toBe('2026-11');
    expect(t.store.memberById(3)!.al_dia_hasta).toBeNull();
  });

  it('when Pedro pays 6 dues, he is paid up to 2023-08', async () => {
    const { t } = await paid(
      PERSONAS.pedro,
      DUES,
      duesBody({ numero_cuotas: 6, valor: 3 * SENIOR.duesBefore + 3 * SENIOR.dues }),
    );
    expect(t.store.memberById(5)!.al_dia_hasta).toBe('2023-08');
  });

  it('when the payment is rejected, nothing moves and no receipt is sent', async () => {
    const { t } = await paid(PERSONAS.mariaJose, DUES, duesBody(), MASTERCARD);
    expect(t.store.memberById(1)!.al_dia_hasta).toBe('2026-11');
    expect(t.store.state.outbox).toHaveLength(0);
  });

  it('when an extraordinary contribution is paid, the paid-up month does not move', async () => {
    const body = extraBody();
    const { t, purchase } = await paid(PERSONAS.mariaJose, EXTRA, body);
    expect(purchase.estado).toBe(2);
    expect(t.store.memberById(1)!.al_dia_hasta).toBe('2026-11');
  });

  it('when Camila pays her incorporation, she becomes activo 1 with the next numero_socio, socio_desde today and paid up through the dues paid', async () => {
    const body = duesBody({
      tipo_pago: 'incorporacion',
      numero_cuotas: 3,
      valor: INCORPORATION + 3 * REGULAR_DUES,
    });
    const { t, token } = await paid(PERSONAS.camila, DUES, body);
    const camila = t.store.memberByRut(PERSONAS.camila)!;
    const highest = Math.max(
      ...t.store.state.members.filter((m) => m !== camila).map((m) => m.numero_socio ?? 0),
    );
    expect(camila).toMatchObject({
      activo: 1,
      numero_socio: highest + 1,
      socio_desde: '2026-11-21',
      al_dia_hasta: '2027-01',
    });
    const me = await t.get('/api/socios/profile', token);
    expect(me.body.data).toMatchObject({ activo: 1, numero_socio: highest + 1 });
  });

  it('when Pedro regularises, he is up to date this month, the date is recorded, and he cannot regularise again', async () => {
    const body = duesBody({ tipo_pago: 'regularizacion', ...PEDRO_REGULARIZATION });
    const { t, token } = await paid(PERSONAS.pedro, REGULARIZATION, body);
    expect(t.store.memberById(5)).toMatchObject({
      al_dia_hasta: '2026-11',
      lastRegularization: '2026-11-21',
    });
    const again = await t.post(REGULARIZATION, token, duesBody({ tipo_pago: 'regularizacion', valor: 0 }));
    expect(again.status).toBe(422);
  });

  it('when paid, a receipt lands in the outbox with a voucher link that opens without a session', async () => {
    const { t, purchase } = await paid(PERSONAS.mariaJose, DUES, duesBody());
    const [mail] = t.store.state.outbox;
    expect(mail).toMatchObject({
      to: 'maria.jose@example.cl',
      subject: `Comprobante de pago · Nº de compra ${purchase.id}`,
    });
    expect(mail!.text).toContain(formatMoney(3 * REGULAR_DUES));
    const link = mail!.links.find((l) => l.label === 'Ver comprobante')!;
    expect(link.href.startsWith(`${WEB}/api/vouchers/${purchase.id}?key=`)).toBe(true);
    const res = await t.api().get(link.href.slice(WEB.length));
    expect(res.status).toBe(200);
    expect(res.text).toContain('Comprobante de pago');
    const forged = await t.api().get(`/api/vouchers/${purchase.id}?key=${'0'.repeat(32)}`);
    expect(forged.status).toBe(401);
  });
});

describe('GET payments/info/{id_compra}', () => {
  it('when the payer asks, answers the main payment and one secondary payment per associated account', async () => {
    const { t, token, purchase } = await paidWithTomas();
    const res = await t.get(`/api/payments/info/${purchase.id}`, token);
    expect(res.status).toBe(200);
    expect(res.body.id_compra).toBe(purchase.id);
    expect(res.body.main_payment).toMatchObject({
      estado: 2,
      tipo_pago: 'cuotas',
      fecha: '2026-11-21',
      rut: PERSONAS.mariaJose,
      numero_cuota: 3,
      cuota: REGULAR_DUES,
      total: 3 * REGULAR_DUES,
      wp_amount: 3 * REGULAR_DUES,
      wp_paymentTypeCode: 'VN',
      wp_cardNumber: '6623',
      user: { id: 1, nombre_completo: 'María José Pérez Soto', rut: PERSONAS.mariaJose },
    });
    expect(res.body.main_payment.detail_pago[0]).toEqual({
      id: expect.any(Number),
      payed_month: '2026-12',
      month_value: REGULAR_DUES,
    });
    expect(res.body.secondary_payments).toHaveLength(1);
    expect(res.body.secondary_payments[0]).toMatchObject({ rut: '214365871', total: 3 * CHILD_DUES });
  });

  it('when another member asks, answers 404 as if it did not exist; without a session, 401', async () => {
    const { t, purchase } = await paid(PERSONAS.mariaJose, DUES, duesBody());
    const other = await t.tokenFor(PERSONAS.juanCarlos);
    expect((await t.get(`/api/payments/info/${purchase.id}`, other)).status).toBe(404);
    expect((await t.get('/api/payments/info/999999', other)).status).toBe(404);
    expect((await t.api().get(`/api/payments/info/${purchase.id}`)).status).toBe(401);
  });
});

describe('GET vouchers/{id}', () => {
  it('when the payer opens it (bearer header), shows a printable receipt in Spanish', async () => {
    const { t, token, purchase } = await paidWithTomas();
    const res = await t.get(`/api/vouchers/${purchase.id}`, token);
    expect(res.status).toBe(200);
    expect(res.type).toBe('text/html');
    const code = paymentsOfPurchase(t, purchase.id)[0]!.wp_authorizationCode!;
    for (const text of [
      'Club Social y Deportivo Albo',
      'María José Pérez Soto',
      '12.345.678-5',
      'diciembre de 2026',
      'febrero de 2027',
      'Tomás',
      formatMoney(3 * REGULAR_DUES + 3 * CHILD_DUES),
      formatMoney(CHILD_DUES),
      code,
      '**** 6623',
      'Pagado',
    ])
      expect(res.text).toContain(text);
  });

  it('when the payer opens a seeded purchase with the bearer header, it works too (the histories link to it)', async () => {
    const { t, token } = await loggedIn(PERSONAS.mariaJose);
    const res = await t.get('/api/vouchers/101', token);
    expect(res.status).toBe(200);
    expect(res.text).toContain('418023');
  });

  it('when another member opens it, answers 404; without a session, 401', async () => {
    const { t, token: other } = await loggedIn(PERSONAS.juanCarlos);
    expect((await t.get(`/api/vouchers/101`, other)).status).toBe(404);
    expect((await t.api().get('/api/vouchers/101')).status).toBe(401);
  });

  it('when an incorporation is shown, the joining fee is its own line', async () => {
    const body = duesBody({
      tipo_pago: 'incorporacion',
      numero_cuotas: 3,
      valor: INCORPORATION + 3 * REGULAR_DUES,
    });
    const { t, token, purchase } = await paid(PERSONAS.camila, DUES, body);
    const res = await t.get(`/api/vouchers/${purchase.id}`, token);
    expect(res.text).toContain('Cuota de incorporación');
    expect(res.text).toContain(formatMoney(INCORPORATION + 3 * REGULAR_DUES));
  });
});

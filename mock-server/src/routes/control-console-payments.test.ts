// The console holds approvals for 'Confirmar' / 'Rechazar' (no race with the confirmation delay),
// shows the ledger as a page with its actions, and describes the personas from the live state.
import { describe, expect, it } from 'vitest';
import { makeApp, PERSONAS, postConsoleForm } from '../test/harness';
import { advance, duesBody, payWith, startDues, VISA } from '../test/payments';

type T = ReturnType<typeof makeApp>;

async function post(t: T, path: string, fields: Record<string, string> = {}) {
  const location = await postConsoleForm(t, path, fields);
  // The console the form sends back to, with its notice.
  return (await t.api().get(location.split('#')[0]!)).text;
}

const consoleText = async (t: T) => (await t.api().get('/__mock')).text;

describe('the console holds approvals for Confirmar', () => {
  it('when held, an approved payment stays in confirmation past the delay; released, it is confirmed after the delay', async () => {
    const t = makeApp(undefined, { confirmDelayMs: 4000 });
    await post(t, 'confirmation', { retener: '1' });
    expect(await consoleText(t)).toContain('<strong>Retenidos:</strong>');
    const token = await t.tokenFor(PERSONAS.juanCarlos);
    const { start, purchase } = await startDues(t, token);
    await payWith(t, start.ws_token, VISA);
    advance(t, 60_000);
    expect((await t.get(`/api/payments/info/${purchase.id}`, token)).body.main_payment.estado).toBe(1);
    const page = await consoleText(t);
    expect(page).toContain(`aria-label="Confirmar compra ${purchase.id}"`);
    // The switch for every approval is set apart, after the payments, and reads as no 'Confirmar'.
    const own = page.indexOf(`aria-label="Confirmar compra ${purchase.id}"`);
    const toggle = page.indexOf('Dejar de retener: todos se confirman solos');
    expect(toggle).toBeGreaterThan(own);
    expect(page.slice(page.indexOf('class="switch"'))).toContain('Dejar de retener');
    expect(page).not.toMatch(/<button[^>]*>Confirmar solos/);

    await post(t, 'confirmation', { retener: '0' });
    expect(t.app.deps.config.confirmDelayMs).toBe(4000);
    advance(t, 4000);
    expect((await t.get(`/api/payments/info/${purchase.id}`, token)).body.main_payment.estado).toBe(2);
  });
});

describe('the ledger page', () => {
  it('lists every purchase in words, with Confirmar and Rechazar only on the open ones', async () => {
    const t = makeApp();
    const token = await t.tokenFor(PERSONAS.mariaJose);
    const charge = await t.post(
      '/api/payments/transbank/oneclick/authorize/cuota',
      token,
      duesBody({ metodo_pago: 'oneclick' }),
    );
    const page = await t.api().get('/__mock/libro');
    expect(page.status).toBe(200);
    expect(page.type).toBe('text/html');
    const row = (id: number) =>
      new RegExp(`<tr><td data-label="Compra">${id}</td>[^]*?</tr>`).exec(page.text)?.[0] ?? '';
    const open = row(charge.body.id_compra);
    expect(open).toContain('María José Pérez Soto');
    expect(open).toContain('cuotas, Oneclick');
    expect(open).toContain('en confirmación');
    expect(open).toContain('Confirmar compra');
    expect(row(101)).toContain('pagada');
    expect(row(101)).not.toContain('<button');
  });
});

describe('persona blurbs', () => {
  it('when Juan enrols a card and starts paying, his blurb says so instead of the fixture’s "sin tarjeta guardada"', async () => {
    const t = makeApp();
    const blurb = async () =>
      /<h3>Juan Carlos[^<]*<span[^>]*>[^<]*<\/span><\/h3><p>([^<]*)<\/p>/.exec(await consoleText(t))![1]!;
    expect(await blurb()).toBe('3 cuotas pendientes; sin tarjeta guardada.');
    t.store.state.cards.push({
      memberId: 4,
      tbk_user: 'u',
      card_type: 'Visa',
      card_number: 'XXXXXXXXXXXX6623',
    });
    const token = await t.tokenFor(PERSONAS.juanCarlos);
    await startDues(t, token);
    expect(await blurb()).toMatch(
      /^3 cuotas pendientes; VISA ····6623 guardada; Nº de compra \d+ en curso en Webpay\.$/,
    );
  });
});

describe('reset and the moved clock', () => {
  it('when the clock goes back before purchases in the ledger, the console says so, and a reset leaves none dated after today', async () => {
    const t = makeApp();
    t.clock.set('2026-12-21T12:00:00-03:00');
    await post(t, 'reset');
    const notice = await post(t, 'clock', { mover: 'fecha', fecha: '2022-11-01' });
    expect(notice).toMatch(/compra\(s\) quedaron con fecha posterior a hoy/);
    await post(t, 'reset');
    const today = t.clock.today();
    expect(t.store.state.purchases.filter((p) => p.fecha > today)).toEqual([]);
  });
});

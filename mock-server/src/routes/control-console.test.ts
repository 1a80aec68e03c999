// The console's forms answer bad input on the console itself (never a 500), its one-time login
// links work once, and GET /health says what the SPA's DEMO badge reads.
import { describe, expect, it } from 'vitest';
import { makeApp, PERSONAS, postConsoleForm } from '../test/harness';
import { REGULAR_DUES } from '../test/payments';

type T = ReturnType<typeof makeApp>;

async function post(t: T, path: string, fields: Record<string, string>) {
  const location = await postConsoleForm(t, path, fields);
  if (!location.startsWith('/__mock?aviso=')) return { location, notice: '' };
  const back = await t.api().get(location.split('#')[0]!);
  return { location, notice: /<div id="aviso"[^]*?<\/div>/.exec(back.text)?.[0] ?? '' };
}

describe('demo console forms', () => {
  it.each([
    [{ failPercent: '250', latencyMs: '0' }],
    [{ failPercent: 'mucho', latencyMs: '0' }],
    [{ failPercent: '10', latencyMs: '-5' }],
  ])('fault drill %j is refused with a message, and nothing changes', async (fields) => {
    const t = makeApp();
    const res = await post(t, 'faults', fields);
    expect(res.notice).toContain('Usa un porcentaje de 0 a 100');
    expect(t.app.deps.config.failRate).toBe(0);
  });

  it("a response-shape mode (MOCK_SHAPES) is set with the drill, refused when unknown, and 'Quitar fallas' ends it", async () => {
    const t = makeApp();
    const set = await post(t, 'faults', { failPercent: '0', latencyMs: '0', shapes: 'strings' });
    expect(set.notice).toContain('respuestas: strings');
    expect((await t.api().get('/api/socios/total')).body).toEqual({ total: expect.any(String) });
    const bogus = await post(t, 'faults', { failPercent: '0', latencyMs: '0', shapes: 'xml' });
    expect(bogus.notice).toContain('Fallas no aplicadas');
    expect(t.app.deps.config.shapes).toBe('strings');
    await post(t, 'faults', { quitar: '1' });
    expect(t.app.deps.config.shapes).toBe('none');
  });

  it("'Simular fallas' offers the spec's fields only, and the fake API then answers with them", async () => {
    const t = makeApp();
    const page = await t.api().get('/__mock').expect(200);
    expect(page.text).toContain('<option value="spec"');
    const set = await post(t, 'faults', { failPercent: '0', latencyMs: '0', shapes: 'spec' });
    expect(set.notice).toContain('respuestas: spec');
    const token = await t.tokenFor(PERSONAS.juanCarlos);
    const values = await t.get('/api/cuotas/valores?numero_cuotas=3', token);
    expect(values.body).toEqual({ total_old: 0, total_current: 3 * REGULAR_DUES });
  });

  it.each(['2026-02-30', 'mañana', '', '1850-01-01'])(
    'a date %j is refused with a message',
    async (fecha) => {
      const t = makeApp();
      const before = t.clock.nowMs();
      const res = await post(t, 'clock', { mover: 'fecha', fecha });
      expect(res.notice).toContain('Fecha no válida');
      expect(t.clock.nowMs()).toBe(before);
    },
  );

  it("'+1 mes' on 31 January lands on the last day of February", async () => {
    const t = makeApp('2027-01-31T12:00:00-03:00');
    const res = await post(t, 'clock', { mover: 'mes' });
    expect(t.clock.today()).toBe('2027-02-28');
    expect(res.notice).toContain('Reloj: domingo, 28 de febrero de 2027, 12:00');
  });

  it("when the clock was moved, 'Volver al inicio de la demo' brings it back to where the demo started", async () => {
    const t = makeApp();
    const start = t.clock.nowMs();
    await post(t, 'clock', { mover: 'mes' });
    const res = await post(t, 'clock', { mover: 'inicio' });
    expect(t.clock.nowMs()).toBe(start);
    expect(res.notice).toContain('Reloj: sábado, 21 de noviembre de 2026, 12:00');
    expect(res.notice).toContain('De vuelta al inicio de la demo.');
    const page = (await t.api().get('/__mock')).text;
    expect(page).toContain('Inicio de la demo: sábado, 21 de noviembre de 2026, 12:00.');
  });

  it("when the clock was moved, 'Restablecer datos' restores the demo's start, the clock included", async () => {
    const t = makeApp();
    const start = t.clock.today();
    await post(t, 'clock', { mover: 'mes' });
    await post(t, 'clock', { mover: 'dia' });
    const res = await post(t, 'reset', {});
    expect(t.clock.today()).toBe(start);
    expect(res.notice).toContain('Reloj al inicio de la demo: sábado, 21 de noviembre de 2026, 12:00.');
    // The personas are seeded against the start again: Juan Carlos owes his 3 dues, not 4.
    const token = await t.tokenFor(PERSONAS.juanCarlos);
    expect((await t.get('/api/socios/profile/info-cuotas', token)).body.cuotas_pendientes).toBe(3);
  });

  it('when the page opens, a jump list leads to each of its sections', async () => {
    const page = (await makeApp().api().get('/__mock')).text;
    const nav = /<nav class="jumps" aria-label="Secciones de la consola">[^]*?<\/nav>/.exec(page)![0];
    const targets = [...nav.matchAll(/href="#([\w-]+)"/g)].map((m) => m[1]!);
    expect(targets).toContain('pagos');
    for (const id of targets) expect(page).toContain(`id="${id}"`);
    // Every section but the closing links is in the list, in the page's order.
    const sections = [...page.matchAll(/<h2 id="([\w-]+)"/g)].map((m) => m[1]!).filter((id) => id !== 'mas');
    expect(targets).toEqual(sections);
  });

  it("moving the clock from the console keeps the members' open sessions (the demo's member tab stays logged in)", async () => {
    const t = makeApp();
    const token = await t.tokenFor(PERSONAS.mariaJose);
    const res = await post(t, 'clock', { mover: 'mes' });
    expect(res.notice).toContain('Las sesiones abiertas siguen abiertas.');
    expect((await t.get('/api/socios/profile', token)).status).toBe(200);
    await post(t, 'clock', { mover: 'fecha', fecha: '2027-06-01' });
    expect((await t.get('/api/socios/profile', token)).status).toBe(200);
    // Real time still ends them: 13 hours on, past the absolute expiry.
    t.clock.set(new Date(t.clock.nowMs() + 13 * 3600_000).toISOString());
    expect((await t.get('/api/socios/profile', token)).status).toBe(401);
  });

  it("'Entrar como' gives a link that opens a session once, and never for a member who cannot log in", async () => {
    const t = makeApp();
    const res = await post(t, 'login-as', { rut: '15.678.234-3' });
    const link = res.location;
    expect(link).toMatch(/^\/__mock\/login-as\/[\w-]{32}$/);
    const page = await t.api().get(link);
    expect(page.status).toBe(200);
    const data = JSON.parse(
      /<script type="application\/json" id="session">(.*?)<\/script>/.exec(page.text)![1]!,
    );
    expect(data).toMatchObject({ next: '/dashboard', user: { rut: PERSONAS.juanCarlos } });
    const me = await t.api().get('/api/socios/profile').set('Authorization', `Bearer ${data.token}`);
    expect(me.body.data.rut).toBe(PERSONAS.juanCarlos);
    expect((await t.api().get(link)).status).toBe(410);
    const diego = await post(t, 'login-as', { rut: PERSONAS.diego });
    expect(diego.notice).toContain('No se puede entrar como esa persona');
  });

  it("'Rechazar' on a purchase that is not open says why", async () => {
    const t = makeApp();
    const paid = t.store.state.purchases.find((p) => p.estado === 2)!;
    const res = await post(t, `payments/${paid.id}/reject`, {});
    expect(res.notice).toContain('Solo se rechaza un pago en curso o en confirmación.');
    expect(paid.estado).toBe(2);
  });
});

describe('GET /health', () => {
  it('answers ok with the clock and whether the control room is on', async () => {
    const on = await makeApp().api().get('/health');
    expect(on.body).toEqual({
      status: 'ok',
      now: '2026-11-21T15:00:00.000Z',
      today: '2026-11-21',
      frozen: true,
      control: true,
    });
    const off = await makeApp(undefined, { control: false }).api().get('/api/health');
    expect(off.body).toMatchObject({ status: 'ok', control: false });
  });

  it('no answer asks browsers to upgrade to https (the demo on a LAN is plain http)', async () => {
    const res = await makeApp().api().get('/health');
    expect(res.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
  });
});

import { describe, it, expect } from 'vitest';
import { makeApp, PERSONAS } from '../test/harness';

describe('/__mock control room', () => {
  it('GET /outbox answers JSON newest first to scripts, with each mail’s links', async () => {
    const { api } = makeApp();
    await api().post('/api/socios/account/password/send-recover-link').send({ rut: PERSONAS.juanCarlos });
    await api().post('/api/socios/account/password/send-recover-link').send({ rut: PERSONAS.mariaJose });
    const res = await api().get('/__mock/outbox').set('Accept', 'application/json');
    expect(res.body.map((m: { to: string }) => m.to)).toEqual([
      'maria.jose@example.cl',
      'juan.carlos@example.cl',
    ]);
    expect(res.body[0].links[0].href).toMatch(/reset-password\?token=/);
    const filtered = await api()
      .get('/__mock/outbox?to=juan.carlos@example.cl')
      .set('Accept', 'application/json');
    expect(filtered.body).toHaveLength(1);
  });

  it('GET /outbox answers a readable page with clickable, escaped links to a browser', async () => {
    const { api, store, clock } = makeApp();
    await api().post('/api/socios/account/password/send-recover-link').send({ rut: PERSONAS.mariaJose });
    store.state.outbox.push({
      id: 9999,
      to: 'x@example.cl',
      subject: '<script>alert(1)</script>',
      text: 'a & b',
      links: [],
      sentAt: clock.now().toISOString(),
    });
    const res = await api().get('/__mock/outbox').set('Accept', 'text/html,application/json;q=0.9');
    expect(res.type).toBe('text/html');
    expect(res.text).toMatch(
      /<a href="http:\/\/localhost:5173\/password\/reset-password\?token=[0-9a-f]{64}">/,
    );
    expect(res.text).toContain('&lt;script&gt;');
    expect(res.text).not.toContain('<script>alert');
    expect(res.text.indexOf('x@example.cl')).toBeLessThan(res.text.indexOf('maria.jose@example.cl'));
    // When it was sent, in the portal's words (docs/style-guide.md), not an ISO timestamp.
    expect(res.text).toContain('Para: x@example.cl · 21 de noviembre de 2026, 12:00');
    expect(res.text).not.toMatch(/\d{4}-\d{2}-\d{2}T/);
  });

  it('GET /outbox pages a long outbox 50 at a time for a person, newest first', async () => {
    const { api, store, clock } = makeApp();
    for (let id = 1; id <= 120; id++)
      store.state.outbox.push({
        id,
        to: `socio${id}@example.cl`,
        subject: `Correo ${id}`,
        text: '',
        links: [],
        sentAt: clock.now().toISOString(),
      });
    const first = await api().get('/__mock/outbox').set('Accept', 'text/html');
    expect(first.text).toContain('Página 1 de 3');
    expect(first.text).toContain('Correo 120<');
    expect(first.text).not.toContain('Correo 70<');
    expect(first.text).toContain('href="?pagina=2"');
    const last = await api().get('/__mock/outbox?pagina=3').set('Accept', 'text/html');
    expect(last.text).toContain('Correo 1<');
    expect(last.text).not.toContain('Anteriores');
    expect((await api().get('/__mock/outbox?pagina=abc').set('Accept', 'text/html')).status).toBe(422);
    const json = await api().get('/__mock/outbox').set('Accept', 'application/json');
    expect(json.body).toHaveLength(120);
  });

  it('POST /reset restores the fixtures and empties the outbox', async () => {
    const { api, store } = makeApp();
    store.memberByRut(PERSONAS.juanCarlos)!.al_dia_hasta = '2030-01';
    await api().post('/api/socios/account/password/send-recover-link').send({ rut: PERSONAS.mariaJose });
    const res = await api().post('/__mock/reset');
    expect(res.status).toBe(200);
    expect(store.memberByRut(PERSONAS.juanCarlos)!.al_dia_hasta).toBe('2026-08');
    expect(store.state.outbox).toHaveLength(0);
  });

  it('GET|POST /clock reads, pins and unpins the clock', async () => {
    const { api, clock } = makeApp();
    expect((await api().get('/__mock/clock')).body).toMatchObject({ today: '2026-11-21', pinned: true });
    const set = await api().post('/__mock/clock').send({ now: '2027-01-03T10:00:00-03:00' });
    expect(set.body).toMatchObject({ today: '2027-01-03', pinned: true });
    expect(clock.month()).toBe('2027-01');
    const free = await api().post('/__mock/clock').send({ now: null });
    expect(free.body.pinned).toBe(false);
    expect(clock.pinned()).toBe(false);
  });

  it.each([[{ now: 'mañana' }], [{}], [{ now: 3 }]])('POST /clock with %j answers 422', async (body) => {
    const { api } = makeApp();
    const res = await api().post('/__mock/clock').send(body);
    expect(res.status).toBe(422);
    expect(res.body.errors.now).toHaveLength(1);
  });

  it('GET /personas lists the demo accounts with formatted RUT, name, password and what each shows', async () => {
    const { api } = makeApp();
    const res = await api().get('/__mock/personas').set('Accept', 'application/json');
    expect(res.body).toHaveLength(9);
    expect(res.body[0]).toEqual({
      rut: '12.345.678-5',
      nombre: 'María José Pérez Soto',
      password: 'socio1234',
      muestra: expect.stringContaining('Al día'),
    });
    expect(res.body.map((p: { rut: string }) => p.rut)).toContain('8.765.432-K');
    const html = await api().get('/__mock/personas').set('Accept', 'text/html');
    expect(html.text).toContain('<td>9.876.543-3</td>');
  });

  it('when MOCK_CONTROL is off, the control room does not exist', async () => {
    const { api } = makeApp(undefined, { control: false });
    expect((await api().post('/__mock/reset')).status).toBe(404);
    expect((await api().get('/__mock/outbox')).status).toBe(404);
  });
});

describe('POST /__mock/faults', () => {
  it('when a fault drill is set, API calls fail at that rate, and a reset restores the started settings', async () => {
    const { api } = makeApp();
    const set = await api().post('/__mock/faults').send({ failRate: 1, latencyMs: 0 });
    expect(set.body).toMatchObject({ failRate: 1, latencyMs: 0, shapes: 'none' });
    expect((await api().get('/api/socios/total')).status).toBe(500);
    await api().post('/__mock/reset');
    expect((await api().get('/api/socios/total')).status).toBe(200);
  });

  it('the confirmation delay is set at run time (-1: by hand only), and a reset restores the started one', async () => {
    const { api } = makeApp(undefined, { confirmDelayMs: 0 });
    const set = await api().post('/__mock/faults').send({ confirmDelayMs: -1 });
    expect(set.body).toMatchObject({ confirmDelayMs: -1 });
    await api().post('/__mock/reset');
    expect((await api().post('/__mock/faults').send({})).body).toMatchObject({ confirmDelayMs: 0 });
    expect((await api().post('/__mock/faults').send({ confirmDelayMs: -2 })).status).toBe(422);
  });

  it('when the rate is out of range, answers 422', async () => {
    const { api } = makeApp();
    expect((await api().post('/__mock/faults').send({ failRate: 2 })).status).toBe(422);
  });
});

import { describe, expect, it } from 'vitest';
import { makeApp, PERSONAS } from '../test/harness';
import { lastMailTo, linkPath } from '../test/mail';
import {
  RESEND_LIMITS,
  RESEND_MAILBOX_LIMIT,
  TOO_MANY_RESENDS,
  VALIDATION_RESENT,
} from '../domain/registration';

const DIEGO_EMAIL = 'diego.morales@example.cl';
const resend = (t: ReturnType<typeof makeApp>, rut: string) =>
  t.api().post('/api/socios/email/resend-validation').send({ rut });

describe('POST /api/socios/email/resend-validation', () => {
  it('sends Diego a new validation link that validates his e-mail, so he can log in', async () => {
    const t = makeApp();
    const res = await resend(t, '16.171.819-K');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: true, data: VALIDATION_RESENT });
    const mail = lastMailTo(t.store, DIEGO_EMAIL);
    expect(mail.subject).toBe('Valida tu correo electrónico');
    expect((await t.api().get(linkPath(mail.links[0]!.href))).status).toBe(302);
    const login = await t
      .api()
      .post('/api/socios/login')
      .send({ rut: PERSONAS.diego, password: 'socio1234' });
    expect(login.body.flag).toBe(true);
  });

  it('answers the same for a validated member and for nobody, and sends them nothing', async () => {
    const t = makeApp();
    const before = t.store.state.outbox.length;
    for (const rut of [PERSONAS.mariaJose, '11111111-1'])
      expect((await resend(t, rut)).body).toEqual({ status: true, data: VALIDATION_RESENT });
    expect(t.store.state.outbox.length).toBe(before);
  });

  it('is limited per RUT and per address, and a mailbox gets no more than its share', async () => {
    const t = makeApp();
    for (let i = 0; i < RESEND_LIMITS.perRut; i++) expect((await resend(t, PERSONAS.diego)).status).toBe(200);
    const refused = await resend(t, PERSONAS.diego);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(TOO_MANY_RESENDS);
    expect(t.store.state.outbox.filter((m) => m.to === DIEGO_EMAIL).length).toBeLessThanOrEqual(
      RESEND_MAILBOX_LIMIT,
    );
    // Across RUTs from one address (a list being tried): refused past its own limit.
    const u = makeApp();
    const ruts = Array.from({ length: RESEND_LIMITS.perSource }, (_, i) => `${10_000_000 + i}-${i % 10}`);
    for (const rut of ruts) expect((await resend(u, rut)).status).toBe(200);
    expect((await resend(u, '20000000-0')).status).toBe(429);
  });
});

// E-mail cannot be used as a weapon through the club: at most 3 invitations per invitee a day and
// 3 recovery e-mails per RUT an hour (then 429 in Spanish, nothing sent); the invitation's subject
// is fixed text; opening its link accepts nothing; the invited member can leave the guardianship.
import { describe, expect, it } from 'vitest';
import { makeApp, PERSONAS, loggedIn } from '../test/harness';
import { bearer, lastMailTo, linkPath } from '../test/mail';
import { advance } from '../test/payments';
import * as associates from '../domain/associates';
import { TOO_MANY_RECOVERIES } from '../domain/password-recovery';
import { DAY_MS, HOUR_MS } from '../domain/mail-quota';

const JUAN_EMAIL = 'juan.carlos@example.cl';

describe('invitation e-mails', () => {
  it('when one invitee is invited a 4th time within a day (by anyone), answers 429 in Spanish and sends nothing; the next day it works', async () => {
    const { t, token: maria } = await loggedIn(PERSONAS.mariaJose);
    const pedro = await t.tokenFor(PERSONAS.pedro);
    const invite = (token: string) =>
      t.post('/api/socios/account/invite_associated', token, { rut: PERSONAS.juanCarlos });
    for (const token of [maria, pedro, maria]) expect((await invite(token)).status).toBe(200);
    const fourth = await invite(pedro);
    expect(fourth.status).toBe(429);
    expect(fourth.body).toEqual({ message: associates.TOO_MANY_INVITATIONS });
    expect(t.store.state.outbox.filter((m) => m.to === JUAN_EMAIL)).toHaveLength(3);
    advance(t, DAY_MS);
    const maria2 = await t.tokenFor(PERSONAS.mariaJose);
    expect((await invite(maria2)).status).toBe(200);
  });

  it("the subject is fixed text; the inviter's name is only in the body", async () => {
    const t = makeApp();
    t.store.memberByRut(PERSONAS.mariaJose)!.nombre = 'Ganaste un premio <b>';
    const maria = await t.tokenFor(PERSONAS.mariaJose);
    await t.post('/api/socios/account/invite_associated', maria, { rut: PERSONAS.juanCarlos });
    const mail = lastMailTo(t.store, JUAN_EMAIL);
    expect(mail.subject).toBe(associates.INVITATION_SUBJECT);
    expect(mail.text).toContain('Ganaste un premio');
    const page = await t.api().get(linkPath(mail.links[0]!.href));
    expect(page.text).toContain('Ganaste un premio &lt;b&gt;');
    expect(page.text).not.toContain('premio <b>');
  });

  it('opening the link (GET, as a mail scanner does) accepts nothing, however often', async () => {
    const { t, token: maria } = await loggedIn(PERSONAS.mariaJose);
    await t.post('/api/socios/account/invite_associated', maria, { rut: PERSONAS.juanCarlos });
    const link = linkPath(lastMailTo(t.store, JUAN_EMAIL).links[0]!.href);
    for (let i = 0; i < 3; i++) expect((await t.api().get(link)).status).toBe(200);
    expect(t.store.memberByRut(PERSONAS.juanCarlos)!.guardianId).toBeNull();
  });
});

describe('recovery e-mails', () => {
  it('when a 4th recovery e-mail for one RUT is asked within an hour, answers 429 in Spanish and sends nothing; an hour later it works', async () => {
    const t = makeApp();
    const ask = () =>
      t.api().post('/api/socios/account/password/send-recover-link').send({ rut: '15.678.234-3' });
    for (let i = 0; i < 3; i++) expect((await ask()).body.status).toBe(true);
    const fourth = await ask();
    expect(fourth.status).toBe(429);
    expect(fourth.body).toEqual({ message: TOO_MANY_RECOVERIES });
    expect(t.store.state.outbox.filter((m) => m.to === JUAN_EMAIL)).toHaveLength(3);
    advance(t, HOUR_MS);
    expect((await ask()).status).toBe(200);
  });
});

describe('POST socios/account/associated/leave', () => {
  it('when Tomás (in María José’s care) leaves, he is no longer hers and GET socios/account/guardian says null', async () => {
    const t = makeApp();
    const tomas = t.store.memberByRut('214365871')!;
    tomas.emailValidated = true;
    const token = await t.tokenFor(tomas.rut);
    expect((await t.get('/api/socios/account/guardian', token)).body).toEqual({
      data: { nombre_completo: 'María José Pérez Soto' },
    });
    const res = await t.api().post('/api/socios/account/associated/leave').set(bearer(token));
    expect(res.body).toEqual({ status: true, data: associates.LEFT_GUARDIANSHIP });
    expect(tomas.guardianId).toBeNull();
    expect((await t.get('/api/socios/account/guardian', token)).body).toEqual({
      data: null,
    });
    const maria = await t.tokenFor(PERSONAS.mariaJose);
    const list = await t.get('/api/socios/account/associated', maria);
    expect(list.body.data.map((a: { id: number }) => a.id)).not.toContain(tomas.id);
    const again = await t.api().post('/api/socios/account/associated/leave').set(bearer(token));
    expect(again.status).toBe(404);
    expect(again.body.message).toBe(associates.NO_GUARDIAN);
  });
});

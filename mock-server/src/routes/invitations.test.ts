// GET socios/account/invitations (family paths): what a member sent and is still waiting
// for — one row per invitee with the day it was sent; accepted, expired or no-longer-possible ones drop out.
import { describe, expect, it } from 'vitest';
import { makeApp, PERSONAS, loggedIn } from '../test/harness';
import { bearer, lastMailTo, linkPath } from '../test/mail';
import { advance } from '../test/payments';
import { DAY_MS } from '../domain/mail-quota';
import { sentInvitations } from '../../../web/src/api/contract';

const JUAN_EMAIL = 'juan.carlos@example.cl';

describe('GET socios/account/invitations', () => {
  it('lists each invitee once with the day of the newest invitation, newest first, until accepted', async () => {
    const t = makeApp();
    // A fresh session each time: a day passes between steps (sessions idle out after 2 h).
    const list = async () => {
      const maria = await t.tokenFor(PERSONAS.mariaJose);
      const res = await t.get('/api/socios/account/invitations', maria);
      expect(res.status).toBe(200);
      return sentInvitations.parse(res.body).data;
    };
    expect(await list()).toEqual([]);
    const invite = async (rut: string) =>
      t
        .api()
        .post('/api/socios/account/invite_associated')
        .set(bearer(await t.tokenFor(PERSONAS.mariaJose)))
        .send({ rut });
    await invite(PERSONAS.juanCarlos);
    advance(t, DAY_MS);
    await invite(PERSONAS.roberto);
    await invite(PERSONAS.juanCarlos);
    expect(await list()).toEqual([
      { rut: '156782343', nombre_completo: 'Juan Carlos González Muñoz', fecha: '2026-11-22' },
      { rut: '8765432K', nombre_completo: 'Roberto Díaz Fuentes', fecha: '2026-11-22' },
    ]);

    // Juan Carlos accepts (the confirmation page's POST): he is no longer waited for.
    const href = lastMailTo(t.store, JUAN_EMAIL)!.links[0]!.href;
    expect((await t.api().post(linkPath(href))).status).toBe(303);
    expect((await list()).map((i) => i.rut)).toEqual(['8765432K']);

    // A week later Roberto's link expired: nothing left to wait for.
    advance(t, 7 * DAY_MS);
    expect(await list()).toEqual([]);
  });

  it('shows only the asking member’s own invitations, and needs a session', async () => {
    const { t, token: maria } = await loggedIn(PERSONAS.mariaJose);
    await t.post('/api/socios/account/invite_associated', maria, { rut: PERSONAS.juanCarlos });
    const pedro = await t.tokenFor(PERSONAS.pedro);
    const res = await t.get('/api/socios/account/invitations', pedro);
    expect(res.body).toEqual({ data: [] });
    expect((await t.api().get('/api/socios/account/invitations')).status).toBe(401);
  });
});

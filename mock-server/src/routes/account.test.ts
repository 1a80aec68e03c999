import { NAME_LOOKUP_LIMIT, NO_INVITABLE_MEMBER, TOO_MANY_NAME_LOOKUPS } from '../domain/member-names';
import { describe, it, expect } from 'vitest';
import { makeApp, PERSONAS, itAnswers401Without } from '../test/harness';
import { bearer, lastMailTo, linkPath } from '../test/mail';
import * as associates from '../domain/associates';
import { bracketFees } from '../../../web/src/domain/fee-schedule';

const ACCEPTED = 'http://localhost:5173/my-account?menu=associate-accounts&invitation_accepted=true';
const JUAN_CARLOS_EMAIL = 'juan.carlos@example.cl';

async function as(rut: string) {
  const h = makeApp();
  const token = await h.tokenFor(rut);
  return { ...h, token };
}

describe('associated accounts', () => {
  it('lists María José’s two accounts with their paid-up date and dues value', async () => {
    const { api, token } = await as(PERSONAS.mariaJose);
    const res = await api().get('/api/socios/account/associated').set(bearer(token));
    expect(res.body).toEqual({
      data: [
        {
          id: 2,
          nombre_completo: 'Tomás Muñoz Pérez',
          rut: '214365871',
          al_dia_hasta: '2026-08',
          valor_cuota: bracketFees('child').dues,
        },
        {
          id: 3,
          nombre_completo: 'Sofía Muñoz Pérez',
          rut: '223344550',
          al_dia_hasta: null,
          valor_cuota: bracketFees('youth').dues,
        },
      ],
    });
  });

  it('when María José invites Juan Carlos and he accepts from the e-mail, he is listed', async () => {
    const { api, token, store, post } = await as(PERSONAS.mariaJose);
    const res = await post('/api/socios/account/invite_associated', token, { rut: '15.678.234-3' });
    expect(res.body).toEqual({ status: true, data: associates.INVITATION_SENT });
    const href = lastMailTo(store, JUAN_CARLOS_EMAIL).links[0]!.href;
    expect(href).toMatch(/\/api\/socios\/account\/associated\/accept\/[0-9a-f]{64}$/);

    // Opening the link (a mail scanner does too) only shows the page; its button accepts.
    const page = await api().get(linkPath(href));
    expect(page.status).toBe(200);
    expect(page.text).toContain('Aceptar invitación');
    expect(store.memberByRut(PERSONAS.juanCarlos)!.guardianId).toBeNull();
    const accept = await api().post(linkPath(href)).type('form').send({});
    expect(accept.status).toBe(303);
    expect(accept.headers.location).toBe(ACCEPTED);
    const list = await api().get('/api/socios/account/associated').set(bearer(token));
    expect(list.body.data.map((a: { id: number }) => a.id)).toEqual([2, 3, 4]);

    const twice = await api().post(linkPath(href)).type('form').send({});
    expect(twice.headers.location).toMatch(/invitation_accepted=false$/);
    const reopened = await api().get(linkPath(href));
    expect(reopened.headers.location).toMatch(/invitation_accepted=false$/);
  });

  it('when the invitation is older than 7 days, the link no longer associates', async () => {
    const { api, token, store, clock, post } = await as(PERSONAS.mariaJose);
    await post('/api/socios/account/invite_associated', token, { rut: PERSONAS.juanCarlos });
    clock.set(new Date(clock.nowMs() + associates.INVITATION_TTL_MS).toISOString());
    const accept = await api()
      .post(linkPath(lastMailTo(store, JUAN_CARLOS_EMAIL).links[0]!.href))
      .type('form')
      .send({});
    expect(accept.headers.location).toMatch(/invitation_accepted=false$/);
    expect(store.memberByRut(PERSONAS.juanCarlos)!.guardianId).toBeNull();
  });

  it('when another member associated the invitee meanwhile, the older invitation fails', async () => {
    const h = makeApp();
    const maria = await h.tokenFor(PERSONAS.mariaJose);
    const roberto = await h.tokenFor(PERSONAS.roberto);
    await h.post('/api/socios/account/invite_associated', maria, { rut: PERSONAS.pedro });
    const first = lastMailTo(h.store, 'pedro.rojas@example.cl').links[0]!.href;
    await h.post('/api/socios/account/invite_associated', roberto, { rut: PERSONAS.pedro });
    const second = lastMailTo(h.store, 'pedro.rojas@example.cl').links[0]!.href;
    const accept = (href: string) => h.api().post(linkPath(href)).type('form').send({});
    expect((await accept(second)).headers.location).toBe(ACCEPTED);
    expect((await accept(first)).headers.location).toMatch(/invitation_accepted=false$/);
    expect(h.store.memberByRut(PERSONAS.pedro)!.guardianId).toBe(6);
  });

  it.each([
    ['not a member', '11.111.111-1', associates.NOT_A_MEMBER],
    ['herself', PERSONAS.mariaJose, associates.NOT_YOURSELF],
    ['already hers', '21436587-1', associates.ALREADY_YOURS],
    ['malformed', '12-3', 'Rut no válido'],
    ['empty', '', 'Este campo es obligatorio.'],
  ])('when the RUT is %s, answers 422 with message and errors.rut', async (_what, rut, message) => {
    const { api, token, store } = await as(PERSONAS.mariaJose);
    const res = await api().post('/api/socios/account/invite_associated').set(bearer(token)).send({ rut });
    expect(res.status).toBe(422);
    expect(res.body.errors.rut).toContain(message);
    expect(store.state.outbox).toHaveLength(0);
  });

  it('when the RUT is not a member, the message itself says so (the SPA shows message)', async () => {
    const { token, post } = await as(PERSONAS.mariaJose);
    const res = await post('/api/socios/account/invite_associated', token, { rut: '111111111' });
    expect(res.body).toEqual({
      message: associates.NOT_A_MEMBER,
      errors: { rut: [associates.NOT_A_MEMBER] },
    });
  });

  it('when the account is associated to someone else, or manages the inviter, it cannot be invited', async () => {
    const { tokenFor, post } = makeApp();
    const juan = await tokenFor(PERSONAS.juanCarlos);
    const other = await post('/api/socios/account/invite_associated', juan, { rut: '214365871' });
    expect(other.body.errors.rut).toEqual([associates.ALREADY_ASSOCIATED]);
    const tomas = await tokenFor('214365871');
    const guardian = await post('/api/socios/account/invite_associated', tomas, { rut: PERSONAS.mariaJose });
    expect(guardian.body.errors.rut).toEqual([associates.YOUR_GUARDIAN]);
  });

  it('when María José removes Tomás, he is no longer listed', async () => {
    const { api, token, store, post } = await as(PERSONAS.mariaJose);
    const res = await post('/api/socios/account/delete_associated', token, { user_id: 2 });
    expect(res.body).toEqual({ status: true, data: associates.ASSOCIATE_REMOVED });
    expect(store.memberById(2)!.guardianId).toBeNull();
    const list = await api().get('/api/socios/account/associated').set(bearer(token));
    expect(list.body.data.map((a: { id: number }) => a.id)).toEqual([3]);
  });

  it.each([[4], [1], [999]])('when user_id %s is not one of hers, answers 404', async (user_id) => {
    const { token, post } = await as(PERSONAS.mariaJose);
    const res = await post('/api/socios/account/delete_associated', token, { user_id });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(associates.ASSOCIATE_NOT_FOUND);
  });

  it('when user_id is missing, answers 422', async () => {
    const { api, token } = await as(PERSONAS.mariaJose);
    const res = await api().post('/api/socios/account/delete_associated').set(bearer(token)).send({});
    expect(res.status).toBe(422);
    expect(res.body.errors.user_id).toHaveLength(1);
  });

  itAnswers401Without(
    [
      ['get', '/api/socios/account/associated'],
      ['post', '/api/socios/account/invite_associated'],
      ['post', '/api/socios/account/delete_associated'],
      ['get', '/api/socios/name/123456785'],
    ],
    '%s %s without a token answers 401',
  );
});

describe('GET /api/socios/name/:rut', () => {
  it('when the RUT is a member (formatted or not), answers the full name', async () => {
    const { api, token } = await as(PERSONAS.juanCarlos);
    for (const rut of ['12.345.678-5', '123456785']) {
      const res = await api().get(`/api/socios/name/${rut}`).set(bearer(token));
      expect(res.body).toEqual({ data: { nombre_completo: 'María José Pérez Soto' } });
    }
  });

  it('when no member has it, answers 404; when malformed, 422', async () => {
    const { api, token } = await as(PERSONAS.juanCarlos);
    expect((await api().get('/api/socios/name/111111111').set(bearer(token))).status).toBe(404);
    expect((await api().get('/api/socios/name/12-3').set(bearer(token))).status).toBe(422);
  });

  it("when the member may not invite that RUT (her own, someone else's associate), answers the same 404 as for nobody", async () => {
    const { api, token, store } = await as(PERSONAS.juanCarlos);
    const other = store.state.members.find(
      (m) => m.guardianId !== null && m.guardianId !== store.memberByRut(PERSONAS.juanCarlos)!.id,
    )!;
    const answers = [];
    for (const rut of [PERSONAS.juanCarlos, other.rut, '111111111'])
      answers.push((await api().get(`/api/socios/name/${rut}`).set(bearer(token))).body);
    expect(answers).toEqual(Array(3).fill({ message: NO_INVITABLE_MEMBER }));
  });

  it(`when a member asks for ${NAME_LOOKUP_LIMIT} names within an hour, the next answers 429`, async () => {
    const { api, token } = await as(PERSONAS.juanCarlos);
    for (let i = 0; i < NAME_LOOKUP_LIMIT; i++)
      expect(
        (
          await api()
            .get(`/api/socios/name/${10_000_000 + i}`)
            .set(bearer(token))
        ).status,
      ).toBe(404);
    const res = await api().get('/api/socios/name/123456785').set(bearer(token));
    expect(res.status).toBe(429);
    expect(res.body).toEqual({ message: TOO_MANY_NAME_LOOKUPS });
  });
});

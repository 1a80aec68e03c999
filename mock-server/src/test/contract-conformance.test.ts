// The fake API answers exactly the declared contract (web/src/api/contract): every JSON read of the
// endpoints table, for every persona that can log in, parses with its strict schema — not merely
// tolerated — and so do the answers of the writes driven once below.
import { describe, it, expect, beforeAll } from 'vitest';
import * as z from 'zod/mini';
import { endpoints, type Endpoint } from '../../../web/src/api/contract';
import { formOf, makeApp, PERSONAS, VALID_REGISTRATION } from './harness';

type Api = ReturnType<ReturnType<typeof makeApp>['api']>;

/** Every issue with its path, so a failure says which field is wrong and how. */
const problems = (schema: z.core.$ZodType, body: unknown) => {
  const parsed = z.safeParse(schema, body);
  return parsed.success
    ? []
    : parsed.error.issues.map((i) => `${i.path.join('.') || '(body)'}: ${i.message}`);
};

const expectConforms = (label: string, schema: Endpoint['response'], body: unknown) => {
  if (typeof schema === 'string') throw new Error(`${label} answers ${schema}, not JSON`);
  expect(problems(schema, body), `${label} answered ${JSON.stringify(body).slice(0, 400)}`).toEqual([]);
};

const table = endpoints as Record<string, Endpoint>;
const jsonReads = Object.entries(table).filter(
  (e): e is [string, Endpoint & { response: z.ZodMiniType }] =>
    !!e[1].readOnly && typeof e[1].response !== 'string',
);

interface Context {
  ruts: Record<string, string>;
  /** The persona reading (socios/name answers only for a RUT it may invite: not its own). */
  self: string;
  accounts: number[];
  purchaseId?: number;
}

/** Path values, query and body for each read; a new read without an entry here fails the test. */
const inputs: Record<string, (c: Context) => { params?: Record<string, string>; input?: object } | null> = {
  communes: () => ({ params: { id: '13' } }),
  memberName: (c) => ({ params: { rut: c.self === 'juanCarlos' ? c.ruts.pedro! : c.ruts.juanCarlos! } }),
  duesValues: () => ({ input: { numero_cuotas: 3 } }),
  accountsValues: (c) => ({ input: { numero_cuotas: 3, accounts: c.accounts } }),
  accountsValuesDetail: (c) => ({ input: { numero_cuotas: 3, accounts: c.accounts } }),
  // a persona without purchases has no id to read
  paymentInfo: (c) => (c.purchaseId === undefined ? null : { params: { id: String(c.purchaseId) } }),
};

async function call(api: Api, token: string, e: Endpoint, params = {}, input?: object) {
  const path = e.path.replace(/\{(\w+)\}/g, (_m, k: string) => (params as Record<string, string>)[k] ?? '');
  const url = `/api/${path}`;
  const req = e.method === 'GET' ? api.get(url).query(input ?? {}) : api.post(url).send(input ?? {});
  return req.set('Authorization', `Bearer ${token}`);
}

describe('the fake API answers the declared contract', () => {
  const h = makeApp();
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    for (const [name, rut] of Object.entries(PERSONAS)) {
      const res = await h.api().post('/api/socios/login').send({ rut, password: 'socio1234' });
      expect(res.status, name).toBe(200);
      expectConforms(`login as ${name}`, endpoints.login.response, res.body);
      if (res.body.flag) tokens[name] = res.body.token as string;
    }
  });

  it('covers the reads of the table', () => {
    expect(jsonReads.length).toBeGreaterThan(20);
  });

  it('lets every persona but the unvalidated one log in', () => {
    expect(Object.keys(tokens).sort()).toEqual(
      Object.keys(PERSONAS)
        .filter((n) => n !== 'diego')
        .sort(),
    );
  });

  it.each(Object.keys(PERSONAS).filter((n) => n !== 'diego'))('every JSON read, as %s', async (name) => {
    const api = h.api();
    const token = tokens[name]!;
    const associated = await call(api, token, endpoints.associated);
    const purchases = await call(api, token, endpoints.purchasesHistory);
    const context: Context = {
      ruts: PERSONAS,
      self: name,
      // accounts still owing their incorporation cannot be quoted (SPEC: 'Debe pagar incorporación')
      accounts: (associated.body.data as { id: number; al_dia_hasta: string | null }[])
        .filter((a) => a.al_dia_hasta !== null)
        .map((a) => a.id),
      purchaseId: (purchases.body.data as { id: number }[])[0]?.id,
    };
    for (const [key, e] of jsonReads) {
      const needs = inputs[key];
      if (!needs && /\{/.test(e.path)) throw new Error(`${key}: add its path values to inputs`);
      const given = needs ? needs(context) : {};
      if (given === null) continue;
      const res = await call(api, token, e, given.params, given.input);
      expect(res.status, `${key} as ${name}: ${JSON.stringify(res.body)}`).toBe(200);
      expectConforms(`${key} as ${name}`, e.response, res.body);
    }
  });
});

describe('the answers of the writes driven once conform too', () => {
  const h = makeApp();
  const as = async (rut: string) => {
    const token = await h.tokenFor(rut);
    return (e: Endpoint, input?: object, params?: Record<string, string>) =>
      call(h.api(), token, e, params, input);
  };
  const conforms = async (label: string, e: Endpoint, res: Promise<{ status: number; body: unknown }>) => {
    const { status, body } = await res;
    expect([200, 201], `${label}: ${status} ${JSON.stringify(body)}`).toContain(status);
    expectConforms(label, e.response, body);
    return body as Record<string, unknown>;
  };

  it('registration and password recovery', async () => {
    const res = h.api().post('/api/socios/store').send(VALID_REGISTRATION);
    await conforms('register', endpoints.register, res);
    const link = h.api().post('/api/socios/account/password/send-recover-link').send({ rut: PERSONAS.pedro });
    await conforms('sendRecoverLink', endpoints.sendRecoverLink, link);
  });

  it("a member's own writes", async () => {
    const juan = await as(PERSONAS.juanCarlos);
    // the form as read, with the phone SPEC §6 makes required (Juan Carlos has none)
    const form = { ...formOf((await juan(endpoints.profileData)).body.data), telefono: '221234567' };
    await conforms('updateProfile', endpoints.updateProfile, juan(endpoints.updateProfile, form));
    const names = ((await juan(endpoints.interests)).body.data as { name: string }[]).map((i) => i.name);
    await conforms(
      'setInterests',
      endpoints.setInterests,
      juan(endpoints.setInterests, { interests: names.slice(0, 2) }),
    );
    await conforms('invite', endpoints.invite, juan(endpoints.invite, { rut: PERSONAS.roberto }));
    const quote = (await juan(endpoints.duesValues, { numero_cuotas: 3 })).body as { total: number };
    const pay = { numero_cuotas: 3, tipo_pago: 'cuotas', valor: quote.total, metodo_pago: 'webpay' };
    const started = juan(endpoints.createDuesPayment, { ...pay, buyOrder: 'PS-conformance-1' });
    await conforms('createDuesPayment', endpoints.createDuesPayment, started);
    const enrol = { tipo_pago: 'pago_automatico', return_path: '/pagos/automaticos' };
    await conforms(
      'oneclickSubscribe',
      endpoints.oneclickSubscribe,
      juan(endpoints.oneclickSubscribe, enrol),
    );
    const password = { current_password: 'socio1234', new_password: 'otra-clave-1' };
    await conforms('updatePassword', endpoints.updatePassword, juan(endpoints.updatePassword, password));
    await conforms('logout', endpoints.logout, juan(endpoints.logout));
  });

  it('the saved card, the automatic payment, receipts and associated accounts', async () => {
    const maria = await as(PERSONAS.mariaJose);
    const auto = { numero_cuotas: 1, authorized: true };
    await conforms('saveAutoPayment', endpoints.saveAutoPayment, maria(endpoints.saveAutoPayment, auto));
    const quote = (await maria(endpoints.duesValues, { numero_cuotas: 1 })).body as { total: number };
    const charge = { numero_cuotas: 1, tipo_pago: 'cuotas', valor: quote.total, metodo_pago: 'oneclick' };
    const charged = await conforms(
      'oneclickCharge',
      endpoints.oneclickCharge,
      maria(endpoints.oneclickCharge, { ...charge, buyOrder: 'PS-conformance-2' }),
    );
    expect(charged.status).toBe(true);
    const id = String(charged.id_compra);
    await conforms('receiptLink', endpoints.receiptLink, maria(endpoints.receiptLink, undefined, { id }));
    await conforms(
      'oneclickUnsubscribe',
      endpoints.oneclickUnsubscribe,
      maria(endpoints.oneclickUnsubscribe),
    );
    const accounts = (await maria(endpoints.associated)).body.data as { id: number }[];
    const remove = { user_id: accounts[0]!.id };
    await conforms('deleteAssociated', endpoints.deleteAssociated, maria(endpoints.deleteAssociated, remove));
  });
});

// A member whose estado is not 0 (resigned, deleted, not enabled) is refused every payment with a 403
// — the dues, the extraordinary contribution, the regularisation and a charge of the saved card —
// and openapi.yaml declares exactly that answer on each of those calls.
import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import { parse } from 'yaml';
import { bearer, loggedIn, PERSONAS } from '../test/harness';
import { DUES, EXTRA, REGULARIZATION, duesBody, extraBody } from '../test/payments';
import { OPENAPI_FILE } from '../../../scripts/openapi/document';

const ONECLICK = '/api/payments/transbank/oneclick/authorize/cuota';
const doc = parse(fs.readFileSync(OPENAPI_FILE, 'utf8')) as {
  paths: Record<string, { post: { responses: Record<string, unknown> } }>;
};

describe('payments of a member who may not pay', () => {
  it.each([
    [DUES, duesBody()],
    [EXTRA, extraBody()],
    [REGULARIZATION, duesBody({ tipo_pago: 'regularizacion', numero_cuotas: 1 })],
    [ONECLICK, duesBody({ metodo_pago: 'oneclick' })],
  ])('%s answers 403 with the Spanish message, as openapi.yaml declares', async (path, body) => {
    // María José has a saved card: the charge reaches the estado check
    const { t, token } = await loggedIn(PERSONAS.mariaJose);
    t.store.memberByRut(PERSONAS.mariaJose)!.estado = 1;
    const res = await t.api().post(path).set(bearer(token)).send(body);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: 'Tu cuenta no está habilitada para pagar.' });
    expect(t.store.state.purchases.some((p) => p.buyOrder === body.buyOrder)).toBe(false);
    expect(doc.paths[path.replace(/^\/api/, '')]!.post.responses['403']).toBeDefined();
  });
});

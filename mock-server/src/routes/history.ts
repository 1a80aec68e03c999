import { Router } from 'express';
import { z } from 'zod';
import type { Deps } from '../deps';
import type { DataResponse, MessageResponse, Purchase } from '../../../web/src/api/contract';
import { MAX_CUOTAS } from '../../../web/src/domain/fees';
import { noInput, parseRequest, requestSchema } from '../http/request';
import { intField } from '../http/schemas';
import { currentMember, requireAuth } from '../http/require-auth';
import { paymentsHistory, purchasesHistory } from '../domain/histories';
import { AUTO_PAYMENT_SAVED, autoPaymentConfig, setAutoPayment } from '../domain/auto-payment-config';

const autoPaymentRequest = requestSchema({
  body: z.strictObject({
    numero_cuotas: intField(1, MAX_CUOTAS, `Debes elegir entre 1 y ${MAX_CUOTAS} cuotas.`),
    authorized: z.boolean({ error: 'Indica si autorizas o desactivas el pago automático.' }),
  }),
});

/** The member's ledger views and automatic-payment setting. */
export function historyRoutes(deps: Deps): Router {
  const router = Router();
  const auth = requireAuth(deps);
  router.get('/socios/account/payments/history', auth, noInput, (_req, res) => {
    res.json(paymentsHistory(deps, currentMember(res).id));
  });
  router.get('/socios/account/purchases/history', auth, noInput, (_req, res) => {
    const body: DataResponse<Purchase[]> = { data: purchasesHistory(deps, currentMember(res).id) };
    res.json(body);
  });
  router.get('/socios/account/payments/config', auth, noInput, (_req, res) => {
    res.json(autoPaymentConfig(deps, currentMember(res).id));
  });
  router.post('/socios/account/payments/config/authorize-auto-payment', auth, (req, res) => {
    const { numero_cuotas, authorized } = parseRequest(autoPaymentRequest, req).body;
    setAutoPayment(deps, currentMember(res).id, numero_cuotas, authorized);
    const body: MessageResponse = { status: true, data: AUTO_PAYMENT_SAVED };
    res.json(body);
  });
  return router;
}

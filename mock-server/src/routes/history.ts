import { Router, type Request } from 'express';
import { z } from 'zod';
import type { Deps } from '../deps';
import type { DataResponse, MessageResponse, Purchase } from '../../../web/src/api/contract';
import { MAX_CUOTAS } from '../../../web/src/domain/fees';
import { noInput, parseRequest, requestSchema } from '../http/request';
import { intField } from '../http/schemas';
import { currentMember, requireAuth } from '../http/require-auth';
import {
  HISTORY_PAGE_SIZE,
  MAX_HISTORY_PAGE_SIZE,
  paymentsHistory,
  purchasesHistory,
  type HistoryPage,
} from '../domain/histories';
import { AUTO_PAYMENT_SAVED, autoPaymentConfig, setAutoPayment } from '../domain/auto-payment-config';

const autoPaymentRequest = requestSchema({
  body: z.strictObject({
    numero_cuotas: intField(1, MAX_CUOTAS, `Debes elegir entre 1 y ${MAX_CUOTAS} cuotas.`),
    authorized: z.boolean({ error: 'Indica si autorizas o desactivas el pago automático.' }),
  }),
});

const PAGE_INVALID = 'Usa un número de página desde 1.';
const PER_PAGE_INVALID = `Usa entre 1 y ${MAX_HISTORY_PAGE_SIZE} resultados por página.`;
const pageRequest = requestSchema({
  query: z.strictObject({
    page: intField(1, 100_000, PAGE_INVALID).optional(),
    per_page: intField(1, MAX_HISTORY_PAGE_SIZE, PER_PAGE_INVALID).optional(),
  }),
});
const pageOf = (req: Request): HistoryPage => {
  const { page, per_page } = parseRequest(pageRequest, req).query;
  return { page: page ?? 1, perPage: per_page ?? HISTORY_PAGE_SIZE };
};

/** The member's ledger views (the newest 50 of each list unless paged) and automatic-payment setting. */
export function historyRoutes(deps: Deps): Router {
  const router = Router();
  const auth = requireAuth(deps);
  router.get('/socios/account/payments/history', auth, (req, res) => {
    res.json(paymentsHistory(deps, currentMember(res).id, pageOf(req)));
  });
  router.get('/socios/account/purchases/history', auth, (req, res) => {
    const body: DataResponse<Purchase[]> = {
      data: purchasesHistory(deps, currentMember(res).id, pageOf(req)),
    };
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

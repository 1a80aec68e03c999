// Oneclick: enrol a card through the fake provider, read and delete it, and charge it at once.
import { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import type {
  MessageResponse,
  PaymentStart,
  SavedCardResponse,
  SubscriptionResponse,
} from '../../../web/src/api/contract';
import type { Deps } from '../deps';
import { parse } from '../http/validate';
import { noInput, parseRequest, requestSchema } from '../http/request';
import { requireAuth, currentMember } from '../http/require-auth';
import { deleteCard, finishInscription, savedCard, startInscription } from '../domain/oneclick';
import { NO_CARD, payWithSavedCard } from '../domain/oneclick-charge';
import { paymentRequestSchema, subscribeSchema } from './payment-schemas';

export const CARD_DELETED = 'Tarjeta eliminada exitosamente';
const BASE = '/payments/transbank/oneclick';
const chargeRequest = requestSchema({
  body: paymentRequestSchema(['cuotas', 'incorporacion', 'extraordinaria', 'regularizacion']),
});
const subscribeRequest = requestSchema({ body: subscribeSchema });
const returnSchema = z.object({ TBK_TOKEN: z.string().optional() });

export function oneclickRoutes(deps: Deps): Router {
  const router = Router();
  const auth = requireAuth(deps);

  router.post(`${BASE}/subscribe`, auth, (req, res) => {
    const { return_path } = parseRequest(subscribeRequest, req).body;
    const row = startInscription(deps, currentMember(res).id, return_path);
    const start: PaymentStart = {
      url: `${deps.config.publicUrl}/webpay/oneclick/inscription`,
      ws_token: row.token,
    };
    res.json(start);
  });

  // The browser comes back from the inscription form with TBK_TOKEN (by GET or POST).
  const finish: RequestHandler = (req, res) => {
    const { TBK_TOKEN } = parse(returnSchema, { ...req.query, ...(req.body ?? {}) });
    res.redirect(302, finishInscription(deps, TBK_TOKEN ?? ''));
  };
  router.route(`${BASE}/return`).get(finish).post(finish);

  router.get(`${BASE}/subscription`, auth, noInput, (_req, res) => {
    const body: SubscriptionResponse = {
      data: { user: savedCard(deps, currentMember(res).id)?.user ?? null },
    };
    res.json(body);
  });

  router.get(`${BASE}/card`, auth, noInput, (_req, res) => {
    const body: SavedCardResponse = { data: savedCard(deps, currentMember(res).id) };
    res.json(body);
  });

  router.post(`${BASE}/unsubscribe`, auth, noInput, (_req, res) => {
    const had = deleteCard(deps, currentMember(res).id);
    const body: MessageResponse = had
      ? { status: true, data: CARD_DELETED }
      : { status: false, data: NO_CARD };
    res.json(body);
  });

  router.post(`${BASE}/authorize/cuota`, auth, (req, res) => {
    const { body } = parseRequest(chargeRequest, req);
    res.json(payWithSavedCard(deps, currentMember(res), body));
  });
  return router;
}

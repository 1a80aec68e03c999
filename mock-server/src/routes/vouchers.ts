// The printable receipt. It opens in a new tab, so besides the bearer header it takes the session
// token as ?token= , or the purchase's own key as ?key= (the link in the receipt e-mail). Nothing
// else: any other query parameter, or a body, is a 422 like on every other route.
import { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import { timingSafeEqual } from 'node:crypto';
import type { Deps } from './deps';
import type { PurchaseRow } from '../store/types';
import { noInput, parseRequest, requestSchema } from '../http/request';
import { requireAuth, currentMember } from '../http/require-auth';
import { ownPurchase } from '../domain/payment-info';
import { voucherPage } from '../domain/voucher-page';
import { PAGE_SCRIPT } from '../domain/provider-html';
import { idParam } from './payment-schemas';

const LINK_INVALID = 'Enlace inválido.';
const voucherRequest = requestSchema({
  params: idParam,
  query: z.strictObject({
    token: z.string({ error: LINK_INVALID }).max(200, LINK_INVALID).optional(),
    key: z.string({ error: LINK_INVALID }).max(200, LINK_INVALID).optional(),
  }),
});

const sameKey = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

export function vouchersRoutes({ store, clock }: Deps): Router {
  const router = Router();
  const send = (res: Parameters<RequestHandler>[1], p: PurchaseRow) =>
    res.type('html').set('cache-control', 'no-store').send(voucherPage(store, p));

  router.get('/vouchers/page.js', noInput, (_req, res) => {
    res.type('application/javascript').send(PAGE_SCRIPT);
  });

  // The e-mailed link: the key is the credential. Without a key (or with a wrong one) the session
  // decides, as for any member page.
  const byKey: RequestHandler = (req, res, next) => {
    if (req.query.key === undefined) return next();
    const { params, query } = parseRequest(voucherRequest, req);
    const p = store.state.purchases.find((x) => x.id === params.id);
    if (query.key && p?.voucherKey && sameKey(query.key, p.voucherKey)) return void send(res, p);
    next();
  };
  router.get('/vouchers/:id', byKey, requireAuth(store, clock, { allowQueryToken: true }), (req, res) => {
    const { id } = parseRequest(voucherRequest, req).params;
    send(res, ownPurchase(store, id, currentMember(res).id));
  });
  return router;
}

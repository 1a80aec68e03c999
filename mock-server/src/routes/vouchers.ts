// The printable receipt. It opens in a new tab, so besides the bearer header it takes the session
// token as ?token= , or the purchase's own key as ?key= (the link in the receipt e-mail).
import { Router, type RequestHandler } from 'express';
import { timingSafeEqual } from 'node:crypto';
import type { Deps } from './deps';
import type { PurchaseRow } from '../store/types';
import { parse } from '../http/validate';
import { requireAuth, currentMember } from '../http/require-auth';
import { ownPurchase } from '../domain/payment-info';
import { voucherPage } from '../domain/voucher-page';
import { PAGE_SCRIPT } from '../domain/provider-html';
import { idParam } from './payment-schemas';

const sameKey = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

export function vouchersRoutes({ store, clock }: Deps): Router {
  const router = Router();
  const send = (res: Parameters<RequestHandler>[1], p: PurchaseRow) =>
    res.type('html').set('cache-control', 'no-store').send(voucherPage(store, p));

  router.get('/vouchers/page.js', (_req, res) => {
    res.type('application/javascript').send(PAGE_SCRIPT);
  });

  const byKey: RequestHandler = (req, res, next) => {
    const key = req.query.key;
    const p = store.state.purchases.find((x) => String(x.id) === req.params.id);
    if (typeof key === 'string' && p?.voucherKey && sameKey(key, p.voucherKey)) return void send(res, p);
    next();
  };
  router.get('/vouchers/:id', byKey, requireAuth(store, clock, { allowQueryToken: true }), (req, res) => {
    const { id } = parse(idParam, req.params);
    send(res, ownPurchase(store, id, currentMember(res).id));
  });
  return router;
}

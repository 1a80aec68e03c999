// The printable receipt. Opened with the bearer header, with the purchase's own key as ?key= (the
// link in the receipt e-mail: 30 days, ended by a password change), or with a one-time link as
// ?link= that the SPA asked for with its header (POST vouchers/{id}/link; receipt-links.ts). A session token is never accepted in the URL. Anything else (a
// stray query parameter, a body) is a 422 like on every other route.
import { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import type { Deps } from '../deps';
import type { PurchaseRow } from '../store/types';
import { noInput, parseRequest, requestSchema } from '../http/request';
import { requireAuth, currentMember } from '../http/require-auth';
import { ownPurchase } from '../domain/payment-info';
import { voucherPage } from '../pages/voucher-page';
import { PAGE_SCRIPT, messagePage } from '../pages/provider-frame';
import {
  RECEIPT_LINK_USED,
  checkVoucherKey,
  issueReceiptLink,
  useReceiptLink,
} from '../domain/receipt-links';
import { idParam } from './payment-schemas';

const LINK_INVALID = 'Enlace inválido.';
const linkText = z.string({ error: LINK_INVALID }).max(200, LINK_INVALID).optional();
const voucherRequest = requestSchema({
  params: idParam,
  query: z.strictObject({ key: linkText, link: linkText }),
});
const linkRequest = requestSchema({ params: idParam });

/** `{ url }`: opens the receipt once, within 60 seconds. */
export interface ReceiptLinkResponse {
  url: string;
}

export function vouchersRoutes(deps: Deps): Router {
  const { store, clock, config } = deps;
  const router = Router();
  const send = (res: Parameters<RequestHandler>[1], p: PurchaseRow) =>
    res.type('html').send(voucherPage(deps, p));

  router.get('/vouchers/page.js', noInput, (_req, res) => {
    res.type('application/javascript').send(PAGE_SCRIPT);
  });

  router.post('/vouchers/:id/link', requireAuth(deps), (req, res) => {
    const { id } = parseRequest(linkRequest, req).params;
    const member = currentMember(res);
    ownPurchase(deps, id, member.id); // 404 for another member's purchase
    const token = issueReceiptLink(deps, member, id, clock.nowMs());
    const body: ReceiptLinkResponse = { url: `${config.publicUrl}/api/vouchers/${id}?link=${token}` };
    res.json(body);
  });

  // The e-mailed key or a one-time link is the credential. Without either (or with a wrong key)
  // the session decides, as for any member page; a used or expired one-time link says so.
  const byLink: RequestHandler = (req, res, next) => {
    if (Object.keys(req.query).length === 0) return next();
    const { params, query } = parseRequest(voucherRequest, req); // ?token= and the like: 422 here
    const p = store.state.purchases.find((x) => x.id === params.id);
    const byKey = query.key && p ? checkVoucherKey(deps, p, query.key, clock.nowMs()) : 'wrong';
    if (p && byKey === 'opens') return void send(res, p);
    if (query.link !== undefined || byKey === 'ended') {
      if (p && query.link && useReceiptLink(deps, query.link, p.id, clock.nowMs())) return void send(res, p);
      return void res.status(410).type('html').send(messagePage('Enlace vencido', RECEIPT_LINK_USED));
    }
    next();
  };
  router.get('/vouchers/:id', byLink, requireAuth(deps), (req, res) => {
    const { id } = parseRequest(voucherRequest, req).params;
    send(res, ownPurchase(deps, id, currentMember(res).id));
  });
  return router;
}

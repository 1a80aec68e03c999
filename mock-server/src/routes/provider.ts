// The fake card provider (ARCHITECTURE §4): Webpay Plus checkout and Oneclick inscription pages,
// served at the mock's root (/webpay/...), sending the browser back to the club's return URLs.
import { Router, type Request, type Response } from 'express';
import club from '../../../fixtures/club.json';
import type { Deps } from '../deps';
import { autoPostPage, messagePage, PAGE_SCRIPT } from '../pages/provider-frame';
import { checkoutPage, inscriptionPage, settledTransactionPage } from '../pages/provider-pages';
import type { PurchaseRow } from '../store/types';
import {
  WEBPAY_RETURN_PATH,
  abortCheckout,
  openCheckout,
  payWithCard,
  webpayPurchase,
  type ReturnTo,
} from '../domain/webpay';
import { ONECLICK_RETURN_PATH, abortInscription, enrolCard, inscriptionByToken } from '../domain/oneclick';
import { isTokenExpired, type CardForm } from '../domain/provider-cards';

const field = (req: Request, name: string): string => {
  const v = (req.body as Record<string, unknown> | undefined)?.[name] ?? req.query[name];
  return typeof v === 'string' ? v : '';
};
const cardForm = (req: Request): CardForm => ({
  card_number: field(req, 'card_number'),
  expiry: field(req, 'expiry'),
  cvv: field(req, 'cvv'),
});

/** GET returns are redirects; POST returns (abort) are a self-submitting form, as Transbank's are. */
function sendBack(res: Response, path: string, to: ReturnTo) {
  if (to.method === 'GET') return res.redirect(302, `${path}?${new URLSearchParams(to.params)}`);
  return res.type('html').send(autoPostPage(path, to.params));
}

const unknownToken = (res: Response) =>
  res
    .status(404)
    .type('html')
    .send(messagePage('Transacción no encontrada', 'El token no existe o no es válido.'));

/**
 * A token the club already settled (paid, annulled, rejected, expired and annulled): the provider
 * authorises nothing more on it, says so, and offers the way back to the portal.
 */
const settledPage = (res: Response, back: string) =>
  res.status(409).type('html').send(settledTransactionPage(back));

/** What the checkout shows of the purchase: its amount, the club's number for it, its buy order. */
const purchaseView = (p: PurchaseRow) => ({ amount: p.total, purchaseId: p.id, buyOrder: p.buyOrder });

export function providerRoutes(deps: Deps): Router {
  const { store, clock, config } = deps;
  const backTo = (p: PurchaseRow) => `${config.webUrl.replace(/\/+$/, '')}${p.returnPath}`;
  const router = Router();
  router.get('/webpay/assets/page.js', (_req, res) => {
    res.type('application/javascript').send(PAGE_SCRIPT);
  });

  // ---- Webpay Plus ------------------------------------------------------------------------------
  const init = (req: Request, res: Response) => {
    const p = webpayPurchase(deps, field(req, 'token_ws'));
    if (!p) return unknownToken(res);
    if (p.committed) return settledPage(res, backTo(p));
    const back = openCheckout(p, clock.nowMs());
    if (back) return sendBack(res, WEBPAY_RETURN_PATH, back);
    res.type('html').send(checkoutPage({ comercio: club.comercio, ...purchaseView(p), token: p.token! }));
  };
  router.route('/webpay/init').get(init).post(init);

  router.post('/webpay/pay', (req, res) => {
    const p = webpayPurchase(deps, field(req, 'token_ws'));
    if (!p) return unknownToken(res);
    if (p.committed) return settledPage(res, backTo(p));
    const result = payWithCard(p, cardForm(req), clock);
    if ('returnTo' in result) return sendBack(res, WEBPAY_RETURN_PATH, result.returnTo);
    const view = { comercio: club.comercio, ...purchaseView(p), token: p.token! };
    res
      .status(422)
      .type('html')
      .send(checkoutPage({ ...view, error: result.formError }));
  });

  router.post('/webpay/abort', (req, res) => {
    const p = webpayPurchase(deps, field(req, 'token_ws'));
    if (!p) return unknownToken(res);
    if (p.committed) return settledPage(res, backTo(p));
    sendBack(res, WEBPAY_RETURN_PATH, abortCheckout(p, clock));
  });

  // ---- Oneclick inscription ---------------------------------------------------------------------
  const backToClub = (res: Response, token: string) =>
    sendBack(res, ONECLICK_RETURN_PATH, { method: 'GET', params: { TBK_TOKEN: token } });

  const inscription = (req: Request, res: Response) => {
    const row = inscriptionByToken(deps, field(req, 'TBK_TOKEN'));
    if (!row) return unknownToken(res);
    if (!row.outcome && isTokenExpired(row.createdAt, clock.nowMs())) abortInscription(row);
    if (row.outcome) return backToClub(res, row.token);
    const email = store.memberById(row.memberId)?.email ?? '';
    res.type('html').send(inscriptionPage({ comercio: club.comercio, email, token: row.token }));
  };
  router.route('/webpay/oneclick/inscription').get(inscription).post(inscription);

  router.post('/webpay/oneclick/enroll', (req, res) => {
    const row = inscriptionByToken(deps, field(req, 'TBK_TOKEN'));
    if (!row) return unknownToken(res);
    const problem = enrolCard(row, cardForm(req), clock);
    if (!problem) return backToClub(res, row.token);
    const email = store.memberById(row.memberId)?.email ?? '';
    res
      .status(422)
      .type('html')
      .send(inscriptionPage({ comercio: club.comercio, email, token: row.token, error: problem.formError }));
  });

  router.post('/webpay/oneclick/abort', (req, res) => {
    const row = inscriptionByToken(deps, field(req, 'TBK_TOKEN'));
    if (!row) return unknownToken(res);
    abortInscription(row);
    backToClub(res, row.token);
  });
  return router;
}

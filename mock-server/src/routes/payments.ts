// Payments: start a Webpay payment (dues and incorporation, extraordinary, regularisation), the
// return from the fake Webpay, and the result of a purchase (payments/info/{id_compra}).
import { Router, type RequestHandler } from 'express';
import type { PaymentStart, TipoPago } from '../../../web/src/api/contract';
import type { Deps } from '../deps';
import { parse } from '../http/validate';
import { parseRequest, requestSchema } from '../http/request';
import { requireAuth, currentMember } from '../http/require-auth';
import { startPurchase } from '../domain/purchases';
import { handleWebpayReturn } from '../domain/webpay-return';
import { paymentInfo } from '../domain/payment-info';
import { settleDue } from '../domain/payment-confirm';
import { expireAbandoned } from '../domain/payment-commit';
import { idParam, paymentRequestSchema, webpayReturnSchema } from './payment-schemas';

/**
 * Mounted before every /api router: reads see approved payments confirmed once their delay passed,
 * and abandoned Webpay payments annulled.
 */
export const settleOnRead =
  (deps: Deps): RequestHandler =>
  (_req, _res, next) => {
    expireAbandoned(deps);
    settleDue(deps);
    next();
  };

/** The purchase's id in the path; nothing in the query or the body. */
const infoRequest = requestSchema({ params: idParam });

const CREATE: [string, [TipoPago, ...TipoPago[]]][] = [
  ['/payments/create-payment-cuotas', ['cuotas', 'incorporacion']],
  ['/payments/create-payment-cuotas-extraordinaria', ['extraordinaria']],
  ['/payments/create-payment-cuotas-regularizacion', ['regularizacion']],
];

export function paymentsRoutes(deps: Deps): Router {
  const router = Router();
  const auth = requireAuth(deps);

  for (const [path, tipos] of CREATE) {
    const schema = requestSchema({ body: paymentRequestSchema(tipos) });
    router.post(path, auth, (req, res) => {
      const { body } = parseRequest(schema, req);
      const { purchase } = startPurchase(deps, currentMember(res), body, {
        metodo_pago: 'webpay',
        medio: 'Webpay',
        webpayToken: true,
      });
      const start: PaymentStart = {
        url: `${deps.config.publicUrl}/webpay/init`,
        ws_token: purchase.token!,
        id_compra: purchase.id,
      };
      res.json(start);
    });
  }

  // Transbank returns by GET (normal, timeout) and by POST (abort); both land here.
  const webpayReturn: RequestHandler = (req, res) => {
    const params = parse(webpayReturnSchema, { ...req.query, ...(req.body ?? {}) });
    res.redirect(302, handleWebpayReturn(deps, params));
  };
  router.route('/payments/webpay/return').get(webpayReturn).post(webpayReturn);

  router.get('/payments/info/:id', auth, (req, res) => {
    const { id } = parseRequest(infoRequest, req).params;
    res.json(paymentInfo(deps, id, currentMember(res).id));
  });
  return router;
}

import { Router } from 'express';
import { z } from 'zod';
import type { Deps } from '../deps';
import type { DuesValues } from '../../../web/src/api/contract';
import { MAX_CUOTAS, duesRangeText } from '../../../web/src/domain/fees';
import { noInput, parseRequest, requestSchema } from '../http/request';
import { intField } from '../http/schemas';
import { validationError } from '../http/errors';
import { currentMember, requireAuth } from '../http/require-auth';
import * as quotes from '../domain/dues-quotes';
import { paymentInProgress } from '../domain/open-payments';
import { payableAccounts } from '../domain/associates';

export const COUNT_RANGE = `Debes elegir entre 1 y ${MAX_CUOTAS} cuotas.`;
const count = intField(1, MAX_CUOTAS, COUNT_RANGE);
const valoresRequest = requestSchema({
  query: z.strictObject({
    numero_cuotas: count,
    tipo_pago: z.enum(['cuotas', 'incorporacion']).optional(),
  }),
});
const accountsRequest = requestSchema({
  body: z.strictObject({
    numero_cuotas: count,
    accounts: z
      .array(intField(1, Number.MAX_SAFE_INTEGER, 'Elige cuentas asociadas válidas.'), {
        error: 'Elige cuentas asociadas válidas.',
      })
      .max(50),
  }),
});

export function feesRoutes(deps: Deps): Router {
  const { clock } = deps;
  const router = Router();
  const auth = requireAuth(deps);

  router.get('/cuotas/configuracion', auth, noInput, (_req, res) => {
    res.json(quotes.feeConfig(currentMember(res), clock));
  });
  router.get('/socios/profile/info-cuotas', auth, noInput, (_req, res) => {
    const member = currentMember(res);
    res.json({ ...quotes.feeInfo(member, clock), pago_en_curso: paymentInProgress(deps, member.id) });
  });
  router.get('/socios/profile/cuotas/pendientes', auth, noInput, (_req, res) => {
    res.json(quotes.pendingDues(currentMember(res), clock));
  });
  router.get('/socios/account/payments/regularization/pending-amount', auth, noInput, (_req, res) => {
    res.json(quotes.regularizationAmount(currentMember(res), clock));
  });
  router.get('/cuotas/valores', auth, (req, res) => {
    const member = currentMember(res);
    const { numero_cuotas, tipo_pago } = parseRequest(valoresRequest, req).query;
    // The incorporation is paid with at least the bracket's minimum number of dues (spec §5).
    const min = quotes.feeConfig(member, clock).min_cuotas;
    if (tipo_pago === 'incorporacion' && numero_cuotas < min)
      throw validationError({ numero_cuotas: [duesRangeText(min)] });
    const { months: _months, ...body } = quotes.quoteOwnDues(member, numero_cuotas, clock);
    res.json(body satisfies DuesValues);
  });
  for (const [path, detail] of [
    ['/cuotas/valores/accounts', false],
    ['/cuotas/valores/accounts/detail', true],
  ] as const) {
    router.post(path, auth, (req, res) => {
      const member = currentMember(res);
      const { numero_cuotas, accounts } = parseRequest(accountsRequest, req).body;
      const payable = payableAccounts(deps, member, accounts);
      res.json(quotes.quoteAccounts(member, payable, numero_cuotas, clock, detail));
    });
  }
  return router;
}

import { Router } from 'express';
import { z } from 'zod';
import type { Deps } from '../deps';
import type { MessageResponse, RecoverLinkResponse } from '../../../web/src/api/contract';
import { parseRequest, requestSchema } from '../http/request';
import { rutField } from '../http/schemas';
import { PASSWORD_SHORT, passwordField } from '../http/form-fields';
import { currentMember, currentToken, requireAuth } from '../http/require-auth';
import * as recovery from '../domain/password-recovery';
import { sourceOf } from '../http/source';

export const CURRENT_REQUIRED = 'La contraseña actual es requerida.';
export const NEW_REQUIRED = 'La nueva contraseña es requerida.';

const recoverRequest = requestSchema({ body: z.strictObject({ rut: rutField }) });
const resetBody = z.strictObject({
  password: passwordField,
  token: z
    .string({ error: recovery.TOKEN_INVALID })
    .min(1, recovery.TOKEN_INVALID)
    .max(200, recovery.TOKEN_INVALID),
});
const resetRequest = requestSchema({ body: resetBody });
const updateRequest = requestSchema({
  body: z.strictObject({
    current_password: z.string({ error: CURRENT_REQUIRED }).min(1, CURRENT_REQUIRED).max(200),
    new_password: z.string({ error: NEW_REQUIRED }).min(1, NEW_REQUIRED).min(8, PASSWORD_SHORT).max(200),
  }),
});

export function passwordRoutes(deps: Deps): Router {
  const { clock, config } = deps;
  const router = Router();
  router.post('/socios/account/password/send-recover-link', (req, res) => {
    const { rut } = parseRequest(recoverRequest, req).body;
    recovery.sendRecoverLink(deps, rut, sourceOf(req), config.webUrl);
    // The same answer for every RUT: the screen must not tell who is a member (no SPEC §8 text
    // asks it to; its 'status false' case stays in the contract for other failures).
    const body: RecoverLinkResponse = { status: true, data: recovery.LINK_SENT };
    res.json(body);
  });
  router.post('/socios/account/password/reset-password', async (req, res) => {
    const { password, token } = parseRequest(resetRequest, req).body;
    await recovery.resetPassword(deps, token, password, clock.nowMs());
    const body: MessageResponse = { status: true, data: recovery.PASSWORD_RESET };
    res.json(body);
  });
  router.post('/socios/account/update-password', requireAuth(deps), async (req, res) => {
    const { current_password, new_password } = parseRequest(updateRequest, req).body;
    const now = () => clock.nowMs();
    await recovery.changePassword(
      deps,
      currentMember(res),
      { current: current_password, next: new_password },
      { keep: currentToken(res), source: sourceOf(req) },
      now,
    );
    const body: MessageResponse = { status: true, data: recovery.PASSWORD_CHANGED };
    res.json(body);
  });
  return router;
}

import { Router } from 'express';
import { z } from 'zod';
import type { Deps } from '../deps';
import type { MessageResponse } from '../../../web/src/api/contract';
import { parseRequest, requestSchema } from '../http/request';
import { REQUIRED, rutField } from '../http/schemas';
import { currentToken, requireAuth } from '../http/require-auth';
import { login } from '../domain/login';
import { endSession } from '../domain/sessions';
import { sourceOf } from '../http/source';

export const LOGGED_OUT = 'Sesión cerrada.';

// The password exactly as typed (no trim): spaces are part of it, as at registration.
const loginRequest = requestSchema({
  body: z.strictObject({
    rut: rutField,
    password: z.string({ error: REQUIRED }).min(1, REQUIRED).max(200, 'Máximo 200 caracteres.'),
  }),
});

export function authRoutes(deps: Deps): Router {
  const { clock } = deps;
  const router = Router();
  router.post('/socios/login', async (req, res) => {
    const { rut, password } = parseRequest(loginRequest, req).body;
    res.json(await login(deps, rut, password, sourceOf(req), () => clock.nowMs()));
  });
  // 'Cerrar Sesión': the token ends on the server, not only in the browser.
  router.post('/socios/logout', requireAuth(deps), (req, res) => {
    parseRequest(requestSchema({}), req);
    endSession(deps, currentToken(res));
    const body: MessageResponse = { status: true, data: LOGGED_OUT };
    res.json(body);
  });
  return router;
}

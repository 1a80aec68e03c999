import { Router } from 'express';
import { z } from 'zod';
import type { Deps } from './deps';
import { parseRequest, requestSchema } from '../http/request';
import { requiredString, rutField } from '../http/schemas';
import { login } from '../domain/login';

const loginRequest = requestSchema({
  body: z.strictObject({ rut: rutField, password: requiredString(200) }),
});

export function authRoutes({ store, clock }: Deps): Router {
  const router = Router();
  router.post('/socios/login', (req, res) => {
    const { rut, password } = parseRequest(loginRequest, req).body;
    res.json(login(store, rut, password, clock.nowMs()));
  });
  return router;
}

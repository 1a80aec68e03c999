import { Router } from 'express';
import type { Deps } from '../deps';
import { requireAuth, currentMember } from '../http/require-auth';
import { noInput } from '../http/request';
import { toSessionUser } from '../domain/members';

export function profileRoutes(deps: Deps): Router {
  const router = Router();
  const auth = requireAuth(deps);
  router.get('/socios/profile', auth, noInput, (_req, res) => {
    res.json({ data: toSessionUser(currentMember(res)) });
  });
  return router;
}

import { Router } from 'express';
import club from '../../../fixtures/club.json';
import type { Deps } from './deps';
import { isAlDia } from '../domain/members';
import type { MembersTotal } from '../../../web/src/api/contract';

export function catalogRoutes({ store, clock }: Deps): Router {
  const router = Router();
  // Public: the login and dashboard both show it. The demo store holds a handful of members, so
  // the fixture adds the club's other members al día to make the counter look like the real one.
  router.get('/socios/total', (_req, res) => {
    const month = clock.month();
    const body: MembersTotal = {
      total: club.otherMembersAlDia + store.state.members.filter((m) => isAlDia(m, month)).length,
    };
    res.json(body);
  });
  return router;
}

// The control room's member list (GET /__mock/members, only when config.control): what the fake API
// holds about each person — what registration stored, who has whose account in care, how many
// sessions are open — for a tester's scripts, which have no other way to see it. Read-only, and
// without the secrets (password hash, legacy token).
import { Router } from 'express';
import type { Deps } from '../deps';
import { noInput } from '../http/request';

export function controlMembersRoutes(deps: Deps): Router {
  const { store } = deps;
  const router = Router();
  router.get('/members', noInput, (_req, res) => {
    res.json(
      store.state.members.map(({ passwordHash: _hash, legacy_auth_token: _legacy, ...member }) => ({
        ...member,
        sessions: store.state.sessions.filter((s) => s.memberId === member.id).length,
      })),
    );
  });
  return router;
}

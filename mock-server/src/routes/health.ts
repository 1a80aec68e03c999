// GET /health (and /api/health, where the SPA's API base points): the fake API is up, its clock,
// and whether the control room is on. The SPA shows its 'DEMO' badge only on `control: true`,
// which a real API never answers.
import { Router } from 'express';
import type { Deps } from '../deps';
import type { HealthAnswer } from '../../../web/src/api/contract';

export function healthRoutes(deps: Deps): Router {
  const { clock, config } = deps;
  const router = Router();
  router.get(['/health', '/api/health'], (_req, res) => {
    const answer: HealthAnswer = {
      status: 'ok',
      now: clock.now().toISOString(),
      today: clock.today(),
      frozen: clock.frozen(),
      control: config.control,
    };
    res.set('Cache-Control', 'no-store').json(answer);
  });
  return router;
}

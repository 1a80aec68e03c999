import { Router } from 'express';
import { z } from 'zod';
import club from '../../../fixtures/club.json';
import type { Deps } from '../deps';
import { isAlDia } from '../domain/members';
import type {
  Commune,
  DataResponse,
  Interest,
  Match,
  MatchInfo,
  MembersTotal,
} from '../../../web/src/api/contract';
import { noInput, parseRequest, requestSchema } from '../http/request';
import { notFound } from '../http/errors';
import { communesOf } from '../domain/geo';
import { interestList } from '../domain/profile';
import { filterMatches, matchInfo, seasonMatches } from '../domain/matches';

const communesRequest = requestSchema({
  params: z.strictObject({ id: z.string().regex(/^\d{1,3}$/, 'Debe seleccionar una región') }),
});
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Usa una fecha AAAA-MM-DD.');
const fixturesRequest = requestSchema({
  query: z.strictObject({
    torneo: z.string().max(80).optional(),
    jugado: z.enum(['true', 'false'], { error: 'Usa true o false.' }).optional(),
    desde: isoDate.optional(),
    hasta: isoDate.optional(),
  }),
});

export function catalogRoutes(deps: Deps): Router {
  const { store, clock } = deps;
  const router = Router();
  // Public: the login and dashboard both show it. The demo store holds a handful of members, so
  // the fixture adds the club's other members al día to make the counter look like the real one.
  router.get('/socios/total', noInput, (_req, res) => {
    const month = clock.month();
    const body: MembersTotal = {
      total: club.otherMembersAlDia + store.state.members.filter((m) => isAlDia(m, month)).length,
    };
    res.json(body);
  });
  // Public too: the registration form needs communes and onboarding the interests before any login.
  router.get('/communes/:id', (req, res) => {
    const communes = communesOf(Number(parseRequest(communesRequest, req).params.id));
    if (!communes) throw notFound('Región no encontrada.');
    const body: DataResponse<Commune[]> = { data: communes };
    res.json(body);
  });
  router.get('/interests', noInput, (_req, res) => {
    const body: DataResponse<Interest[]> = { data: interestList() };
    res.json(body);
  });
  router.get('/fixtures', (req, res) => {
    const { query } = parseRequest(fixturesRequest, req);
    const body: DataResponse<Match[]> = { data: filterMatches(seasonMatches(clock), query) };
    res.json(body);
  });
  router.get('/fixtures/info', noInput, (_req, res) => {
    const body: MatchInfo = matchInfo(seasonMatches(clock), clock.nowMs());
    res.json(body);
  });
  return router;
}

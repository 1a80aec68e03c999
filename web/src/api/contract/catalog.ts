// Public catalogue: members total, matches (SPEC §7 `socios/total`, `fixtures`).
import './jitless';
import * as z from 'zod/mini';
import { blankText, count, extension, id, isoDate, isRecord, openAnswer } from './wire';
import { yieldToMain } from '../../components/yield-to-main';

// Its schemas are built in a task of their own (index.ts).
await yieldToMain();

/**
 * `GET socios/total` (SPEC §7 "member total", its field not named): a count, bare or in `total`
 * (the fake's), `count` or `cantidad`; without one the dashboard's counter shows '—'.
 */
export const membersTotal = openAnswer(
  (v) =>
    typeof v === 'number' || typeof v === 'string'
      ? { total: v }
      : isRecord(v) && v.total === undefined
        ? { total: v.count ?? v.cantidad }
        : v,
  z.object({ total: z.optional(count) }),
);

/** SPEC §3 Match info's teams: "name, thumbnail, goals". A team without a logo sends a blank thumbnail. */
export const team = z.object({ name: z.string(), thumbnail: blankText });
export const teamScore = z.extend(team, { goals: count });

/** A team in the match list: Match info's names, none of them owed (the list's fields are not named). */
const listedTeam = z.object({
  name: z.optional(z.string()),
  thumbnail: z.optional(blankText),
  goals: z.optional(count),
});
/**
 * An item of SPEC §7's "match list": the spec names none of its fields, so it is read in Match info's
 * names and nothing is required; an item without teams or a date is left out, a played one is told
 * by its goals (`jugado`, the fake's, when sent). api/shared/get-match-info.ts reads it.
 */
export const match = z.object({
  id: z.optional(id),
  fecha: z.optional(z.string()),
  estadio: z.optional(z.string()),
  torneo: z.optional(z.string()),
  jugado: z.optional(z.boolean()),
  local: z.optional(listedTeam),
  visita: z.optional(listedTeam),
});
/** `GET fixtures` query: all optional. */
export const fixturesQuery = z.object({
  torneo: z.optional(z.string()),
  jugado: z.optional(z.enum(['true', 'false'])),
  desde: z.optional(isoDate),
  hasta: z.optional(isoDate),
});
export const fixtures = z.object({ data: z.array(match) });

/**
 * `GET fixtures/info`: last result and next match, null when none (SPEC §3 "Match info: previo
 * (local, visita with name, thumbnail, goals) and proximo (local, visita, estadio, fecha)").
 */
export const matchInfo = z.object({
  previo: z.nullable(
    z.object({
      local: teamScore,
      visita: teamScore,
      fecha: extension(z.string(), 'the last result shows no date'),
      estadio: extension(z.string(), 'the last result shows no stadium'),
    }),
  ),
  proximo: z.nullable(z.object({ local: team, visita: team, estadio: z.string(), fecha: z.string() })),
});

export type MembersTotal = z.infer<typeof membersTotal>;
export type Team = z.infer<typeof team>;
export type TeamScore = z.infer<typeof teamScore>;
export type Match = z.infer<typeof match>;
export type FixturesQuery = z.infer<typeof fixturesQuery>;
export type MatchInfo = z.infer<typeof matchInfo>;

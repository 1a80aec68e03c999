// Public catalogue: members total, matches (SPEC §7 `socios/total`, `fixtures`).
import './jitless';
import { z } from 'zod';
import { blankText, count, extension, id, isoDate } from './wire';

/** `GET socios/total`: members al día. */
export const membersTotal = z.object({ total: count });

/** SPEC §3 Match info's teams: "name, thumbnail, goals". A team without a logo sends a blank thumbnail. */
export const team = z.object({ name: z.string(), thumbnail: blankText });
export const teamScore = team.extend({ goals: count });

const matchBase = { id, fecha: z.string(), torneo: z.string(), estadio: z.string() };
/** A match: played ones carry each team's goals, upcoming ones do not (told apart by `jugado`). */
export const match = z.discriminatedUnion('jugado', [
  z.object({ ...matchBase, jugado: z.literal(true), local: teamScore, visita: teamScore }),
  z.object({ ...matchBase, jugado: z.literal(false), local: team, visita: team }),
]);
/** `GET fixtures` query: all optional. */
export const fixturesQuery = z.object({
  torneo: z.string().optional(),
  jugado: z.enum(['true', 'false']).optional(),
  desde: isoDate.optional(),
  hasta: isoDate.optional(),
});
export const fixtures = z.object({ data: z.array(match) });

/**
 * `GET fixtures/info`: last result and next match, null when none (SPEC §3 "Match info: previo
 * (local, visita with name, thumbnail, goals) and proximo (local, visita, estadio, fecha)").
 */
export const matchInfo = z.object({
  previo: z
    .object({
      local: teamScore,
      visita: teamScore,
      fecha: extension(z.string(), 'the last result shows no date'),
      estadio: extension(z.string(), 'the last result shows no stadium'),
    })
    .nullable(),
  proximo: z.object({ local: team, visita: team, estadio: z.string(), fecha: z.string() }).nullable(),
});

export type MembersTotal = z.infer<typeof membersTotal>;
export type Team = z.infer<typeof team>;
export type TeamScore = z.infer<typeof teamScore>;
export type Match = z.infer<typeof match>;
export type FixturesQuery = z.infer<typeof fixturesQuery>;
export type MatchInfo = z.infer<typeof matchInfo>;

import useSWR from 'swr';
import { reader } from '../client';
import { endpoints, type Match, type MatchInfo } from '../contract';

/** The spec's match list (`GET fixtures`, SPEC §7), with its filters. */
const fetchFixtures = reader(endpoints.fixtures.response);

/**
 * For an API without a match-info call: the last result and the next match from the spec's match
 * list; null (no panel) when that list cannot say either.
 */
async function matchInfoFromFixtures(): Promise<MatchInfo | null> {
  try {
    return matchInfoFromList((await fetchFixtures(endpoints.fixtures.path)).data);
  } catch {
    return null;
  }
}

type Listed = NonNullable<Match['local']>;
const teamOf = (t: Listed | undefined) => (t?.name ? { name: t.name, thumbnail: t.thumbnail ?? '' } : null);
const scoreOf = (t: Listed | undefined) => {
  const team = teamOf(t);
  return team && t?.goals !== undefined ? { ...team, goals: t.goals } : null;
};

/**
 * The last result and the next match from a match list whose fields SPEC §7 does not name: read in
 * Match info's names, a match with both teams' goals is played (or as `jugado` says, when sent);
 * an item without teams or a date is left out. Null when the list tells neither.
 */
export function matchInfoFromList(matches: readonly Match[]): MatchInfo | null {
  const byDate = matches
    .filter((m) => m.fecha && teamOf(m.local) && teamOf(m.visita))
    .sort((a, b) => a.fecha!.localeCompare(b.fecha!));
  const isPlayed = (m: Match) => m.jugado ?? Boolean(scoreOf(m.local) && scoreOf(m.visita));
  const last = byDate.filter((m) => isPlayed(m) && scoreOf(m.local) && scoreOf(m.visita)).pop();
  const next = byDate.find((m) => !isPlayed(m));
  if (!last && !next) return null;
  return {
    previo: last
      ? {
          local: scoreOf(last.local)!,
          visita: scoreOf(last.visita)!,
          fecha: last.fecha,
          ...(last.estadio ? { estadio: last.estadio } : {}),
        }
      : null,
    proximo: next
      ? {
          local: teamOf(next.local)!,
          visita: teamOf(next.visita)!,
          estadio: next.estadio ?? '',
          fecha: next.fecha!,
        }
      : null,
  };
}

// The older layout's side panel: SPEC §7's 'match info' (its path is not shown: `fixtures/info` is
// our guess), the last result and the next match; null when the API can tell neither (no panel).
export const matchInfoKey = endpoints.matchInfo.path;
export const fetchMatchInfo = reader(endpoints.matchInfo.response, matchInfoFromFixtures);

export const useMatchInfo = () => useSWR(matchInfoKey, fetchMatchInfo);

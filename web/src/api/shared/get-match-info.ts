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
  let matches: Match[];
  try {
    matches = (await fetchFixtures(endpoints.fixtures.path)).data;
  } catch {
    return null;
  }
  const byDate = [...matches].sort((a, b) => a.fecha.localeCompare(b.fecha));
  const played = byDate.filter((m) => m.jugado);
  const last = played[played.length - 1];
  const next = byDate.find((m) => !m.jugado);
  if (!last && !next) return null;
  return {
    previo: last?.jugado
      ? { local: last.local, visita: last.visita, fecha: last.fecha, estadio: last.estadio }
      : null,
    proximo: next
      ? { local: next.local, visita: next.visita, estadio: next.estadio, fecha: next.fecha }
      : null,
  };
}

// The older layout's side panel: SPEC §7's 'match info' (its path is not shown: `fixtures/info` is
// our guess), the last result and the next match; null when the API can tell neither (no panel).
export const matchInfoKey = endpoints.matchInfo.path;
export const fetchMatchInfo = reader(endpoints.matchInfo.response, matchInfoFromFixtures);

export const useMatchInfo = () => useSWR(matchInfoKey, fetchMatchInfo);

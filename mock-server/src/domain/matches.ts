// The club's season, placed relative to the mock's clock (fixtures/matches.json counts days from
// today), so the side panel always has a recent result and an upcoming match in any demo.
import season from '../../../fixtures/matches.json';
import type { FixturesQuery, MatchInfo, Team, TeamScore } from '../../../web/src/api/contract';
import type { Clock } from '../clock';

/** A match of the fake's season, whole (the contract's `Match` owes none of these fields). */
export type SeasonMatch = { id: number; fecha: string; torneo: string; estadio: string } & (
  { jugado: true; local: TeamScore; visita: TeamScore } | { jugado: false; local: Team; visita: Team }
);

function addDays(isoDate: string, days: number): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

// Chile moves between UTC-4 and UTC-3 during the year, so the offset is looked up per day.
function santiagoOffset(isoDate: string): string {
  const label = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Santiago', timeZoneName: 'longOffset' })
    .formatToParts(new Date(`${isoDate}T16:00:00Z`))
    .find((p) => p.type === 'timeZoneName')?.value;
  return label?.replace('GMT', '') || '+00:00';
}

export function seasonMatches(clock: Clock): SeasonMatch[] {
  const today = clock.today();
  const now = clock.nowMs();
  return season.matches.map((s) => {
    const day = addDays(today, s.days);
    const fecha = `${day}T${s.hora}:00${santiagoOffset(day)}`;
    const base = { id: s.id, fecha, torneo: s.torneo, estadio: s.estadio };
    const club: Team = { ...season.club };
    const rival: Team = { name: s.rival, thumbnail: '' };
    // The club plays at home (local) or away; a played match carries both scores.
    const sides = <T extends Team>(clubSide: T, rivalSide: T) =>
      s.local ? { local: clubSide, visita: rivalSide } : { local: rivalSide, visita: clubSide };
    if (s.goles !== null && Date.parse(fecha) < now) {
      const scored = sides<TeamScore>({ ...club, goals: s.goles.club }, { ...rival, goals: s.goles.rival });
      return { ...base, jugado: true as const, ...scored };
    }
    return { ...base, jugado: false as const, ...sides(club, rival) };
  });
}

export function filterMatches(matches: SeasonMatch[], q: FixturesQuery): SeasonMatch[] {
  return matches.filter(
    (m) =>
      (q.torneo === undefined || m.torneo.toLowerCase() === q.torneo.toLowerCase()) &&
      (q.jugado === undefined || m.jugado === (q.jugado === 'true')) &&
      (q.desde === undefined || m.fecha.slice(0, 10) >= q.desde) &&
      (q.hasta === undefined || m.fecha.slice(0, 10) <= q.hasta),
  );
}

/** Last result and next match; a match kicked off but without a result yet is neither. */
export function matchInfo(matches: SeasonMatch[], nowMs: number): MatchInfo {
  const played = matches.filter((m) => m.jugado);
  const last = played[played.length - 1];
  const next = matches.find((m) => !m.jugado && Date.parse(m.fecha) > nowMs);
  return {
    previo: last
      ? {
          local: last.local,
          visita: last.visita,
          fecha: last.fecha,
          estadio: last.estadio,
        }
      : null,
    proximo: next
      ? {
          local: { name: next.local.name, thumbnail: next.local.thumbnail },
          visita: { name: next.visita.name, thumbnail: next.visita.thumbnail },
          estadio: next.estadio,
          fecha: next.fecha,
        }
      : null,
  };
}

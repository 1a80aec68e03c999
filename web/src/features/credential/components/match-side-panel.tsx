import type { MatchInfo } from '../../../api/contract';
import { useMatchInfo } from '../../../api/shared/get-match-info';
import { formatMatchDate } from '../../../domain/dates';
import { TeamCrest } from '../../../layout/team-crest';
import { LightSkeleton } from '../../../components/light/light-skeleton';
import '../../../components/light/light.css';
import './match-side-panel.css';
import { LightButton } from '../../../components/light/light-button';

/** One side of a match: its crest and name. */
function TeamSide({ team }: { team: { name: string; thumbnail: string } }) {
  return (
    <div className="match-panel__team">
      <TeamCrest name={team.name} thumbnail={team.thumbnail} />
      <span>{team.name}</span>
    </div>
  );
}

function LastResult({ match }: { match: MatchInfo['previo'] }) {
  if (!match) return <p className="match-panel__none">Aún no se han jugado partidos esta temporada.</p>;
  const { local, visita } = match;
  return (
    <>
      <div className="match-panel__teams">
        <TeamSide team={local} />
        <p
          className="match-panel__score"
          aria-label={`${local.name} ${local.goals}, ${visita.name} ${visita.goals}`}
        >
          {local.goals} <span aria-hidden="true">–</span> {visita.goals}
        </p>
        <TeamSide team={visita} />
      </div>
      {/* Date and stadium of the last result are extensions (SPEC §3 names only its teams). */}
      {(match.estadio || match.fecha) && (
        <p className="match-panel__meta">
          {match.estadio}
          {match.estadio && match.fecha && <br />}
          {match.fecha && formatMatchDate(match.fecha)}
        </p>
      )}
    </>
  );
}

function NextMatch({ match }: { match: MatchInfo['proximo'] }) {
  if (!match) return <p className="match-panel__none">Aún no hay un próximo partido programado.</p>;
  const { local, visita } = match;
  return (
    <>
      <div className="match-panel__teams">
        <TeamSide team={local} />
        <p className="match-panel__vs">vs</p>
        <TeamSide team={visita} />
      </div>
      <p className="match-panel__meta">
        <strong>{match.estadio}</strong>
        <br />
        {formatMatchDate(match.fecha)}
      </p>
      <AddToCalendar match={match} />
    </>
  );
}

/**
 * 'Agregar al calendario': the match as an .ics file the browser makes from the panel's own data
 * (no request to the API). Its maker loads on the press: the credential's first load stays as small
 * as the gate needs. A date the file cannot carry offers no button.
 */
function AddToCalendar({ match }: { match: NonNullable<MatchInfo['proximo']> }) {
  if (!/^\d{4}-\d{2}-\d{2}/.test(match.fecha)) return null;
  const add = async () => {
    const { matchCalendar, matchCalendarName } = await import('../../../domain/match-calendar');
    const ics = matchCalendar(match, new Date());
    if (!ics) return;
    const url = URL.createObjectURL(new Blob([ics], { type: 'text/calendar;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = matchCalendarName(match);
    document.body.append(link);
    link.click();
    link.remove();
    // The download has started by the next task; the file's memory is freed a while after.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  };
  return (
    <p className="match-panel__calendar">
      <LightButton onClick={() => void add().catch(() => undefined)}>Agregar al calendario</LightButton>
    </p>
  );
}

/**
 * The older layout's side panel (SPEC §2 Layout): the last result and the next match. An extra beside
 * the credential: when it cannot be read (offline at the gate, most often) it is quietly absent,
 * never an error over a credential the device can show.
 */
export function MatchSidePanel() {
  const { data, error } = useMatchInfo();
  // An API with no match information at all, or none to be had now: the panel is not there.
  if (data === null || (!data && error)) return null;
  const last = data ? (
    <LastResult match={data.previo} />
  ) : (
    // One placeholder: the next match's block appears with the data, below it, so the block that
    // was on screen does not move (no layout shift).
    <LightSkeleton rows={3} />
  );
  return (
    <aside className="match-panel" aria-label="Partidos">
      <section aria-labelledby="match-last">
        <h2 id="match-last">Último partido</h2>
        {last}
      </section>
      {data && (
        <section aria-labelledby="match-next">
          <h2 id="match-next">Próximo partido</h2>
          <NextMatch match={data.proximo} />
        </section>
      )}
    </aside>
  );
}

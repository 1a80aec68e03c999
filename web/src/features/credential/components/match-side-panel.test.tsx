import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderAt, stubFetch } from '../../../test/render';
import { MatchSidePanel } from './match-side-panel';

const team = (name: string, thumbnail: string | null, goals?: number) => ({ name, thumbnail, goals });

describe('the match panel', () => {
  it('when a team has no logo (thumbnail null) and the last result has only the spec fields, both matches still show', async () => {
    stubFetch(() => [
      200,
      {
        previo: { local: team('Audax Italiano', null, 1), visita: team('Deportivo Albo', 'albo.png', 2) },
        proximo: {
          local: team('Deportivo Albo', 'albo.png'),
          visita: team('Huachipato', null),
          estadio: 'Estadio Monumental',
          fecha: '2026-11-22T18:00:00-03:00',
        },
      },
    ]);
    renderAt(<MatchSidePanel />);
    expect(await screen.findByLabelText('Audax Italiano 1, Deportivo Albo 2')).toBeInTheDocument();
    expect(screen.getByText('Huachipato')).toBeInTheDocument();
    expect(screen.getByText('Estadio Monumental')).toBeInTheDocument();
    expect(screen.queryByText(/No pudimos cargar los partidos/)).not.toBeInTheDocument();
  });

  it("when there is a next match, 'Agregar al calendario' offers its .ics, made here with no call beyond the match's", async () => {
    const calls = stubFetch(() => [
      200,
      {
        previo: null,
        proximo: {
          local: team('Deportivo Albo', ''),
          visita: team('Huachipato', ''),
          estadio: 'Estadio Monumental',
          fecha: '2026-11-22T18:00:00-03:00',
        },
      },
    ]);
    renderAt(<MatchSidePanel />);
    const link = await screen.findByRole('link', { name: 'Agregar al calendario' });
    expect(link).toHaveAttribute('download', 'partido-2026-11-22.ics');
    const ics = decodeURIComponent(
      link.getAttribute('href')!.replace(/^data:text\/calendar;charset=utf-8,/, ''),
    );
    expect(ics).toContain('SUMMARY:Deportivo Albo vs Huachipato');
    expect(ics).toContain('DTSTART;TZID=America/Santiago:20261122T180000');
    expect(calls).toHaveLength(1);
  });
});

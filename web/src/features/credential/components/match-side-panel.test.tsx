import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

  it("when there is a next match, 'Agregar al calendario' hands over its .ics, made here with no call beyond the match's", async () => {
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
    const files: Blob[] = [];
    const names: string[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => (files.push(blob), 'blob:partido'));
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    const user = userEvent.setup();
    renderAt(<MatchSidePanel />);
    await user.click(await screen.findByRole('button', { name: 'Agregar al calendario' }));
    await waitFor(() => expect(names).toEqual(['partido-2026-11-22.ics']));
    const ics = await files[0]!.text();
    expect(ics).toContain('SUMMARY:Deportivo Albo vs Huachipato');
    expect(ics).toContain('DTSTART;TZID=America/Santiago:20261122T180000');
    expect(calls).toHaveLength(1);
    vi.restoreAllMocks();
  });
});

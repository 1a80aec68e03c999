import { describe, it, expect } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '../../test/render';
import { startMockApi } from '../../test/mock-api';
import { RegionCommuneFields } from './region-commune-fields';
import { FormHarness, formValues } from './form-harness';
import { NOT_AVAILABLE_TEXT } from '../load-error';

const FAILED = 'No pudimos cargar las comunas. Revisa tu conexión e inténtalo nuevamente.';

const mock = startMockApi();

let submitted: Record<string, unknown> | null = null;

function Harness({ initial = {} }: { initial?: Record<string, unknown> }) {
  return (
    <FormHarness initial={initial} onSubmit={(values) => void (submitted = values)}>
      <RegionCommuneFields />
    </FormHarness>
  );
}

const values = formValues;

/** Picks an option of a native select once it is listed (a commune's arrive with its region). */
async function choose(label: string, option: string) {
  const select = screen.getByLabelText(label);
  await waitFor(() => expect(within(select).getByRole('option', { name: option })).toBeInTheDocument());
  await userEvent.setup().selectOptions(select, option);
}

describe('RegionCommuneFields', () => {
  it('when nothing is chosen, both say so on submit and the commune is disabled', async () => {
    submitted = null;
    renderAt(<Harness />);
    expect(screen.getByLabelText('Comuna')).toBeDisabled();
    expect(screen.getByText('Elige primero una región.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Debe seleccionar una región')).toBeInTheDocument();
    expect(screen.getByText('Debe seleccionar una comuna')).toBeInTheDocument();
    expect(submitted).toBeNull();
  });

  it('when a region is chosen, its communes load and one can be picked', async () => {
    renderAt(<Harness />);
    await choose('Región', 'Metropolitana de Santiago');
    await waitFor(() => expect(screen.getByLabelText('Comuna')).toBeEnabled());
    await choose('Comuna', 'Ñuñoa');
    await waitFor(() => expect(values()).toEqual({ region: 13, comuna: 13120 }));
  });

  it('when the region changes, the commune is cleared', async () => {
    renderAt(<Harness initial={{ region: 13, comuna: 13120 }} />);
    await waitFor(() => expect(screen.getByText('Ñuñoa')).toBeInTheDocument());
    await choose('Región', 'Valparaíso');
    await waitFor(() => expect(values()).toEqual({ region: 5 }));
    expect(within(document.body).queryByText('Ñuñoa')).not.toBeInTheDocument();
  });

  it('when the club refuses the region (one it does not know), nothing blames the connection', async () => {
    renderAt(<Harness initial={{ region: 40 }} />);
    expect(await screen.findByText(NOT_AVAILABLE_TEXT)).toBeInTheDocument();
    expect(screen.queryByText(/Revisa tu conexión/)).not.toBeInTheDocument();
  });

  it('when the communes cannot be read, Reintentar is busy until they arrive, never pressed twice', async () => {
    mock.config.failRate = 1;
    renderAt(<Harness initial={{ region: 13, comuna: 13120 }} />);
    expect(screen.getByLabelText('Comuna')).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByText(FAILED)).toBeInTheDocument();
    expect(screen.getByLabelText('Comuna')).not.toHaveAttribute('aria-busy');

    mock.config.failRate = 0;
    mock.config.latencyMs = 300;
    const retry = screen.getByRole('button', { name: 'Reintentar' });
    await userEvent.setup().click(retry);
    expect(retry).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByRole('option', { name: 'Ñuñoa', selected: true })).toBeInTheDocument();
    expect(screen.queryByText(FAILED)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Reintent/ })).not.toBeInTheDocument();
  });
});

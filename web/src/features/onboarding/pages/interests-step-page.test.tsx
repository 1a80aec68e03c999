import { describe, it, expect } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startMockApi } from '../../../test/mock-api';
import { CAMILA, openStepAsCamila } from '../testing';
import InterestsStepPage from './interests-step-page';

const mock = startMockApi();
const open = () =>
  openStepAsCamila(mock, <InterestsStepPage />, '/validation/second', {
    path: '/validation/pago/incorporacion',
    text: 'pago incorporación',
  });

describe('InterestsStepPage', () => {
  it('lists the interests from the API as checkboxes, step 2 of 3 current', async () => {
    await open();
    expect(await screen.findByRole('checkbox', { name: 'Fútbol femenino' })).not.toBeChecked();
    expect(screen.getAllByRole('checkbox')).toHaveLength(10);
    expect(screen.getByRole('group', { name: /Elige los temas que te interesan/ })).toBeInTheDocument();
    const steps = screen.getByRole('navigation', { name: 'Pasos de tu incorporación' });
    expect(steps.querySelector('[aria-current="step"]')).toHaveTextContent('Paso 2 de 3: Intereses');
    expect(screen.getByRole('link', { name: 'Omitir Paso' })).toHaveAttribute(
      'href',
      '/validation/pago/incorporacion',
    );
    expect(screen.getByRole('button', { name: 'Guardar Intereses' })).toBeDisabled();
  });

  it('when several are picked (keyboard too) and saved, the member keeps them and goes on to the payment', async () => {
    await open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Eventos' }));
    screen.getByRole('checkbox', { name: 'Voluntariado' }).focus();
    await user.keyboard(' ');
    expect(screen.getByRole('checkbox', { name: 'Voluntariado' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Guardar Intereses' }));
    expect(await screen.findByText('pago incorporación')).toBeInTheDocument();
    expect((await mock.member(CAMILA)).intereses).toEqual(['Eventos', 'Voluntariado']);
  });

  it('when a picked interest is unticked, it is not sent', async () => {
    await open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Tienda' }));
    await user.click(screen.getByRole('checkbox', { name: 'Beneficios' }));
    await user.click(screen.getByRole('checkbox', { name: 'Tienda' }));
    await user.click(screen.getByRole('button', { name: 'Guardar Intereses' }));
    await waitFor(async () => expect((await mock.member(CAMILA)).intereses).toEqual(['Beneficios']));
  });

  it('when the API saves them but sends a blank text, the toast still says they were saved', async () => {
    await open();
    const real = globalThis.fetch;
    globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) =>
      String(input).includes('set-interests')
        ? Promise.resolve(
            new Response(JSON.stringify({ status: true, data: '' }), {
              status: 200,
              headers: { 'Content-Type': 'application/json' },
            }),
          )
        : real(input, init)) as typeof fetch;
    try {
      const user = userEvent.setup();
      await user.click(await screen.findByRole('checkbox', { name: 'Eventos' }));
      await user.click(screen.getByRole('button', { name: 'Guardar Intereses' }));
      expect(await screen.findByText('pago incorporación')).toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveTextContent('Intereses guardados.');
    } finally {
      globalThis.fetch = real;
    }
  });
});

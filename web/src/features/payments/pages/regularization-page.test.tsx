import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '../../../test/render';
import { startMockApi } from '../../../test/mock-api';
import { captureProviderForm, row } from '../testing';
import RegularizationPage from './regularization-page';

const mock = startMockApi();
afterEach(() => vi.restoreAllMocks());

function renderPage() {
  renderAt(<RegularizationPage />, { route: '/pago/regularizacion', path: '/pago/regularizacion' });
}

describe('RegularizationPage', () => {
  it('when Pedro owes 45 dues, it shows the debt, half of it, and pays that by Webpay', async () => {
    await mock.loginAs('98765433');
    const forms = captureProviderForm();
    renderPage();
    expect(await screen.findByText('Cuotas pendientes', { selector: 'dt' })).toBeInTheDocument();
    expect(row('Cuotas pendientes')).toBe('45');
    expect(row('Deuda total')).toBe('$44.250');
    expect(row('Total a pagar (50%)')).toBe('$22.125');
    // Al día until this month (paid up to 2023-02, 45 months later), and nothing is paid before the
    // member ticks that they lose the honorary-member path.
    await waitFor(() => expect(row('Quedarás al día hasta')).toBe('noviembre de 2026'));
    const user = userEvent.setup();
    const pay = screen.getByRole('button', { name: 'Pagar' });
    expect(pay).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: /pierdo la opción de ser socio honorario/ }));
    await user.click(pay);
    await screen.findByText('Redireccionando...');
    expect((await mock.purchases()).at(-1)).toMatchObject({ tipo_pago: 'regularizacion', total: 22125 });
    expect(Object.keys(forms[0]!.fields)).toEqual(['token_ws']);
  });

  it('when the member may not regularise, it explains why and offers no pay button', async () => {
    await mock.loginAs('156782343');
    renderPage();
    expect(await screen.findByText('Por ahora no puedes regularizar tu deuda.')).toBeInTheDocument();
    expect(screen.getByText(/24 o más cuotas pendientes, y hoy tienes 3/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pagar' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pagar cuotas' })).toBeInTheDocument();
  });
});

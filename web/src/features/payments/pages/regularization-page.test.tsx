import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '../../../test/render';
import { startMockApi } from '../../../test/mock-api';
import { captureProviderForm } from '../testing';
import RegularizationPage from './regularization-page';

const mock = startMockApi();
const row = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
afterEach(() => vi.restoreAllMocks());

function renderPage() {
  renderAt(<RegularizationPage />, { route: '/pago/regularizacion', path: '/pago/regularizacion' });
}

describe('RegularizationPage', { timeout: 30_000 }, () => {
  it('when Pedro owes 45 dues, it shows the debt, half of it, and pays that by Webpay', async () => {
    await mock.loginAs('98765433');
    const forms = captureProviderForm();
    renderPage();
    expect(await screen.findByText('Cuotas pendientes', { selector: 'dt' })).toBeInTheDocument();
    expect(row('Cuotas pendientes')).toBe('45');
    expect(row('Deuda total')).toBe('$44.250');
    expect(row('Total a pagar (50%)')).toBe('$22.125');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Pagar' }));
    await screen.findByText('Redireccionando...');
    expect(mock.store.state.purchases.at(-1)).toMatchObject({ tipo_pago: 'regularizacion', total: 22125 });
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

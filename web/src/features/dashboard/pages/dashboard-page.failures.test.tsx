import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '../../../test/render';
import { startMockApi } from '../../../test/mock-api';
import DashboardPage from './dashboard-page';

const mock = startMockApi();

describe('DashboardPage when the API fails', () => {
  it('when every read fails, each block says so with Reintentar, and the retries bring the data', async () => {
    await mock.loginAs('156782343');
    mock.config.failRate = 1;
    renderAt(<DashboardPage />, { route: '/dashboard', path: '/dashboard' });
    // The session's own data needs no request: the greeting and the card stay.
    expect(screen.getByRole('heading', { level: 1, name: 'Bienvenido, Juan Carlos' })).toBeInTheDocument();
    expect(await screen.findByText('No pudimos cargar el total.')).toBeInTheDocument();
    expect(await screen.findByText('No pudimos cargar tus cuentas asociadas.')).toBeInTheDocument();
    expect(await screen.findByText(/No pudimos cargar la información/)).toBeInTheDocument();
    expect(await screen.findByText(/No pudimos cargar tu pago automático/)).toBeInTheDocument();
    const retries = screen.getAllByRole('button', { name: 'Reintentar' });
    expect(retries).toHaveLength(4);

    mock.config.failRate = 0;
    const user = userEvent.setup();
    for (const retry of retries) await user.click(retry);
    expect(await screen.findByText('3 cuotas pendientes')).toBeInTheDocument();
    expect(await screen.findByText('Desactivado')).toBeInTheDocument();
    expect(await screen.findByText(/^\d{2}\.\d{3}$/, { selector: '.sr-only' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reintentar' })).not.toBeInTheDocument();
  });
});

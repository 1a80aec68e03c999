import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '../../../test/render';
import { startMockApi } from '../../../test/mock-api';
import DashboardPage from './dashboard-page';

const mock = startMockApi();

describe('DashboardPage when the API fails', () => {
  it('when every read fails, the screen says so once with one Reintentar, which brings every block back', async () => {
    await mock.loginAs('156782343');
    mock.config.failRate = 1;
    renderAt(<DashboardPage />, { route: '/dashboard', path: '/dashboard' });
    // The session's own data needs no request: the greeting and the card stay.
    expect(screen.getByRole('heading', { level: 1, name: 'Bienvenido, Juan Carlos' })).toBeInTheDocument();
    expect(await screen.findByText('Algo salió mal')).toBeInTheDocument();
    // The dues, the family, the counter and the automatic payment all failed: still one message.
    expect(screen.getAllByText('Algo salió mal')).toHaveLength(1);
    expect(screen.getAllByText(/No pudimos cargar/)).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: 'Reintentar' })).toHaveLength(1);
    // Each failed block keeps its place, marked as failed rather than still loading.
    await waitFor(() => {
      const placeholders = [...document.querySelectorAll('.l-skeleton')];
      expect(placeholders.length).toBeGreaterThan(0);
      for (const bars of placeholders) expect(bars.closest('.l-read-failed')).not.toBeNull();
    });

    mock.config.failRate = 0;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('3 cuotas pendientes')).toBeInTheDocument();
    expect(await screen.findByText('Desactivado')).toBeInTheDocument();
    expect(await screen.findByText(/^\d{2}\.\d{3}$/, { selector: '.sr-only' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reintentar' })).not.toBeInTheDocument();
    expect(screen.queryByText('Algo salió mal')).not.toBeInTheDocument();
  });
});

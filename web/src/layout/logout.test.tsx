// 'Cerrar Sesión' ends the token on the server (a copy of it stops working), clears local storage
// even when that call fails, and goes to '/'.
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { startMockApi } from '../test/mock-api';
import { getToken } from '../session/session';
import { SESSION_KEY } from '../session/storage';
import { AppLayout } from './app-layout';

const mock = startMockApi();
const JUAN = '156782343';

function openShell() {
  const router = createMemoryRouter(
    [
      { element: <AppLayout />, children: [{ path: '/dashboard', element: <p>inicio</p> }] },
      { path: '/', element: <p>página de ingreso</p> },
    ],
    { initialEntries: ['/dashboard'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const profileWith = (token: string) =>
  fetch(`${mock.url}/api/socios/profile`, { headers: { Authorization: `Bearer ${token}` } });

describe('Cerrar Sesión', () => {
  it('ends the token on the server, clears local storage and goes to /', async () => {
    await mock.loginAs(JUAN);
    const token = getToken()!;
    const router = openShell();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Cerrar Sesión' }));
    expect(await screen.findByText('página de ingreso')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(localStorage.getItem(SESSION_KEY)).toBeNull();
    expect((await profileWith(token)).status).toBe(401);
  });

  it('when the server cannot be reached, local storage is cleared all the same', async () => {
    await mock.loginAs(JUAN);
    mock.config.failRate = 1;
    openShell();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Cerrar Sesión' }));
    await waitFor(() => expect(localStorage.getItem(SESSION_KEY)).toBeNull());
    expect(await screen.findByText('página de ingreso')).toBeInTheDocument();
  });
});

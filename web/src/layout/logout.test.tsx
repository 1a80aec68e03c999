// 'Cerrar Sesión' ends the token on the server (a copy of it stops working), clears local storage
// even when that call fails, and goes to '/'.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { startMockApi } from '../test/mock-api';
import { getToken } from '../session/session';
import { SESSION_KEY } from '../session/stored-form';
import { AppLayout } from './app-layout';

const mock = startMockApi();
const JUAN = '156782343';
const MARIA = '123456785';

function openShell() {
  const router = createMemoryRouter(
    [
      { element: <AppLayout />, children: [{ path: '/dashboard', element: <p>inicio</p> }] },
      { path: '/', element: <p>página de ingreso</p> },
    ],
    { initialEntries: ['/dashboard'] },
  );
  const view = render(<RouterProvider router={router} />);
  return Object.assign(router, { unmount: view.unmount });
}

afterEach(() => vi.restoreAllMocks());

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

  it('when the logout answered 404 once, the next member on the same tab still sends hers and her token ends', async () => {
    const asked = vi.spyOn(globalThis, 'fetch');
    /** What each logout sent so far was answered. */
    const logouts = () =>
      Promise.all(
        asked.mock.calls.flatMap(([url, init], i) =>
          String(url).endsWith('/api/socios/logout') && init?.method === 'POST'
            ? [(asked.mock.results[i]!.value as Promise<Response>).then((r) => r.status)]
            : [],
        ),
      );
    const user = userEvent.setup();
    // Juan's API has no logout for a moment (a deploy without the call): it answers 404.
    await mock.loginAs(JUAN);
    mock.config.unshown = 'missing';
    try {
      const juan = openShell();
      await user.click(screen.getByRole('button', { name: 'Cerrar Sesión' }));
      expect(await screen.findByText('página de ingreso')).toBeInTheDocument();
      expect(await logouts()).toEqual([404]);
      juan.unmount();
    } finally {
      mock.config.unshown = 'served';
    }
    // María signs in on the same phone and leaves: her logout is sent, and her token no longer reads.
    await mock.loginAs(MARIA);
    const token = getToken()!;
    openShell();
    await user.click(screen.getByRole('button', { name: 'Cerrar Sesión' }));
    expect(await screen.findByText('página de ingreso')).toBeInTheDocument();
    expect(await logouts()).toEqual([404, 200]);
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

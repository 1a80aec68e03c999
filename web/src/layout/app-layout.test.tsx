import { beforeEach, describe, expect, it } from 'vitest';
import { act } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import type { SessionUser } from '../api/contract';
import { closeSession, saveUser, startSession } from '../session/session';
import { prerenderedRoots } from '../test/prerendered-roots';
import { aSessionUser } from '../test/session-user';
import { AppLayout } from './app-layout';

beforeEach(() =>
  startSession('token', {
    id: 4,
    rut: '156782343',
    nombre: 'Juan Carlos',
    nombre_completo: 'Juan Carlos González Muñoz',
    estado: 0,
    activo: 1,
  } as SessionUser),
);

describe('the member shell', () => {
  it('while the next screen loads, the content says it is busy and a bar shows; then the screen appears', async () => {
    let arrive!: () => void;
    const router = createMemoryRouter(
      [
        {
          element: <AppLayout />,
          children: [
            { path: '/dashboard', element: <Link to="/lento">Ir a la pantalla lenta</Link> },
            {
              path: '/lento',
              loader: () => new Promise<null>((resolve) => (arrive = () => resolve(null))),
              element: <p>pantalla lenta</p>,
            },
          ],
        },
      ],
      { initialEntries: ['/dashboard'] },
    );
    const { container } = render(<RouterProvider router={router} />);
    expect(screen.getByRole('main')).not.toHaveAttribute('aria-busy');
    await userEvent.setup().click(screen.getByRole('link', { name: 'Ir a la pantalla lenta' }));
    await waitFor(() => expect(screen.getByRole('main')).toHaveAttribute('aria-busy', 'true'));
    expect(container.querySelector('.app-header .nav-progress')).not.toBeNull();
    arrive();
    expect(await screen.findByText('pantalla lenta')).toBeInTheDocument();
    expect(screen.getByRole('main')).not.toHaveAttribute('aria-busy');
    expect(container.querySelector('.nav-progress')).toBeNull();
  });
});

describe("the member shell, pre-rendered and then hydrated for the session's member", () => {
  const roots = prerenderedRoots();

  const app = (path: string) => (
    <RouterProvider
      router={createMemoryRouter(
        [{ element: <AppLayout />, children: [{ path, element: <h1>pantalla</h1> }] }],
        { initialEntries: [path] },
      )}
    />
  );

  /** The build's markup of `path` (no session), hydrated as the app does; the shell before and after. */
  async function openCold(path: string) {
    const root = roots.prerender(app(path));
    const before = root.querySelector('.app-shell');
    await roots.hydrate(root, app(path));
    return { before, after: () => root.querySelector('.app-shell') };
  }

  it('keeps the pre-rendered shell when it was drawn for the member who opened it', async () => {
    const shell = await openCold('/dashboard');
    expect(shell.after()).toBe(shell.before);
    expect(screen.getByRole('button', { name: 'Abrir menú' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cerrar Sesión' })).toBeInTheDocument();
  });

  it.each([
    ['a visitor', null],
    ['a blocked member', aSessionUser({ estado: 2 })],
  ])('replaces it for %s, drawn without the menu: nothing slides into its place', async (_who, user) => {
    if (user) startSession('token', user);
    else closeSession();
    const shell = await openCold('/cards/subscription/error');
    expect(shell.after()).not.toBe(shell.before);
    expect(screen.queryByRole('button', { name: 'Abrir menú' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'pantalla' })).toBeInTheDocument();
  });

  it('once hydrated, brings the menu in place when the incorporation is paid: the screen keeps its state', async () => {
    startSession('token', aSessionUser({ activo: 0 }));
    const shell = await openCold('/validation/first');
    expect(shell.after()).toBe(shell.before);
    expect(screen.queryByRole('button', { name: 'Abrir menú' })).toBeNull();
    const heading = screen.getByRole('heading', { name: 'pantalla' });
    act(() => saveUser(aSessionUser({ activo: 1 })));
    expect(screen.getByRole('button', { name: 'Abrir menú' })).toBeInTheDocument();
    expect(shell.after()).toBe(shell.before);
    expect(screen.getByRole('heading', { name: 'pantalla' })).toBe(heading);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import type { SessionUser } from '../api/contract';
import { AppLayout } from '../layout/app-layout';
import { startSession } from '../session/session';
import { OFFLINE_TEXT, OFFLINE_TITLE, RouteError } from './route-error';
import { routes } from './router';
import { lazyComponent } from './lazy-route';

const TITLE = 'Ocurrió un problema al mostrar esta página';

const member = {
  id: 4,
  rut: '156782343',
  nombre: 'Juan Carlos',
  nombre_completo: 'Juan Carlos González Muñoz',
  sexo: 'Hombre',
  estado: 0,
  activo: 1,
  legacy_auth_token: 'x',
} as SessionUser;

function Broken(): never {
  throw new Error('un dato inesperado');
}

/** The member layout with two screens, each with the app's own error boundary. */
function renderInLayout(screenRoute: RouteObject) {
  const router = createMemoryRouter(
    [
      {
        element: <AppLayout />,
        children: [
          { ...screenRoute, errorElement: <RouteError /> },
          { path: '/dashboard', element: <p>Pantalla de inicio</p>, errorElement: <RouteError /> },
        ],
      },
    ],
    { initialEntries: ['/roto'] },
  );
  render(<RouterProvider router={router} />);
}

/** Every route that loads a screen or a layout, however deep. */
const lazyRoutes = (list: RouteObject[]): RouteObject[] =>
  list.flatMap((r) => [...(r.lazy ? [r] : []), ...lazyRoutes(r.children ?? [])]);

beforeEach(() => {
  // The boundary logs what it caught (and React reports it too): expected here, not noise to read.
  vi.spyOn(console, 'error').mockImplementation(() => {});
  startSession('token', member);
});
afterEach(() => vi.restoreAllMocks());

describe('RouteError, the per-route error boundary', () => {
  it('when the route table is read, every screen and layout it loads has its own error boundary', () => {
    const loaded = lazyRoutes(routes);
    expect(loaded.length).toBeGreaterThan(20);
    for (const route of loaded) expect(route.errorElement, route.path ?? 'index').toBeTruthy();
  });

  it('when a screen throws, its Spanish message and Reintentar show while the layout and menu stay', async () => {
    renderInLayout({ path: '/roto', element: <Broken /> });
    expect(await screen.findByRole('heading', { name: TITLE })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Inténtalo nuevamente.');
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeEnabled();
    // The rest of the app is still there and still works.
    expect(screen.getByRole('button', { name: 'Cerrar Sesión' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('alert'));
    await userEvent.setup().click(screen.getAllByRole('link', { name: 'Inicio' })[0]!);
    expect(await screen.findByText('Pantalla de inicio')).toBeInTheDocument();
    expect(screen.queryByText(TITLE)).not.toBeInTheDocument();
  });

  it("when the screen's code cannot be downloaded, it says to check the connection", async () => {
    renderInLayout({
      path: '/roto',
      lazy: lazyComponent(() =>
        Promise.reject(new TypeError('Failed to fetch dynamically imported module: /x.js')),
      ),
    });
    expect(await screen.findByRole('heading', { name: TITLE })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('No pudimos descargar esta sección.');
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cerrar Sesión' })).toBeInTheDocument();
  });
});

describe('RouteError, offline', () => {
  const setOnline = (value: boolean) => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(value);
    window.dispatchEvent(new Event(value ? 'online' : 'offline'));
  };

  it('when a screen cannot be downloaded offline, it names the connection and loads the page once back online', async () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderInLayout({
      path: '/roto',
      // Vite's words when the stylesheet it preloads with a chunk does not arrive.
      lazy: lazyComponent(() => Promise.reject(new Error('Unable to preload CSS for /assets/x.css'))),
    });
    expect(await screen.findByRole('heading', { name: OFFLINE_TITLE })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(OFFLINE_TEXT);
    expect(screen.queryByText(/escríbenos/)).not.toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
    act(() => setOnline(true));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

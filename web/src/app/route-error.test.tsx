import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider } from 'react-router';
import { SWRConfig } from 'swr';
import type { SessionUser } from '../api/contract';
import { startSession } from '../session/session';
import { createAppRouter, type ModuleOverrides } from '../test/app-routes';
import { OFFLINE_TEXT, OFFLINE_TITLE } from './route-error';
import { paths } from './paths';

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

const PROFILE = 'features/profile/pages/profile-page.tsx';

/** A screen whose code throws `error` when it renders. */
const throwing = (error: Error) => ({
  default: function Broken(): never {
    throw error;
  },
});

/**
 * The app at `path` (the profile's unless told), with some modules' exports replaced (a screen
 * that crashes), and the dashboard by a stand-in that reads nothing.
 */
function renderApp(overrides: ModuleOverrides, path: string = paths.profile) {
  const router = createAppRouter(path, {
    'features/dashboard/pages/dashboard-page.tsx': {
      default: () => <p>Pantalla de inicio</p>,
      clientLoader: undefined,
    },
    ...overrides,
  });
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <RouterProvider router={router} />
    </SWRConfig>,
  );
  return router;
}

beforeEach(() => {
  // The boundary logs what it caught (and React reports it too): expected here, not noise to read.
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {}); // jsdom has none; each screen asks
  startSession('token', member);
});
afterEach(() => vi.restoreAllMocks());

describe('RouteError, the per-route error boundary', () => {
  it.each([
    ['a member screen', PROFILE, paths.profile],
    [
      'an onboarding step (outside the session check)',
      'features/onboarding/pages/photo-step-page.tsx',
      paths.validationPhoto,
    ],
  ])(
    'when %s throws, its Spanish message and Reintentar show while the layout and menu stay',
    async (_, file, path) => {
      renderApp({ [file]: throwing(new Error('un dato inesperado')) }, path);
      expect(await screen.findByRole('heading', { name: TITLE })).toBeInTheDocument();
      expect(screen.getByRole('alert')).toHaveTextContent('Inténtalo nuevamente.');
      expect(screen.getByRole('button', { name: 'Reintentar' })).toBeEnabled();
      // The rest of the app is still there and still works.
      expect(screen.getByRole('button', { name: 'Cerrar Sesión' })).toBeInTheDocument();
      expect(screen.getByRole('main')).toContainElement(screen.getByRole('alert'));
      await userEvent.setup().click(screen.getAllByRole('link', { name: 'Inicio' })[0]!);
      expect(await screen.findByText('Pantalla de inicio')).toBeInTheDocument();
      expect(screen.queryByText(TITLE)).not.toBeInTheDocument();
    },
  );

  it('when a public screen throws, the message shows inside the public card', async () => {
    renderApp(
      { 'features/auth/pages/register-page.tsx': throwing(new Error('un dato inesperado')) },
      paths.register,
    );
    expect(await screen.findByRole('heading', { name: TITLE })).toBeInTheDocument();
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('alert'));
    expect(screen.getByText('Club Social y Deportivo Albo')).toBeInTheDocument();
  });

  it("when a piece of the screen's code cannot be downloaded, it says to check the connection", async () => {
    renderApp({ [PROFILE]: throwing(new TypeError('Failed to fetch dynamically imported module: /x.js')) });
    expect(await screen.findByRole('heading', { name: TITLE })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('No pudimos descargar esta sección.');
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });
});

describe('RouteError, offline', () => {
  const setOnline = (value: boolean) => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(value);
    window.dispatchEvent(new Event(value ? 'online' : 'offline'));
  };

  it('when a download fails offline, it names the connection and loads the page once back online', async () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    // Vite's words when the stylesheet it preloads with a chunk does not arrive.
    renderApp({ [PROFILE]: throwing(new Error('Unable to preload CSS for /assets/x.css')) });
    expect(await screen.findByRole('heading', { name: OFFLINE_TITLE })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(OFFLINE_TEXT);
    expect(screen.queryByText(/escríbenos/)).not.toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
    act(() => setOnline(true));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

// Build-time only (scripts/build-web.ts): screens rendered to HTML, so they paint at once while the
// JavaScript is still downloading.
// - The screens the list pre-renders to hydrate (app/screens.ts: the login, the other public screens
//   and the card error) are rendered through the app's own route table, so app/start.tsx can
//   hydrate the same markup.
// - The member's shell with the dashboard's placeholders (header, menu, placeholder cards) for
//   /dashboard: never hydrated, it stands until the app's first render replaces it (the
//   dashboard paints at once whatever the network).
// Controls are inert until hydrated through the light kit's own useHydrated
// (docs/decisions/pre-rendering.md).
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { paths } from './app/paths';
import { routes } from './app/router';
import { swrOptions } from './app/swr-options';
import { AppLayout } from './layout/app-layout';
import { RootRoute } from './app/root-route';
import { DashboardSkeleton } from './features/dashboard/components/dashboard-skeleton';
import { clearStorage, writeSession } from './session/storage';
import { resetSessionCache } from './session/session';
import { aSessionUser } from './test/session-user';

// The API's URLs of a screen's early reads, as this build's API base makes them (VITE_API_URL).
export { earlyChargeUrls, earlyReadUrls } from './app/route-reads';

/** One screen of the app's route table at `url`, as the browser's first render would draw it. */
export const renderRoute = (url: string, { member = false }: { member?: Member } = {}): Promise<string> =>
  renderAt(withoutReads(routes), url, member);

/**
 * The table without its route loaders: the reads they start (app/route-reads.ts) are the browser's,
 * for a real member; the pre-render's member is made up, and its token must reach no API.
 */
const withoutReads = (table: RouteObject[]): RouteObject[] =>
  table.map(({ loader: _reads, children, ...route }) =>
    children ? { ...route, children: withoutReads(children) } : route,
  ) as RouteObject[];

/** Who the pre-render signs in: nobody, a member in good standing, or one still in the onboarding. */
type Member = boolean | 'onboarding';

/** The first render of `table` at `url`, for `member`. */
async function renderAt(table: RouteObject[], url: string, member: Member): Promise<string> {
  signIn(member);
  const router = createMemoryRouter(table, { initialEntries: [url] });
  // The matched routes' code is loaded (`lazy`) before the router is initialized.
  if (!router.state.initialized)
    await new Promise<void>((resolve) => {
      const stop = router.subscribe((state) => {
        if (state.initialized) {
          stop();
          resolve();
        }
      });
    });
  const html = renderToString(
    <SWRConfig value={swrOptions}>
      <RouterProvider router={router} />
    </SWRConfig>,
  );
  router.dispose();
  return html;
}

/** Local storage in memory: the shell draws the menu and 'Cerrar Sesión' only for a member. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (k) => items.get(k) ?? null,
    key: (i) => [...items.keys()][i] ?? null,
    removeItem: (k) => void items.delete(k),
    setItem: (k, v) => void items.set(k, String(v)),
  };
}
const storage = memoryStorage();
Object.defineProperty(globalThis, 'localStorage', { value: storage, configurable: true });

/**
 * A member in good standing (active, who sees the menu; or still in the onboarding, who does not)
 * or nobody; no real member's data.
 */
function signIn(member: Member) {
  clearStorage(storage);
  if (member)
    writeSession(
      {
        informations: aSessionUser({ activo: member === 'onboarding' ? 0 : 1, estado: 0 }),
        token: 'prerender',
        status: 0,
      },
      storage,
    );
  resetSessionCache();
}

/**
 * The member's shell (header, menu, footer) around the dashboard's placeholders. Drawn for an
 * active member in good standing (who sees the menu); nobody's data is in it. Never hydrated: the
 * app's first render replaces it.
 */
export const renderDashboardShell = async (): Promise<string> => {
  const shell: RouteObject[] = [
    {
      element: <RootRoute />,
      children: [
        { element: <AppLayout />, children: [{ path: paths.dashboard, element: <DashboardSkeleton /> }] },
      ],
    },
  ];
  return renderAt(shell, paths.dashboard, true);
};

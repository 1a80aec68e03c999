// Build-time only (scripts/build-web.ts): screens rendered to HTML, so they paint at once while the
// JavaScript is still downloading.
// - The screens the list pre-renders to hydrate (app/screens.ts: the login, the other public screens
//   and the card error) are rendered through the app's own route table, so app/start.tsx can
//   hydrate the same markup. All light (no antd, README); were one antd, antd's styles for what it
//   shows would come from its CSS-in-JS cache, to inline.
// - The member's shell with the dashboard's placeholders (header, menu, placeholder cards) for
//   /dashboard: never hydrated, it stands until the app's first render replaces it (the
//   dashboard paints at once whatever the network).
// Controls are inert until hydrated through the light kit's own useHydrated
// (docs/decisions/pre-rendering.md).
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import emotionHash from '@emotion/hash';
import { paths } from './app/paths';
import { routes } from './app/router';
import { swrOptions } from './app/swr-options';
import { AppLayout } from './layout/app-layout';
import { RootRoute } from './app/root-route';
import { DashboardSkeleton } from './features/dashboard/components/dashboard-skeleton';
import { clearStorage, writeSession } from './session/storage';
import { resetSessionCache } from './session/session';
import { aSessionUser } from './test/session-user';
import { ANTD_VARIABLES_KEY, AppProvider } from './app/provider';
import { AntdCatalogue } from './app/antd-catalogue';

// The API's URLs of a screen's early reads, as this build's API base makes them (VITE_API_URL).
export { earlyReadUrls } from './app/route-reads';

/** antd's styles for every component the screens use (app/antd-catalogue.tsx), in two parts. */
export interface AntdStyles {
  /**
   * Its rules as plain CSS for one static stylesheet. It ends with antd's map of the styles it
   * holds, so in the browser antd finds them there and neither computes nor inserts them again.
   */
  stylesheet: string;
  /**
   * Its CSS variables (the theme's, then each component's) as the `<style>` elements antd inserts
   * in the head at run time, for the member screens' shell. antd has no map for these: it inserts
   * one element per component while the screen's first render commits, each parsed and each
   * restyling the page (a long task on a phone, Lighthouse's TBT). Found in the head with the same
   * id and text, they are left as they are.
   */
  variables: string;
}

// antd's ids for the elements it inserts (@ant-design/cssinjs): a component's variables carry the
// id antd extracts with them; the theme's are extracted under another id than the one they are
// inserted under at run time, hash('css-var-' + key) (its useCacheToken).
const THEME_VARIABLES = new RegExp(`(<style [^>]*)data-css-hash="[^"]*"([^>]*>\\.${ANTD_VARIABLES_KEY}\\{)`);
// CommonJS with an ES default: in Node, where this file runs, it arrives wrapped.
const hash = (emotionHash as unknown as { default?: typeof emotionHash }).default ?? emotionHash;
const CACHE_MAP = /<style [^>]*data-ant-cssinjs-cache-path[^>]*>.*?<\/style>/s;

export function renderAntdStyles(): AntdStyles {
  const catalogue = createCache();
  renderToString(
    <StyleProvider cache={catalogue}>
      <AppProvider>
        <AntdCatalogue />
      </AppProvider>
    </StyleProvider>,
  );
  const variables = extractStyle(catalogue, { types: ['token', 'cssVar'] })
    // extractStyle ends with a map of the rules it extracted, none here: in the page, antd would
    // take it for the stylesheet's map and skip the stylesheet.
    .replace(CACHE_MAP, '')
    .split(/(?=<style )/)
    // Only the app's provider's (key 'portal', app/provider.tsx): antd's nested providers in the
    // catalogue take keys from React ids, which differ at run time.
    .filter((tag) => tag.includes(`data-token-hash="${ANTD_VARIABLES_KEY}"`))
    .join('')
    .replace(THEME_VARIABLES, `$1data-css-hash="${hash(`css-var-${ANTD_VARIABLES_KEY}`)}"$2`);
  return { stylesheet: extractStyle(catalogue, { plain: true, types: 'style' }), variables };
}

export interface Prerendered {
  html: string;
  /**
   * antd's styles for the markup and its map of them, as `<style>` elements for the head: smaller
   * than the static stylesheet, and hydration finds them there (antd computes none of them again).
   */
  styles: string;
}

/** One screen of the app's route table at `url`, as the browser's first render would draw it. */
export const renderRoute = (
  url: string,
  { member = false }: { member?: Member } = {},
): Promise<Prerendered> => renderAt(routes, url, member);

/** Who the pre-render signs in: nobody, a member in good standing, or one still in the onboarding. */
type Member = boolean | 'onboarding';

/** The first render of `table` at `url`, for `member`. */
async function renderAt(table: RouteObject[], url: string, member: Member): Promise<Prerendered> {
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
  const cache = createCache();
  const html = renderToString(
    <StyleProvider cache={cache}>
      <SWRConfig value={swrOptions}>
        <RouterProvider router={router} />
      </SWRConfig>
    </StyleProvider>,
  );
  router.dispose();
  return { html, styles: extractStyle(cache) };
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
  return (await renderAt(shell, paths.dashboard, true)).html;
};

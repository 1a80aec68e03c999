// Renders a screen the way the app does (root.tsx: SWR's options around the screens), with a
// memory router at `path` and a fresh SWR cache. A failed read is not retried by itself here unless a
// test asks (`swr: { shouldRetryOnError: true }`): a test of a failure would otherwise race the
// retry's timer; the retry has tests of its own.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { swrOptions } from '../app/swr-options';

export function renderAt(
  element: ReactElement,
  { path = '/', route = '/', extraRoutes = [] as RouteObject[], swr = {} as SWRConfiguration } = {},
) {
  const router = createMemoryRouter(
    [{ path: route, element }, ...extraRoutes, { path: '*', element: <p>otra página</p> }],
    {
      initialEntries: [path],
    },
  );
  const utils = render(
    <SWRConfig
      value={{
        ...swrOptions,
        shouldRetryOnError: false,
        ...swr,
        provider: () => new Map(),
        dedupingInterval: 0,
      }}
    >
      <RouterProvider router={router} />
    </SWRConfig>,
  );
  return { ...utils, router };
}

/** Stubs window.fetch with a handler of (method, url, body) → [status, json]. */
export function stubFetch(handler: (method: string, url: string, body: unknown) => [number, unknown]) {
  const calls: { method: string; url: string; body: unknown; headers: Record<string, string> }[] = [];
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const url = String(input);
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body;
    calls.push({ method, url, body, headers: (init?.headers ?? {}) as Record<string, string> });
    const [status, json] = handler(method, url, body);
    return new Response(JSON.stringify(json), { status, headers: { 'Content-Type': 'application/json' } });
  }) as typeof fetch;
  return calls;
}

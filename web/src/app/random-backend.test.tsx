// A random backend that keeps the contract: every call of the table is answered with a value drawn
// from its own schema (test/schema-arbitrary.ts: fast-check over the contract's JSON Schema), and every
// member screen is opened through the app's real router. Whatever the schema lets through — zero or
// the largest safe integer, empty or long lists, any text, dates at the end of a month — a screen
// settles on content or on its own message: no crash, no blank page, no endless placeholder.
// Generators from the zod schemas rather than Prism's dynamic mock: in-process and in jsdom (no
// server to start or package to add), seeded (a failing seed is printed and replays exactly), and
// drawn from the very schemas the SPA parses with. Several seeds, not one lucky one. The entities
// the spec names without fields come in the readings of test/open-readings.ts, one per seed and call.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { RouterProvider } from 'react-router';
import { SWRConfig } from 'swr';
import fc from 'fast-check';
import { endpoints, sessionUser, type Endpoint, type SessionUser } from '../api/contract';
import { startSession } from '../session/session';
import { arbitraryOf } from '../test/schema-arbitrary';
import { OPEN_READINGS } from '../test/open-readings';
import { createAppRouter } from '../test/app-routes';
import { MEMBER_SHELL, SCREENS as LIST, screenRoutes } from './screens';
import { FIRST_POLL_MS } from '../features/payments/api/get-payment-info';

// A failure names its seed and screen; SEEDS=4242 npx vitest run <this file> replays that seed alone.
const SEEDS = process.env.SEEDS ? process.env.SEEDS.split(',').map(Number) : [11, 2026, 4242, 80808, 123457];
const API = 'http://api.test/api/';

/**
 * Every screen of a member in good standing: routes.ts's screens in the member's shell behind its
 * session check or blocked-member rule (not the onboarding's, which a member still in it sees),
 * opened as screens.ts's visit says.
 */
const GUARDS = ['app/protected-route.tsx', 'app/blocked-guard.tsx'];
const SCREENS = screenRoutes()
  .filter((s) => s.under.includes(MEMBER_SHELL) && s.under.some((m) => GUARDS.includes(m)))
  .map(({ path }) => LIST.find((s) => s.path === path)?.visit.url ?? path);

const table = Object.values(endpoints as Record<string, Endpoint>).map((e) => ({
  e,
  pattern: new RegExp(`^${e.method} ${e.path.replace(/\{\w+\}/g, '[^/]+')}$`),
}));

/** A member who may use every screen (the blocked and onboarding paths have tests of their own). */
const ABLE = { estado: 0, activo: 1 } as const;

/** One value per call and seed: the same answer each time the screen reads it again. */
function randomApi(seed: number) {
  const answers = new Map<string, unknown>();
  const draw = (key: string, e: Endpoint) => {
    if (typeof e.response === 'string') return undefined;
    if (!answers.has(key)) {
      // each call its own stream of the seed
      const stream = [...key].reduce((h, c) => (h * 31 + c.charCodeAt(0)) | 0, seed);
      const drawn = fc.sample(arbitraryOf(e.response), { seed: stream, numRuns: 1 })[0];
      // An entity the spec names without fields comes, by seed, in one of another team's readings.
      const readings = OPEN_READINGS[key] ?? [];
      const reading = Math.abs(stream) % (readings.length + 1);
      const value = reading === 0 ? drawn : readings[reading - 1]!(drawn as Record<string, unknown>);
      // the session user's refresh keeps the member able to use every screen, as `member` does
      if (key === `GET ${endpoints.user.path}`) Object.assign((value as { data: object }).data, ABLE);
      answers.set(key, value);
    }
    return answers.get(key);
  };
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const call = `${init?.method ?? 'GET'} ${url.pathname.replace(/^\/api\//, '')}`;
    const row = table.find((t) => t.pattern.test(call));
    if (!row) return Response.json({ message: 'No encontrado.' }, { status: 404 });
    const body = draw(`${row.e.method} ${row.e.path}`, row.e);
    return body === undefined ? new Response('', { status: 200 }) : Response.json(body);
  }) as typeof fetch;
}

/** The random session user, able. */
const member = (seed: number): SessionUser => ({
  ...(fc.sample(arbitraryOf(sessionUser), { seed, numRuns: 1 })[0] as SessionUser),
  ...ABLE,
});

const PLACEHOLDERS = '[aria-busy="true"], [class*="skeleton"], [class*="placeholder"]';

function settled(): boolean {
  return !document.querySelector(PLACEHOLDERS) && (document.querySelector('main')?.textContent ?? '') !== '';
}

beforeEach(() => {
  vi.stubEnv('VITE_API_URL', API);
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {}); // jsdom has none; each screen asks
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('every member screen against a random backend that keeps the contract', () => {
  it.each(SEEDS)(
    'seed %i: each screen settles on content, without a crash',
    async (seed) => {
      randomApi(seed);
      startSession('token', member(seed));
      // one app per seed, as a member moves through it: the layout stays, each screen is opened in turn
      const router = createAppRouter('/dashboard');
      const view = render(
        <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
          <RouterProvider router={router} />
        </SWRConfig>,
      );
      try {
        for (const path of SCREENS) {
          // the final page takes its first look after FIRST_POLL_MS by design: that wait is skipped
          const waits = path.startsWith('/payments/final');
          if (waits) vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
          try {
            await act(() => router.navigate(path));
            if (waits) await act(() => vi.advanceTimersByTimeAsync(FIRST_POLL_MS));
            await waitFor(() => expect(settled()).toBe(true), { interval: 100 });
            // the screen itself, not a redirect or the blocked member's notice in its place
            expect(router.state.location.pathname).toBe(path.split('?')[0]);
            expect(screen.queryByText(/Según nuestros registros este RUT/)).toBeNull();
            expect(screen.queryByText('Ocurrió un problema al mostrar esta página')).toBeNull();
            expect(document.querySelector('main')!.textContent).not.toMatch(
              /undefined|NaN|\[object Object\]/,
            );
          } catch (error) {
            const stuck = document.querySelector(PLACEHOLDERS)?.outerHTML.slice(0, 300);
            const main = document.querySelector('main')?.textContent?.slice(0, 300);
            throw new Error(
              `seed ${seed}, ${path}: ${(error as Error).message}\nstill: ${stuck}\nmain: ${main}`,
              { cause: error },
            );
          } finally {
            vi.useRealTimers();
          }
        }
      } finally {
        view.unmount();
      }
    },
    60_000,
  );
});

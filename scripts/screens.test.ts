// routes.ts is the one list of routes; the screens' list (web/src/app/screens.ts) holds only what the
// checks know of each (budgets, what must not ride along, how a visit opens it). They list the same
// paths, so no screen is left out of the budgets, `npm run perf` or the journeys that open every
// screen.
import { describe, expect, it } from 'vitest';
import { MEMBER_SHELL, SCREENS, screenRoutes, unroutedMeasures } from '../web/src/app/screens';
import { PERF_ROUTES } from './perf/routes';

const ROUTED = screenRoutes().filter((r) => r.path !== '/*');

describe("the screens' list and routes.ts", () => {
  it('list the same paths, each screen once (/ is the login, answered by the index route)', () => {
    const listed = SCREENS.map((s) => s.path);
    expect(new Set(listed).size).toBe(listed.length);
    const routed = [...new Set(ROUTED.map((r) => r.path).filter((p) => p !== '/'))];
    expect([...listed].sort()).toEqual(routed.sort());
    expect(unroutedMeasures()).toEqual([]);
  });

  it('give every screen a first-load budget, and each inside the member’s shell a cold-link one', () => {
    for (const { path, under } of ROUTED) {
      const screen = SCREENS.find((s) => s.path === path);
      if (path === '/') continue;
      expect(screen!.budget.kb, path).toBeGreaterThan(0);
      if (under.includes(MEMBER_SHELL)) expect(screen!.budget.cold, path).toBeDefined();
    }
    // The login's stricter rule: no payment, profile or history screen code, their endpoints allowed.
    const login = SCREENS.find((s) => s.path === '/login')!.forbidden!;
    expect(login.test('/web/src/features/payments/pages/dues-page.tsx')).toBe(true);
    expect(login.test('/web/src/features/payments/api/get-payment-info.ts')).toBe(false);
  });

  it('are measured by `npm run perf` as each visit says, with a known persona', () => {
    expect(PERF_ROUTES.map((r) => r.route)).toEqual(SCREENS.map((s) => s.path));
    for (const { route, url, persona } of PERF_ROUTES) {
      const { visit } = SCREENS.find((s) => s.path === route)!;
      expect(url, route).toBe(visit.url ?? route);
      expect(persona, route).toBe(visit.persona);
    }
    expect(PERF_ROUTES.find((r) => r.route === '/pago/cuota')).toEqual({
      route: '/pago/cuota',
      url: '/pago/cuota?type_cuota=normal',
      persona: 'mariaJose',
    });
  });
});

// The scripts' lists are the screens' list (web/src/app/screens.ts): no screen is left out of the
// budgets, the pre-render, the cold-link check or `npm run perf` because a list elsewhere forgot it.
import { describe, expect, it } from 'vitest';
import { SCREENS, type Screen } from '../web/src/app/screens';
import { ROUTES } from './perf/route-bundle';
import { PERF_ROUTES } from './perf/routes';
import { MEMBER_SCREENS } from './member-pages';
import { FRAMED_PAGES, PRERENDERED_PAGES } from './build-web';

describe("the scripts' lists", () => {
  it('budget every screen, in the list order, with its layout and page', () => {
    expect(Object.keys(ROUTES)).toEqual(SCREENS.map((s) => s.path));
    for (const screen of SCREENS) {
      const { modules, forbidden } = ROUTES[screen.path]!;
      expect(modules.at(-1)).toBe(`${screen.page}.tsx`);
      expect(modules.includes('layout/app-layout.tsx')).toBe(screen.layout === 'member');
      expect(forbidden).toBe(screen.forbidden);
    }
    // The login's stricter rule: no payment, profile or history screen code, their endpoints allowed.
    const login = ROUTES['/login']!.forbidden!;
    expect(login.test('/web/src/features/payments/pages/dues-page.tsx')).toBe(true);
    expect(login.test('/web/src/features/payments/api/get-payment-info.ts')).toBe(false);
  });

  it('measure in `npm run perf` every screen as its visit says, with a known persona', () => {
    expect(PERF_ROUTES.map((r) => r.route)).toEqual(SCREENS.map((s) => s.path));
    for (const { route, url, persona } of PERF_ROUTES) {
      const { visit } = SCREENS.find((s) => s.path === route)!;
      expect(url, route).toBe(visit.url ?? route);
      expect(persona, route).toBe(visit.persona);
    }
    const dues = PERF_ROUTES.find((r) => r.route === '/pago/cuota')!;
    expect(dues).toEqual({
      route: '/pago/cuota',
      url: '/pago/cuota?type_cuota=normal',
      persona: 'mariaJose',
    });
    expect(PERF_ROUTES.find((r) => r.route === '/login')).toEqual({ route: '/login', url: '/login' });
  });

  it('run from scratch the member screens served shell.html or their frame, with their guard', () => {
    const servedShellOrFrame = (s: Screen) =>
      s.layout === 'member' && (!s.prerender || 'frame' in s.prerender);
    expect(MEMBER_SCREENS.map((s) => s.path)).toEqual(SCREENS.filter(servedShellOrFrame).map((s) => s.path));
    for (const { path, modules } of MEMBER_SCREENS)
      expect(modules.includes('app/blocked-guard.tsx'), path).toBe(
        !!SCREENS.find((s) => s.path === path)!.blocked,
      );
    // The dashboard (its placeholders) and the card error (hydrated) are not among them.
    expect(MEMBER_SCREENS.map((s) => s.path)).not.toContain('/dashboard');
    expect(MEMBER_SCREENS.map((s) => s.path)).not.toContain('/cards/subscription/error');
    expect(FRAMED_PAGES.map((p) => p.path)).toEqual(
      SCREENS.filter((s) => s.prerender && 'frame' in s.prerender).map((s) => s.path),
    );
    for (const page of FRAMED_PAGES) {
      const { prerender } = SCREENS.find((s) => s.path === page.path)!;
      expect(page.onboarding, page.path).toBe(!!(prerender && 'onboarding' in prerender));
    }
    expect(FRAMED_PAGES.find((p) => p.path === '/validation/second')?.onboarding).toBe(true);
    expect(FRAMED_PAGES.find((p) => p.path === '/pago/cuota')?.onboarding).toBe(false);
  });

  it('pre-render, to hydrate, the screens that ask for it, as they ask', () => {
    const hydrated = SCREENS.filter((s) => s.prerender && 'hydrate' in s.prerender);
    expect(PRERENDERED_PAGES.map((p) => p.path)).toEqual(hydrated.map((s) => s.path));
    for (const page of PRERENDERED_PAGES) {
      const prerender = hydrated.find((s) => s.path === page.path)!.prerender as {
        query?: string;
        member?: boolean;
      };
      expect([page.query, page.member], page.path).toEqual([prerender.query, prerender.member]);
    }
    expect(PRERENDERED_PAGES.find((p) => p.path === '/password/reset-password')?.query).toBe('token');
    expect(PRERENDERED_PAGES.find((p) => p.path === '/cards/subscription/error')?.member).toBe(true);
  });
});

// The scripts' lists are the screens' list (web/src/app/screens.ts): no screen is left out of the
// budgets, the pre-render, the cold-link check or `npm run perf` because a list elsewhere forgot it.
import { describe, expect, it } from 'vitest';
import { SCREENS } from '../web/src/app/screens';
import { ROUTES } from './perf/route-bundle';
import { PERF_ROUTES } from './perf/routes';
import { MEMBER_SCREENS } from './member-pages';
import { FRAMED_PAGES, PRERENDERED_PAGES } from './build-web';

const ANTD_MODULE = '/node_modules/antd/es/button/index.js';

describe("the scripts' lists", () => {
  it('budget every screen, in the list order, light ones without antd', () => {
    expect(Object.keys(ROUTES)).toEqual(SCREENS.map((s) => s.path));
    for (const screen of SCREENS) {
      const { modules, forbidden } = ROUTES[screen.path]!;
      expect(modules.at(-1)).toBe(`${screen.page}.tsx`);
      expect(modules.includes('layout/app-layout.tsx')).toBe(screen.layout === 'member');
      expect(modules.includes('app/antd-root.tsx')).toBe(screen.kit === 'antd');
      expect(forbidden?.test(ANTD_MODULE) ?? false, screen.path).toBe(screen.kit === 'light');
    }
    // The login's stricter rule: no payment, profile or history screen code, their endpoints allowed.
    const login = ROUTES['/login']!.forbidden!;
    expect(login.test('/web/src/features/payments/pages/dues-page.tsx')).toBe(true);
    expect(login.test('/web/src/features/payments/api/get-payment-info.ts')).toBe(false);
  });

  it('measure in `npm run perf` the screens that say how, with a known persona', () => {
    expect(PERF_ROUTES.map((r) => r.route)).toEqual(SCREENS.filter((s) => s.perf).map((s) => s.path));
    const dues = PERF_ROUTES.find((r) => r.route === '/pago/cuota')!;
    expect(dues).toEqual({
      route: '/pago/cuota',
      url: '/pago/cuota?type_cuota=normal',
      persona: 'mariaJose',
    });
    expect(PERF_ROUTES.find((r) => r.route === '/login')).toEqual({ route: '/login', url: '/login' });
  });

  it('run from scratch the member screens served shell.html or their frame, with their guard', () => {
    expect(MEMBER_SCREENS.map((s) => s.path)).toEqual(
      SCREENS.filter(
        (s) => s.layout === 'member' && s.path !== '/dashboard' && s.path !== '/cards/subscription/error',
      ).map((s) => s.path),
    );
    expect(FRAMED_PAGES.map((p) => p.path)).toEqual([
      '/validation/first',
      '/validation/second',
      '/validation/pago/incorporacion',
      '/pago/cuota-inscripcion',
      '/pago/cuota',
      '/pago/extraordinaria',
      '/pago/regularizacion',
      '/account/payments/history',
      '/account/purchases/history',
      '/pagos/automaticos',
    ]);
    expect(FRAMED_PAGES.find((p) => p.path === '/validation/second')?.onboarding).toBe(true);
    expect(FRAMED_PAGES.find((p) => p.path === '/pago/cuota')?.onboarding).toBe(false);
    const profile = MEMBER_SCREENS.find((s) => s.path === '/my-profile')!;
    expect(profile.modules).toContain('app/blocked-guard.tsx');
    const photo = MEMBER_SCREENS.find((s) => s.path === '/validation/first')!;
    expect(photo.modules).not.toContain('app/blocked-guard.tsx');
  });

  it('pre-render, to hydrate, the screens that ask for it', () => {
    expect(PRERENDERED_PAGES.map((p) => p.path)).toEqual([
      '/login',
      '/register',
      '/password/recover-password',
      '/password/reset-password',
      '/email-validation',
      '/cards/subscription/error',
    ]);
    expect(PRERENDERED_PAGES.every((p) => p.light)).toBe(true);
    expect(PRERENDERED_PAGES.find((p) => p.path === '/password/reset-password')?.query).toBe('token');
    expect(PRERENDERED_PAGES.find((p) => p.path === '/cards/subscription/error')?.member).toBe(true);
  });
});

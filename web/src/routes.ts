// Every screen of the product once (SPEC §2): which route module answers which path, under which
// layout and guards. A screen's module holds its page, the reads it starts (`clientLoader`) and the
// frame a member sees first (`HydrateFallback`).
import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';
import { paths } from './app/paths';

/** A path of paths.ts as the route config writes it (relative to its parent, the root). */
const at = (path: string) => path.replace(/^\//, '');

export default [
  layout('layout/public-layout.tsx', [
    layout('app/screen-errors.tsx', { id: 'public-screens' }, [
      index('features/auth/pages/login-page.tsx', { id: 'index' }),
      route(at(paths.login), 'features/auth/pages/login-page.tsx'),
      route(at(paths.register), 'features/auth/pages/register-page.tsx'),
      route(at(paths.recoverPassword), 'features/auth/pages/recover-password-page.tsx'),
      route(at(paths.resetPassword), 'features/auth/pages/reset-password-page.tsx'),
      route(at(paths.emailValidation), 'features/auth/pages/email-validation-page.tsx'),
    ]),
  ]),
  layout('layout/app-layout.tsx', [
    layout('app/screen-errors.tsx', { id: 'member-screens' }, [
      // SPEC §6: onboarding and payment screens are not wrapped by the session check.
      route(at(paths.validationPhoto), 'features/onboarding/pages/photo-step-page.tsx'),
      route(at(paths.validationInterests), 'features/onboarding/pages/interests-step-page.tsx'),
      route(at(paths.validationIncorporation), 'features/payments/pages/incorporation-page.tsx'),
      layout('app/blocked-guard.tsx', { id: 'blocked' }, [
        route(at(paths.cardError), 'features/payments/pages/card-error-page.tsx'),
        route(at(paths.duesRegistration), 'features/payments/pages/dues-page.tsx', {
          id: 'dues-registration',
        }),
        route(at(paths.dues), 'features/payments/pages/dues-page.tsx'),
        route(at(paths.extraordinary), 'features/payments/pages/extraordinary-page.tsx'),
        route(at(paths.regularization), 'features/payments/pages/regularization-page.tsx'),
        route(at(paths.paymentFinal), 'features/payments/pages/payment-final-page.tsx'),
      ]),
      layout('app/protected-route.tsx', [
        route(at(paths.dashboard), 'features/dashboard/pages/dashboard-page.tsx'),
        layout('app/blocked-guard.tsx', { id: 'blocked-members' }, [
          route(at(paths.receipt), 'features/payments/pages/receipt-page.tsx'),
          route(at(paths.profile), 'features/profile/pages/profile-page.tsx'),
          route(at(paths.account), 'features/account/pages/associates-page.tsx'),
          route(at(paths.credential), 'features/credential/pages/credential-page.tsx'),
          route(at(paths.paymentsHistory), 'features/history/pages/payments-history-page.tsx'),
          route(at(paths.purchasesHistory), 'features/history/pages/purchases-history-page.tsx'),
          route(at(paths.autoPayments), 'features/payments/pages/auto-payments-page.tsx'),
        ]),
      ]),
    ]),
  ]),
  route('*', 'app/unknown-path.tsx'),
] satisfies RouteConfig;

import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { PublicLayout } from '../layout/public-layout';
import { ProtectedRoute } from './protected-route';
import { RouteError } from './route-error';
import { paths } from './paths';
import { preload } from 'swr';
import { fetcher } from '../api/client';
import { getToken } from '../session/session';
import { feeInfoKey } from '../api/shared/get-fee-info';
import { associatedAccountsKey } from '../api/shared/get-associated-accounts';
import { membersTotalKey } from '../features/dashboard/api/get-members-total';

type PageModule = Promise<{ default: ComponentType }>;

/**
 * A route's code, loaded on first visit. A failed download (offline, or a deploy replaced the file)
 * resolves to a component that throws it, so the route's own error boundary says so: React Router
 * renders nothing below a route whose `lazy` rejected (it still counts as loading) — a blank page.
 */
export const lazyComponent = (load: () => PageModule) => async () => {
  try {
    return { Component: (await load()).default };
  } catch (error) {
    return {
      Component: function DownloadFailed(): never {
        throw error;
      },
    };
  }
};

/** A lazily loaded screen with its own error boundary (a crash keeps the layout and offers a retry). */
const page = (path: string | undefined, load: () => PageModule): RouteObject => ({
  ...(path === undefined ? { index: true } : { path }),
  lazy: lazyComponent(load),
  errorElement: <RouteError />,
});

const login = () => import('../features/auth/pages/login-page');

/**
 * Starts the dashboard's reads while its code is still downloading (a route loader runs in parallel
 * with `lazy`), so the status block paints sooner. Without a session there is nothing to preload.
 */
const preloadDashboard = () => {
  if (getToken())
    for (const key of [feeInfoKey, membersTotalKey, associatedAccountsKey])
      // A failure reaches the screen through SWR (with its retry); unhandled here it would be
      // reported as a crash when the screen never mounts (a 401 sends the member to the login).
      preload(key, fetcher).catch(() => undefined);
  return null;
};

// /login ships no antd (it must paint at once on a phone); everything else renders inside the
// lazily loaded antd providers (AntdRoot) and, for members, the lazily loaded app shell.
export const routes: RouteObject[] = [
  {
    element: <PublicLayout />,
    errorElement: <RouteError />,
    // Nothing to show while the first lazy screen loads (the pre-rendered login covers /login).
    hydrateFallbackElement: null,
    children: [page(undefined, login), page(paths.login, login)],
  },
  {
    lazy: lazyComponent(() => import('./antd-root')),
    errorElement: <RouteError />,
    hydrateFallbackElement: null,
    children: [
      {
        element: <PublicLayout />,
        errorElement: <RouteError />,
        children: [
          page(paths.register, () => import('../features/auth/pages/register-page')),
          page(paths.recoverPassword, () => import('../features/auth/pages/recover-password-page')),
          page(paths.resetPassword, () => import('../features/auth/pages/reset-password-page')),
          page(paths.emailValidation, () => import('../features/auth/pages/email-validation-page')),
        ],
      },
      {
        lazy: lazyComponent(() => import('../layout/app-layout').then((m) => ({ default: m.AppLayout }))),
        errorElement: <RouteError />,
        children: [
          // SPEC §6: onboarding and payment screens are not wrapped by the session check.
          page(paths.validationPhoto, () => import('../features/onboarding/pages/photo-step-page')),
          page(paths.validationInterests, () => import('../features/onboarding/pages/interests-step-page')),
          page(paths.validationIncorporation, () => import('../features/payments/pages/incorporation-page')),
          page(paths.duesRegistration, () => import('../features/payments/pages/dues-page')),
          page(paths.dues, () => import('../features/payments/pages/dues-page')),
          page(paths.extraordinary, () => import('../features/payments/pages/extraordinary-page')),
          page(paths.regularization, () => import('../features/payments/pages/regularization-page')),
          page(paths.paymentFinal, () => import('../features/payments/pages/payment-final-page')),
          page(paths.cardError, () => import('../features/payments/pages/card-error-page')),
          {
            element: <ProtectedRoute />,
            children: [
              {
                ...page(paths.dashboard, () => import('../features/dashboard/pages/dashboard-page')),
                loader: preloadDashboard,
              },
              page(paths.profile, () => import('../features/profile/pages/profile-page')),
              page(paths.account, () => import('../features/account/pages/associates-page')),
              page(paths.credential, () => import('../features/credential/pages/credential-page')),
              page(paths.paymentsHistory, () => import('../features/history/pages/payments-history-page')),
              page(paths.purchasesHistory, () => import('../features/history/pages/purchases-history-page')),
              page(paths.autoPayments, () => import('../features/payments/pages/auto-payments-page')),
            ],
          },
        ],
      },
    ],
  },
  { path: '*', element: <Navigate to={paths.root} replace /> },
];

export const createAppRouter = () => createBrowserRouter(routes);

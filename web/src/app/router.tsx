import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { PublicLayout } from '../layout/public-layout';
import { ProtectedRoute } from './protected-route';
import { RootRoute } from './root-route';
import { RouteError } from './route-error';
import { paths } from './paths';
import { mutate, preload } from 'swr';
import { getToken } from '../session/session';
import { feeInfoKey, fetchFeeInfo } from '../api/shared/get-fee-info';
import { associatedAccountsKey, fetchAssociatedAccounts } from '../api/shared/get-associated-accounts';
import { fetchMembersTotal, membersTotalKey } from '../features/dashboard/api/get-members-total';
import { fetchProfileData, profileDataKey } from '../features/profile/api/get-profile-data';
import { fetchPaymentsHistory, paymentsHistoryKey } from '../features/history/api/get-payments-history';
import { fetchPurchasesHistory, purchasesHistoryKey } from '../features/history/api/get-purchases-history';
import {
  autoPaymentConfigKey,
  fetchAutoPaymentConfig,
} from '../features/payments/api/get-auto-payment-config';
import { fetchSavedCard, savedCardKey } from '../features/payments/api/get-saved-card';
import { startReads } from './route-reads';
import { fetchPendingDues, pendingDuesKey } from '../features/dashboard/api/get-pending-dues';

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
const duesPage = () => import('../features/payments/pages/dues-page');

/**
 * Members come to pay: once the dashboard is on screen and the browser is idle, the dues screen's
 * code (and antd's, which it needs) is downloaded, not run, so 'Pagar' opens at once. The build
 * lists the files (scripts/build-web.ts); in dev there is no list and nothing to prefetch. A failed
 * prefetch costs nothing: the navigation downloads the file again.
 */
let payNextPrefetched = false;
const prefetchPayNext = () => {
  if (payNextPrefetched) return;
  payNextPrefetched = true;
  const files = document.querySelector<HTMLMetaElement>('meta[name="prefetch-pay-next"]')?.content;
  const run = () => {
    for (const href of files?.split(' ').filter(Boolean) ?? []) {
      const link = document.createElement('link');
      link.rel = 'prefetch';
      // As Vite requests modules and their CSS (CORS mode): otherwise the cached copy, made by
      // a request of another mode, would not be the one the navigation asks for.
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    }
  };
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 4000 });
  else setTimeout(run, 2000);
};
const dashboardPage = () =>
  import('../features/dashboard/pages/dashboard-page').then((module) => {
    prefetchPayNext();
    return module;
  });

/** The longest the dashboard waits for the payment status before it shows with a placeholder. */
const STATUS_WAIT_MS = 2500;

/**
 * Starts the dashboard's reads while its code is still downloading (a route loader runs in parallel
 * with `lazy`). The payment status decides the screen's layout (dues pending, the regularisation
 * offer), so the screen waits for it, briefly, and paints once with nothing left to move; the other
 * reads have placeholders of their final size. Without a session there is nothing to preload.
 */
const preloadDashboard = async () => {
  if (!getToken()) return null;
  // A failure reaches the screen through SWR (with its retry); unhandled here it would be reported
  // as a crash when the screen never mounts (a 401 sends the member to the login).
  const reads: [string, (key: string) => Promise<unknown>][] = [
    [feeInfoKey, fetchFeeInfo],
    [membersTotalKey, fetchMembersTotal],
    [associatedAccountsKey, fetchAssociatedAccounts],
    [pendingDuesKey, fetchPendingDues],
  ];
  const [status] = reads.map(([key, fetch]) =>
    preload(key, fetch)
      // Into SWR's cache, so the screen's first render has it (SWR hands a preloaded answer to a
      // hook only after mounting it, one render with the placeholder later).
      .then((data: unknown) => mutate(key, data, { revalidate: false }))
      .catch(() => undefined),
  );
  await Promise.race([status, new Promise((resolve) => setTimeout(resolve, STATUS_WAIT_MS))]);
  return null;
};

// antd's providers, loaded with the first screen that needs them (not /login, not the dashboard).
// The access rule for blocked members (app/blocked-guard.tsx), loaded with the screens it guards:
// its texts need not be in the entry chunk, which /login downloads too.
const blockedGuard: RouteObject = {
  lazy: lazyComponent(() => import('./blocked-guard').then((m) => ({ default: m.BlockedGuard }))),
  errorElement: <RouteError />,
  hydrateFallbackElement: null,
};

const withAntd = (children: RouteObject[]): RouteObject => ({
  // Once antd's static stylesheet is in the page (app/antd-styles.ts; shell.html preloads it).
  lazy: lazyComponent(() => import('./antd-root').then((module) => module.stylesReady.then(() => module))),
  errorElement: <RouteError />,
  hydrateFallbackElement: null,
  children,
});

// /login and the dashboard ship no antd: they are the screens a member opens on a phone, and must
// paint at once. Every other screen renders inside the lazily loaded antd providers (withAntd),
// below the member's shell (AppLayout, light too) or the public layout.
export const routes: RouteObject[] = [
  {
    element: <RootRoute />,
    children: [
      {
        element: <PublicLayout />,
        errorElement: <RouteError />,
        // Nothing to show while the first lazy screen loads (the pre-rendered login covers /login).
        hydrateFallbackElement: null,
        children: [page(undefined, login), page(paths.login, login)],
      },
      withAntd([
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
      ]),
      {
        lazy: lazyComponent(() => import('../layout/app-layout').then((m) => ({ default: m.AppLayout }))),
        errorElement: <RouteError />,
        hydrateFallbackElement: null,
        children: [
          {
            element: <ProtectedRoute />,
            children: [
              {
                ...page(paths.dashboard, dashboardPage),
                loader: preloadDashboard,
              },
              {
                ...blockedGuard,
                // Light like the dashboard (no antd): a page to read and print.
                children: [page(paths.receipt, () => import('../features/payments/pages/receipt-page'))],
              },
            ],
          },
          withAntd([
            // SPEC §6: onboarding and payment screens are not wrapped by the session check.
            page(paths.validationPhoto, () => import('../features/onboarding/pages/photo-step-page')),
            page(paths.validationInterests, () => import('../features/onboarding/pages/interests-step-page')),
            page(
              paths.validationIncorporation,
              () => import('../features/payments/pages/incorporation-page'),
            ),
            {
              ...blockedGuard,
              children: [
                page(paths.duesRegistration, duesPage),
                page(paths.dues, duesPage),
                page(paths.extraordinary, () => import('../features/payments/pages/extraordinary-page')),
                page(paths.regularization, () => import('../features/payments/pages/regularization-page')),
                page(paths.paymentFinal, () => import('../features/payments/pages/payment-final-page')),
                page(paths.cardError, () => import('../features/payments/pages/card-error-page')),
              ],
            },
            {
              element: <ProtectedRoute />,
              children: [
                {
                  ...blockedGuard,
                  children: [
                    {
                      ...page(paths.profile, () => import('../features/profile/pages/profile-page')),
                      loader: startReads([profileDataKey, fetchProfileData]),
                    },
                    {
                      ...page(paths.account, () => import('../features/account/pages/associates-page')),
                      loader: startReads([associatedAccountsKey, fetchAssociatedAccounts]),
                    },
                    {
                      ...page(paths.credential, () => import('../features/credential/pages/credential-page')),
                      loader: startReads([feeInfoKey, fetchFeeInfo]),
                    },
                    {
                      ...page(
                        paths.paymentsHistory,
                        () => import('../features/history/pages/payments-history-page'),
                      ),
                      loader: startReads([paymentsHistoryKey, fetchPaymentsHistory]),
                    },
                    {
                      ...page(
                        paths.purchasesHistory,
                        () => import('../features/history/pages/purchases-history-page'),
                      ),
                      loader: startReads([purchasesHistoryKey, fetchPurchasesHistory]),
                    },
                    {
                      ...page(
                        paths.autoPayments,
                        () => import('../features/payments/pages/auto-payments-page'),
                      ),
                      loader: startReads(
                        [autoPaymentConfigKey, fetchAutoPaymentConfig],
                        [feeInfoKey, fetchFeeInfo],
                        [savedCardKey, fetchSavedCard],
                      ),
                    },
                  ],
                },
              ],
            },
          ]),
        ],
      },
      { path: '*', element: <Navigate to={paths.root} replace /> },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);

// The route table (SPEC §2): which screen answers which path, under which layout and guards. How
// code loads (lazy-route.tsx), what is read early (route-reads.ts) and prefetched (prefetch-next.ts)
// live beside it.
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { PublicLayout } from '../layout/public-layout';
import { ProtectedRoute } from './protected-route';
import { RootRoute } from './root-route';
import { RouteError } from './route-error';
import { paths } from './paths';
import { feeInfoKey, fetchFeeInfo } from '../api/shared/get-fee-info';
import { associatedAccountsKey, fetchAssociatedAccounts } from '../api/shared/get-associated-accounts';
import { fetchProfileData, profileDataKey } from '../features/profile/api/get-profile-data';
import { fetchPaymentsHistory, paymentsHistoryKey } from '../features/history/api/get-payments-history';
import { fetchPurchasesHistory, purchasesHistoryKey } from '../features/history/api/get-purchases-history';
import {
  autoPaymentConfigKey,
  fetchAutoPaymentConfig,
} from '../features/payments/api/get-auto-payment-config';
import { fetchSavedCard, savedCardKey } from '../features/payments/api/get-saved-card';
import { preloadDashboard, startReads } from './route-reads';
import { blockedGuard, lazyComponent, page, withAntd } from './lazy-route';
import { dashboardPage, photoStepPage } from './prefetch-next';

const login = () => import('../features/auth/pages/login-page');
const duesPage = () => import('../features/payments/pages/dues-page');
// The dues screen's reads (its own and its pay method's saved card), started with its code.
const duesReads = startReads(
  [feeInfoKey, fetchFeeInfo],
  [associatedAccountsKey, fetchAssociatedAccounts],
  [savedCardKey, fetchSavedCard],
);

// The public screens (login, sign-up, password, e-mail validation), the dashboard, the receipt, the
// credential, the payment and purchase histories, the dues screen and the card error ship no antd:
// they are screens opened on a phone (from a bookmark, an e-mail, the card provider's page), and
// must paint at once. Every other screen renders inside the lazily loaded antd providers (withAntd),
// below the member's shell (AppLayout, light too).
export const routes: RouteObject[] = [
  {
    element: <RootRoute />,
    children: [
      {
        element: <PublicLayout />,
        errorElement: <RouteError />,
        // Nothing to show while the first lazy screen loads (the pre-rendered login covers /login).
        hydrateFallbackElement: null,
        children: [
          page(undefined, login),
          page(paths.login, login),
          // Light too: opened from the login or an e-mail, usually on a phone.
          page(paths.register, () => import('../features/auth/pages/register-page')),
          page(paths.recoverPassword, () => import('../features/auth/pages/recover-password-page')),
          page(paths.resetPassword, () => import('../features/auth/pages/reset-password-page')),
          page(paths.emailValidation, () => import('../features/auth/pages/email-validation-page')),
        ],
      },
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
                children: [
                  // Light like the dashboard (no antd): a page to read and print.
                  page(paths.receipt, () => import('../features/payments/pages/receipt-page')),
                  // Light too: opened cold from e-mail links (docs/decisions/light-and-antd.md).
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
                ],
              },
            ],
          },
          {
            ...blockedGuard,
            // SPEC §6: no session check around these. Light: the member lands on the card error from
            // the card provider's page, and opens the dues screen cold from the e-mail that asks to pay.
            children: [
              page(paths.cardError, () => import('../features/payments/pages/card-error-page')),
              { ...page(paths.duesRegistration, duesPage), loader: duesReads },
              { ...page(paths.dues, duesPage), loader: duesReads },
            ],
          },
          withAntd([
            // SPEC §6: onboarding and payment screens are not wrapped by the session check.
            page(paths.validationPhoto, photoStepPage),
            page(paths.validationInterests, () => import('../features/onboarding/pages/interests-step-page')),
            page(
              paths.validationIncorporation,
              () => import('../features/payments/pages/incorporation-page'),
            ),
            {
              ...blockedGuard,
              children: [
                {
                  ...page(paths.extraordinary, () => import('../features/payments/pages/extraordinary-page')),
                  loader: startReads([savedCardKey, fetchSavedCard]),
                },
                {
                  ...page(
                    paths.regularization,
                    () => import('../features/payments/pages/regularization-page'),
                  ),
                  loader: startReads([feeInfoKey, fetchFeeInfo], [savedCardKey, fetchSavedCard]),
                },
                page(paths.paymentFinal, () => import('../features/payments/pages/payment-final-page')),
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

// Every call of the contract in one table: what the SPA sends and what it accepts. The openapi
// document is generated from it (scripts/openapi.ts), `npm run contract:check` walks its reads
// against any API, and the fake API's tests validate its answers against it.
// `unshown` marks the paths SPEC §7 does not show, each with why the SPA needs it: whoever connects
// the real API must confirm exactly these (docs/real-api.md). Such a path is an extension as a whole
// call; within any answer, the fields beyond SPEC §3/§7 are `extension`s (wire.ts;
// docs/api-extensions.md).
import './jitless';
import * as z from 'zod/mini';
import * as auth from './auth';
import * as profile from './profile';
import * as catalog from './catalog';
import * as fees from './fees';
import * as accounts from './accounts';
import * as payments from './payments';
import { healthAnswer } from './health';
import { dataOf, messageResponse, successAnswer } from './wire';
import { yieldToMain } from '../../components/yield-to-main';

// Its schemas are built in a task of their own (index.ts).
await yieldToMain();

export type HttpMethod = 'GET' | 'POST' | 'DELETE';
export type Tag =
  'auth' | 'passwords' | 'profile' | 'catalogue' | 'fees' | 'associates' | 'history' | 'payments' | 'service';

export interface Endpoint {
  method: HttpMethod;
  /** Relative to the API base, OpenAPI style: 'payments/info/{id}'. */
  path: string;
  tag: Tag;
  summary: string;
  /** Needs the bearer token. */
  auth: boolean;
  /** GET query or JSON body. */
  request?: z.ZodMiniType;
  /** JSON answer on success; `html`/`redirect` for pages the browser lands on; `file` for a static file. */
  response: z.ZodMiniType | 'html' | 'redirect' | 'file';
  /** Why the SPA uses a path SPEC §7 does not show; absent for the spec's own calls. */
  unshown?: string;
  /** Changes nothing: `contract:check` may call it against a real API. */
  readOnly?: boolean;
}

// Generic so each row keeps its own schemas' types (`endpoints.feeInfo.response` is the feeInfo schema).
const read = <E extends Omit<Endpoint, 'method' | 'readOnly'>>(e: E) => ({
  ...e,
  method: 'GET' as const,
  readOnly: true as const,
});
const write = <E extends Omit<Endpoint, 'method'>>(e: E) => ({ ...e, method: 'POST' as const });

export const endpoints = {
  login: write({
    path: 'socios/login',
    tag: 'auth',
    summary: 'Log in with RUT and password',
    auth: false,
    request: auth.loginRequest,
    response: auth.loginResponse,
  }),
  logout: write({
    path: 'socios/logout',
    tag: 'auth',
    summary: 'End the session (the token stops working)',
    auth: true,
    response: messageResponse,
    unshown: 'SPEC §4 only clears local storage; without it a stolen token stays valid until it expires',
  }),
  register: write({
    path: 'socios/store',
    tag: 'auth',
    summary: 'Register a new member',
    auth: false,
    request: auth.registrationPayload,
    response: auth.registrationResponse,
  }),
  validateEmail: {
    method: 'GET',
    path: 'socios/email/validate/{token}',
    tag: 'auth',
    summary: 'E-mail validation link (redirects to the SPA)',
    auth: false,
    response: 'redirect',
    unshown: 'the link in the validation e-mail; the SPA never calls it',
  },
  resendValidation: write({
    path: 'socios/email/resend-validation',
    tag: 'auth',
    summary: 'Send the e-mail validation link again (the same answer for every RUT)',
    auth: false,
    request: auth.recoverLinkRequest,
    response: messageResponse,
    unshown:
      "SPEC §2 gives no way to get the validation e-mail again; without it the login's refusal offers the club's address",
  }),
  sendRecoverLink: write({
    path: 'socios/account/password/send-recover-link',
    tag: 'passwords',
    summary: 'Send a password recovery link',
    auth: false,
    request: auth.recoverLinkRequest,
    response: auth.recoverLinkResponse,
  }),
  resetPassword: write({
    path: 'socios/account/password/reset-password',
    tag: 'passwords',
    summary: 'Set a new password with a recovery token',
    auth: false,
    request: auth.resetPasswordRequest,
    response: auth.resetPasswordResponse,
  }),
  updatePassword: write({
    path: 'socios/account/update-password',
    tag: 'passwords',
    summary: 'Change the password',
    auth: true,
    request: auth.updatePasswordRequest,
    response: auth.updatePasswordResponse,
  }),

  user: read({
    path: 'socios/profile',
    tag: 'profile',
    summary: 'The session user (user refresh)',
    auth: true,
    response: dataOf(profile.sessionUser),
  }),
  profileData: read({
    path: 'socios/profile/data',
    tag: 'profile',
    summary: "What the 'Mis Datos' form starts from",
    auth: true,
    response: profile.profileData,
  }),
  updateProfile: write({
    path: 'socios/account/profile/update',
    tag: 'profile',
    summary: 'Update the profile',
    auth: true,
    request: profile.profileForm,
    response: profile.profileUpdateResponse,
  }),
  uploadPicture: write({
    path: 'socios/profile/upload-picture',
    tag: 'profile',
    summary: 'Upload the profile photo (multipart `profile_picture`)',
    auth: true,
    response: profile.uploadPictureResponse,
  }),
  setInterests: write({
    path: 'socios/profile/set-interests',
    tag: 'profile',
    summary: 'Save the chosen interests',
    auth: true,
    request: profile.setInterestsRequest,
    response: successAnswer,
  }),

  communes: read({
    path: 'communes/{id}',
    tag: 'catalogue',
    summary: 'Communes of a region',
    auth: false,
    response: dataOf(z.array(profile.commune)),
  }),
  membersTotal: read({
    path: 'socios/total',
    tag: 'catalogue',
    summary: 'Members al día',
    auth: false,
    response: catalog.membersTotal,
  }),
  interests: read({
    path: 'interests',
    tag: 'catalogue',
    summary: 'Interests a member picks from',
    auth: false,
    response: dataOf(z.array(profile.interest)),
  }),
  fixtures: read({
    path: 'fixtures',
    tag: 'catalogue',
    summary: 'Matches, with filters',
    auth: false,
    request: catalog.fixturesQuery,
    response: catalog.fixtures,
  }),
  matchInfo: read({
    path: 'fixtures/info',
    tag: 'catalogue',
    summary: 'Last result and next match',
    auth: false,
    response: catalog.matchInfo,
    unshown:
      "SPEC §7 names 'match info' without a path; two `fixtures` reads would carry it at twice the cost",
  }),

  feeConfig: read({
    path: 'cuotas/configuracion',
    tag: 'fees',
    summary: "The member's incorporation fee, dues value and minimum",
    auth: true,
    response: fees.feeConfig,
    unshown: "SPEC §7 names 'fee configuration' without a path",
  }),
  feeInfo: read({
    path: 'socios/profile/info-cuotas',
    tag: 'fees',
    summary: "The member's paid-up month and pending dues",
    auth: true,
    response: fees.feeInfo,
    unshown:
      "SPEC §7 names 'fee info (info-cuotas)' without a full path; `cuotas/pendientes` lacks al_dia_hasta and puede_regularizar",
  }),
  pendingDues: read({
    path: 'socios/profile/cuotas/pendientes',
    tag: 'fees',
    summary: 'Pending dues: count, months and total',
    auth: true,
    response: fees.pendingDues,
  }),
  duesValues: read({
    path: 'cuotas/valores',
    tag: 'fees',
    summary: "The member's own next N dues",
    auth: true,
    request: fees.duesValuesQuery,
    response: fees.duesValues,
  }),
  accountsValues: {
    method: 'POST',
    path: 'cuotas/valores/accounts',
    tag: 'fees',
    summary: 'Next N dues of the member and chosen accounts',
    auth: true,
    request: fees.accountsValuesRequest,
    response: fees.accountsValues,
    readOnly: true,
  },
  accountsValuesDetail: {
    method: 'POST',
    path: 'cuotas/valores/accounts/detail',
    tag: 'fees',
    summary: 'The same, with each month',
    auth: true,
    request: fees.accountsValuesRequest,
    response: fees.accountsValues,
    readOnly: true,
  },
  regularizationAmount: read({
    path: 'socios/account/payments/regularization/pending-amount',
    tag: 'fees',
    summary: 'What regularising would cost',
    auth: true,
    response: fees.regularizationAmount,
  }),

  associated: read({
    path: 'socios/account/associated',
    tag: 'associates',
    summary: "Accounts in the member's care",
    auth: true,
    response: accounts.associatedAccounts,
  }),
  invite: write({
    path: 'socios/account/invite_associated',
    tag: 'associates',
    summary: 'Invite a member into your care',
    auth: true,
    request: accounts.inviteRequest,
    response: accounts.inviteResponse,
  }),
  acceptInvitation: {
    method: 'GET',
    path: 'socios/account/associated/accept/{token}',
    tag: 'associates',
    summary:
      "Invitation link: a confirmation page with 'Aceptar invitación' (a dead link redirects to the SPA)",
    auth: false,
    response: 'html',
    unshown: 'the link in the invitation e-mail; the SPA never calls it',
  },
  confirmInvitation: write({
    path: 'socios/account/associated/accept/{token}',
    tag: 'associates',
    summary: "The confirmation page's button: accepts and redirects to the SPA",
    auth: false,
    response: 'redirect',
    unshown:
      "the invitation page's form (mail scanners open links, so the GET accepts nothing); the SPA never calls it",
  }),
  invitations: read({
    path: 'socios/account/invitations',
    tag: 'associates',
    summary: 'Invitations the member sent that are not yet accepted (one per invitee, with its date)',
    auth: true,
    response: accounts.sentInvitations,
    unshown:
      "SPEC §2 shows only 'Invitación enviada'; without it a sent invitation is never seen again until accepted",
  }),
  guardian: read({
    path: 'socios/account/guardian',
    tag: 'associates',
    summary: "Who manages this member's account (the invited side), or null",
    auth: true,
    response: accounts.guardianResponse,
    unshown: 'SPEC §3 shows only the inviting side; the invited member sees who pays for them and can leave',
  }),
  leaveGuardian: write({
    path: 'socios/account/associated/leave',
    tag: 'associates',
    summary: "The invited member leaves the other member's care",
    auth: true,
    response: messageResponse,
    unshown: "SPEC §3 shows only the inviting side's 'Eliminar asociado'",
  }),
  deleteAssociated: write({
    path: 'socios/account/delete_associated',
    tag: 'associates',
    summary: "An account leaves the member's care",
    auth: true,
    request: accounts.deleteAssociatedRequest,
    response: successAnswer,
  }),
  memberName: read({
    path: 'socios/name/{rut}',
    tag: 'associates',
    summary: 'A member name by RUT',
    auth: true,
    response: accounts.memberNameAnswer,
    unshown: "SPEC §7 names 'member name lookup' without a path",
  }),

  paymentsHistory: read({
    path: 'socios/account/payments/history',
    tag: 'history',
    summary: 'Payments history',
    auth: true,
    request: accounts.historyPage,
    response: accounts.paymentsHistory,
  }),
  purchasesHistory: read({
    path: 'socios/account/purchases/history',
    tag: 'history',
    summary: 'Purchases history',
    auth: true,
    request: accounts.historyPage,
    response: accounts.purchasesHistory,
  }),
  autoPaymentConfig: read({
    path: 'socios/account/payments/config',
    tag: 'history',
    summary: 'The automatic payment setting',
    auth: true,
    response: payments.autoPaymentConfig,
  }),
  saveAutoPayment: write({
    path: 'socios/account/payments/config/authorize-auto-payment',
    tag: 'history',
    summary: 'Turn the automatic payment on or off',
    auth: true,
    request: payments.autoPaymentRequest,
    response: successAnswer,
  }),

  createDuesPayment: write({
    path: 'payments/create-payment-cuotas',
    tag: 'payments',
    summary: 'Start a dues or incorporation payment (Webpay)',
    auth: true,
    request: payments.paymentRequest,
    response: payments.paymentStart,
  }),
  createExtraordinaryPayment: write({
    path: 'payments/create-payment-cuotas-extraordinaria',
    tag: 'payments',
    summary: 'Start an extraordinary contribution',
    auth: true,
    request: payments.paymentRequest,
    response: payments.paymentStart,
  }),
  createRegularizationPayment: write({
    path: 'payments/create-payment-cuotas-regularizacion',
    tag: 'payments',
    summary: 'Start a debt regularisation',
    auth: true,
    request: payments.paymentRequest,
    response: payments.paymentStart,
  }),
  webpayReturn: {
    method: 'GET',
    path: 'payments/webpay/return',
    tag: 'payments',
    summary: "The card provider's return (redirects to the SPA)",
    auth: false,
    response: 'redirect',
    unshown: 'the provider returns the browser here; the SPA never calls it',
  },
  webpayAbortReturn: write({
    path: 'payments/webpay/return',
    tag: 'payments',
    summary: "The provider's form post when the member aborts (redirects to the SPA)",
    auth: false,
    response: 'redirect',
    unshown: 'the provider posts the browser here on abort; the SPA never calls it',
  }),
  paymentInfo: read({
    path: 'payments/info/{id}',
    tag: 'payments',
    summary: 'A purchase: main payment and secondary payments',
    auth: true,
    response: payments.paymentInfo,
  }),
  oneclickSubscribe: write({
    path: 'payments/transbank/oneclick/subscribe',
    tag: 'payments',
    summary: 'Start a card enrolment',
    auth: true,
    request: payments.oneclickSubscribeRequest,
    response: payments.paymentStart,
  }),
  oneclickReturn: {
    method: 'GET',
    path: 'payments/transbank/oneclick/return',
    tag: 'payments',
    summary: "The enrolment's return (redirects to the SPA)",
    auth: false,
    response: 'redirect',
    unshown: 'the provider returns the browser here; the SPA never calls it',
  },
  oneclickPostReturn: write({
    path: 'payments/transbank/oneclick/return',
    tag: 'payments',
    summary: "The enrolment's return as a form post (redirects to the SPA)",
    auth: false,
    response: 'redirect',
    unshown: 'the provider posts the browser here; the SPA never calls it',
  }),
  oneclickSubscription: read({
    path: 'payments/transbank/oneclick/subscription',
    tag: 'payments',
    summary: "The provider's user for the saved card",
    auth: true,
    response: payments.subscriptionResponse,
  }),
  savedCard: read({
    path: 'payments/transbank/oneclick/card',
    tag: 'payments',
    summary: 'The saved card (type and last digits)',
    auth: true,
    response: payments.savedCardResponse,
    unshown:
      "SPEC §7 names 'saved-card get' without a path; `oneclick/subscription` carries no card type or digits to show",
  }),
  oneclickUnsubscribe: write({
    path: 'payments/transbank/oneclick/unsubscribe',
    tag: 'payments',
    summary: 'Remove the saved card',
    auth: true,
    response: successAnswer,
  }),
  oneclickCharge: write({
    path: 'payments/transbank/oneclick/authorize/cuota',
    tag: 'payments',
    summary: 'Charge the saved card',
    auth: true,
    request: payments.paymentRequest,
    response: payments.oneclickChargeResponse,
  }),
  voucher: read({
    path: 'vouchers/{id}',
    tag: 'payments',
    summary: 'A printable receipt',
    auth: true,
    response: 'html',
    unshown: "the fake API's `url_voucher`; a real API may answer an absolute URL (a PDF) instead",
  }),
  receiptLink: write({
    path: 'vouchers/{id}/link',
    tag: 'payments',
    summary: 'A one-time link that opens the receipt in a new tab (single use, 60 seconds)',
    auth: true,
    response: payments.receiptLink,
    unshown:
      "opens the fake API's printable receipt in a new tab (no bearer header there); the SPA never calls it",
  }),
  receiptScript: {
    method: 'GET',
    path: 'vouchers/page.js',
    tag: 'payments',
    summary: "The receipt page's script (print button)",
    auth: false,
    response: 'file',
    unshown: "part of the fake API's receipt page",
    readOnly: true,
  },
  photo: {
    method: 'GET',
    path: 'uploads/{name}',
    tag: 'profile',
    summary: 'An uploaded profile photo (the `imagen`/`url` the API answered)',
    auth: false,
    response: 'file',
    unshown: "the fake API's photo store; a real API answers `imagen` with its own URL",
    readOnly: true,
  },
  health: read({
    path: 'health',
    tag: 'service',
    summary: "Whether the API is up; the fake API adds its clock and control room (the 'DEMO' badge)",
    auth: false,
    response: healthAnswer,
    unshown:
      "the fake API's own; the SPA shows its 'DEMO' badge on `control: true` and nothing when a real API does not serve it",
  }),
} satisfies Record<string, Endpoint>;

/** A path of the table with its `{name}` parameters filled in: `pathOf(endpoints.paymentInfo.path, { id: 7 })`. */
export const pathOf = (path: string, params: Record<string, string | number>) =>
  path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(params[name])));

/** The paths SPEC §7 does not show, with why (docs/real-api.md). */
export const unshownPaths = () =>
  Object.values(endpoints as Record<string, Endpoint>)
    .filter((e) => e.unshown)
    .map((e) => ({ call: `${e.method} ${e.path}`, reason: e.unshown! }));

/**
 * Every path of the table once: what VITE_API_PATHS may move (api-paths.ts). A function, so a bundle
 * that does not call it keeps only the rows its screens name.
 */
export const endpointPaths = (): readonly string[] => [
  ...new Set(Object.values(endpoints as Record<string, Endpoint>).map((e) => e.path)),
];

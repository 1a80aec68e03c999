// The SPA's URLs that code links to (SPEC §2's every one), with builders for the ones that carry a
// query. routes.ts answers them; a screen nothing links to yet may write its path there alone.
export const paths = {
  root: '/',
  login: '/login',
  register: '/register',
  recoverPassword: '/password/recover-password',
  resetPassword: '/password/reset-password',
  emailValidation: '/email-validation',
  validationPhoto: '/validation/first',
  validationInterests: '/validation/second',
  validationIncorporation: '/validation/pago/incorporacion',
  duesRegistration: '/pago/cuota-inscripcion',
  dues: '/pago/cuota',
  extraordinary: '/pago/extraordinaria',
  regularization: '/pago/regularizacion',
  paymentFinal: '/payments/final',
  cardError: '/cards/subscription/error',
  dashboard: '/dashboard',
  profile: '/my-profile',
  account: '/my-account',
  credential: '/credencial',
  paymentsHistory: '/account/payments/history',
  purchasesHistory: '/account/purchases/history',
  autoPayments: '/pagos/automaticos',
  /** Beyond SPEC §2: the club's receipt of a purchase. */
  receipt: '/comprobante/:idCompra',
} as const;

export const hrefs = {
  loginValidated: () => `${paths.login}?status=true`,
  /**
   * The dues screen, with what the link already chose: the associated accounts to tick (`cuentas`)
   * and the dues count (`numero_cuotas`). The screen keeps both in its query as the member changes
   * them, so a reload, an ended session's login or the provider's return bring them back.
   */
  dues: (choice: DuesChoice = {}) => {
    const query = new URLSearchParams({ type_cuota: 'normal' });
    if (choice.cuentas?.length) query.set('cuentas', choice.cuentas.join(','));
    if (choice.numeroCuotas) query.set('numero_cuotas', String(choice.numeroCuotas));
    return `${paths.dues}?${query.toString().replace(/%2C/g, ',')}`;
  },
  extraordinary: () => `${paths.extraordinary}?type_cuota=extraordinaria`,
  regularization: () => `${paths.regularization}?type_cuota=regularizacion`,
  autoPayments: () => `${paths.autoPayments}?menu=pagos-automaticos`,
  associates: () => `${paths.account}?menu=associate-accounts`,
  paymentsHistory: () => `${paths.paymentsHistory}?menu=payments-history`,
  purchasesHistory: () => `${paths.purchasesHistory}?menu=purchases-history`,
  paymentFinal: (idCompra: number | string) => `${paths.paymentFinal}?id_compra=${idCompra}`,
  receipt: (idCompra: number | string) => `/comprobante/${idCompra}`,
};

/** What a link to the dues screen may choose for the member (hrefs.dues). */
export interface DuesChoice {
  cuentas?: readonly number[];
  numeroCuotas?: number;
}

/**
 * What a link to a receipt hands over in the navigation state: the screen it came from (so
 * 'Volver' goes back to it) and the purchase's `url_voucher` when the history knew it (an absolute
 * one is the real API's PDF, offered as 'Descargar').
 */
export interface ReceiptLinkState {
  from: string;
  urlVoucher?: string;
}

/**
 * Where to go after logging in: the `redirect` a login link carries, only when it is a path of this
 * site (never another site, '//host', or the login itself); else the dashboard. A path no screen
 * answers opens the router's unknown-path screen, which leads home.
 */
export function safeRedirect(value: string | null): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\'))
    return paths.dashboard;
  const pathname = value.split(/[?#]/)[0] ?? '';
  if (pathname === paths.root || pathname === paths.login) return paths.dashboard;
  return value;
}

/** The login that says the session ended and brings the member back to `from` afterwards. */
export const sessionEndedLogin = (from: string) =>
  `${paths.login}?sesion=terminada&redirect=${encodeURIComponent(from)}`;

/** Links that leave the portal. */
export const external = {
  shop: 'https://tienda.example.cl',
  physicalCredential: 'https://tienda.example.cl/credencial',
  contactEmail: 'mailto:socios@example.cl',
  contactEmailText: 'socios@example.cl',
};

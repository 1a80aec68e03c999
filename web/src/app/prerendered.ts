// The paths the build writes as pages of their own (react-router.config.ts); the rest are served
// the SPA fallback. The public screens are hydrated as they were drawn; a member screen here is its
// frame (the route module's HydrateFallback, inside the member's shell), or, without reads, the
// screen itself: none draws the member's own data before hydrating.
import { paths } from './paths.ts';

export const prerenderedPaths = [
  paths.root,
  paths.login,
  paths.register,
  paths.recoverPassword,
  paths.resetPassword,
  paths.emailValidation,
  paths.cardError,
  paths.validationPhoto,
  paths.validationInterests,
  paths.validationIncorporation,
  paths.dashboard,
  paths.duesRegistration,
  paths.dues,
  paths.extraordinary,
  paths.regularization,
  paths.paymentFinal,
  // Once for every purchase, its parameter written as is (`comprobante/:idCompra.html`): the servers
  // answer every receipt's path with it (deploy/nginx.conf, the fake API's pages).
  paths.receipt,
  paths.paymentsHistory,
  paths.purchasesHistory,
  paths.autoPayments,
  paths.profile,
  paths.account,
  paths.credential,
];

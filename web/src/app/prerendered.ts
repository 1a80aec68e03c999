// The paths the build writes as pages of their own (react-router.config.ts); the rest are served
// the SPA fallback.
import { paths } from './paths.ts';

export const prerenderedPaths = [
  paths.root,
  paths.login,
  paths.register,
  paths.recoverPassword,
  paths.emailValidation,
  paths.dashboard,
  paths.dues,
];

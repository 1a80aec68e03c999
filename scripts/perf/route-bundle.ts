// What a route downloads before it can paint, computed from the build's chunk graph: the entry
// chunk, the route's screen (and layout) chunks and everything they import statically. Bytes are
// gzip level 9 of the files on disk, so the figure is deterministic (the budget check in `npm test`
// relies on that).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chunkOf, readChunks, staticClosure } from './chunk-graph-plugin';

const ANTD = /\/node_modules\/(antd|@ant-design|@rc-component)\//;

const ANTD_ROOT = 'app/antd-root.tsx';
const SHELL = 'layout/app-layout.tsx';
const page = (file: string) => `features/${file}.tsx`;

/**
 * Every route of SPEC §2: the modules its first load runs (besides the entry chunk), and what must
 * not ride along. The public screens (login, sign-up, password, e-mail validation), the dashboard,
 * the card error, the credential, the histories and the dues screen are light (no antd: screens a
 * member opens on a phone, often from an e-mail); every other screen renders antd below the public
 * layout or the member's shell.
 */
export const ROUTES = {
  '/login': {
    modules: [page('auth/pages/login-page')],
    // Their screens and components; their endpoint modules (a key and a parser, in app/router.tsx's
    // route loaders) may be there.
    forbidden: new RegExp(`/features/(payments|profile|history)/(?!api/)|${ANTD.source}`),
  },
  '/register': { modules: [page('auth/pages/register-page')], forbidden: ANTD },
  '/password/recover-password': { modules: [page('auth/pages/recover-password-page')], forbidden: ANTD },
  '/password/reset-password': { modules: [page('auth/pages/reset-password-page')], forbidden: ANTD },
  '/email-validation': { modules: [page('auth/pages/email-validation-page')], forbidden: ANTD },
  '/cards/subscription/error': {
    modules: [SHELL, page('payments/pages/card-error-page')],
    forbidden: ANTD,
  },
  '/dashboard': { modules: [SHELL, page('dashboard/pages/dashboard-page')], forbidden: ANTD },
  '/validation/first': { modules: [SHELL, ANTD_ROOT, page('onboarding/pages/photo-step-page')] },
  '/validation/second': { modules: [SHELL, ANTD_ROOT, page('onboarding/pages/interests-step-page')] },
  '/validation/pago/incorporacion': {
    modules: [SHELL, ANTD_ROOT, page('payments/pages/incorporation-page')],
  },
  '/pago/cuota-inscripcion': { modules: [SHELL, page('payments/pages/dues-page')], forbidden: ANTD },
  '/pago/cuota': { modules: [SHELL, page('payments/pages/dues-page')], forbidden: ANTD },
  '/pago/extraordinaria': { modules: [SHELL, ANTD_ROOT, page('payments/pages/extraordinary-page')] },
  '/pago/regularizacion': { modules: [SHELL, ANTD_ROOT, page('payments/pages/regularization-page')] },
  '/payments/final': { modules: [SHELL, ANTD_ROOT, page('payments/pages/payment-final-page')] },
  '/my-profile': { modules: [SHELL, ANTD_ROOT, page('profile/pages/profile-page')] },
  '/my-account': { modules: [SHELL, ANTD_ROOT, page('account/pages/associates-page')] },
  '/credencial': { modules: [SHELL, page('credential/pages/credential-page')], forbidden: ANTD },
  '/account/payments/history': {
    modules: [SHELL, page('history/pages/payments-history-page')],
    forbidden: ANTD,
  },
  '/account/purchases/history': {
    modules: [SHELL, page('history/pages/purchases-history-page')],
    forbidden: ANTD,
  },
  '/pagos/automaticos': { modules: [SHELL, ANTD_ROOT, page('payments/pages/auto-payments-page')] },
} satisfies Record<string, { modules: string[]; forbidden?: RegExp }>;
export type BudgetRoute = keyof typeof ROUTES;

export interface BundleReport {
  files: { file: string; gzip: number }[];
  totalGzip: number;
  forbiddenModules: string[];
}

export function routeBundle(dist: string, route: BudgetRoute): BundleReport {
  const { modules } = ROUTES[route];
  const forbidden = (ROUTES[route] as { forbidden?: RegExp }).forbidden;
  const chunks = readChunks(dist);
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const entry = chunks.find((c) => c.isEntry);
  if (!entry) throw new Error('entry chunk not found in .vite/chunks.json');
  // The entry starts the app through dynamic imports, in steps (web/src/main.tsx): all run at boot.
  const seen = staticClosure(chunks, [
    entry.fileName,
    ...entry.dynamicImports,
    ...modules.map((m) => chunkOf(chunks, m).fileName),
  ]);
  const files = [...seen].map((file) => ({
    file,
    gzip: zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length,
  }));
  const forbiddenModules = [...seen]
    .flatMap((f) => byFile.get(f)?.modules ?? [])
    .filter((m) => forbidden?.test(m));
  return { files, totalGzip: files.reduce((sum, f) => sum + f.gzip, 0), forbiddenModules };
}

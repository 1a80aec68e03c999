// The mock's settings (ARCHITECTURE §2), read once from the environment by server.ts.
import path from 'node:path';
import os from 'node:os';
import { endpointPaths, parsePathMoves, type PathMoves } from '../../web/src/api/contract';

/** MOCK_SHAPES: how another backend would answer (http/response-shapes.ts bends the answers). */
export const SHAPES = ['none', 'strings', 'nulls', 'wrapped', 'spec'] as const;
export type Shapes = (typeof SHAPES)[number];
/** MOCK_UNSHOWN: the calls SPEC §7 does not show are `served`, or `missing` (404, http/path-moves.ts). */
export const UNSHOWN = ['served', 'missing'] as const;
export type Unshown = (typeof UNSHOWN)[number];

export interface MockConfig {
  webUrl: string; // where the SPA lives, for redirects back from the fake provider and e-mail links
  // Where browsers reach the mock itself (e-mailed API links, the provider's `url`): configured,
  // never read from a request's Host or X-Forwarded-* headers, which a client can forge.
  publicUrl: string;
  confirmDelayMs: number; // approved → paid after this; -1 = only by hand
  latencyMs: number;
  failRate: number; // share of /api calls answered 500
  control: boolean; // the /__mock control room
  uploadsDir: string;
  webDist: string | null; // when set, the built SPA is served from the mock (npm run demo)
  autoChargeIntervalMs: number; // how often the automatic-charge timer looks at the clock; 0 = off
  controlKey: string | null; // MOCK_CONTROL_KEY: the control room asks staff for it (always set beyond localhost)
  requestLog: boolean; // one line per API call (MOCK_LOG; off when NODE_ENV=test)
  shapes: Shapes; // MOCK_SHAPES: answer the way another backend would (none|strings|nulls|wrapped|spec)
  unshown: Unshown; // MOCK_UNSHOWN: the calls SPEC §7 does not show, served or missing (404)
  paths: PathMoves; // VITE_API_PATHS, the SPA's: moved calls are served at their new paths
}

export const defaultConfig = (overrides: Partial<MockConfig> = {}): MockConfig => ({
  webUrl: 'http://localhost:5173',
  publicUrl: 'http://localhost:4000',
  confirmDelayMs: 4000,
  latencyMs: 0,
  failRate: 0,
  control: true,
  uploadsDir: path.join(os.tmpdir(), 'portal-socios-uploads'),
  webDist: null,
  autoChargeIntervalMs: 0,
  controlKey: null,
  requestLog: false,
  shapes: 'none',
  unshown: 'served',
  paths: {},
  ...overrides,
});

const num = (v: string | undefined, fallback: number) => {
  const n = v === undefined || v === '' ? NaN : Number(v);
  return Number.isFinite(n) ? n : fallback;
};

export function configFromEnv(env: NodeJS.ProcessEnv, serveWeb: boolean): MockConfig {
  const port = num(env.MOCK_PORT, 4000);
  // `npm run dev`'s SPA is Vite's, on WEB_PORT (web/vite.config.ts reads the same setting).
  const devWeb = `http://localhost:${num(env.WEB_PORT, 5173)}`;
  const webUrl = env.WEB_URL ?? (serveWeb ? `http://localhost:${port}` : devWeb);
  return defaultConfig({
    webUrl,
    // Serving the SPA, the mock is where the SPA is (one origin); else itself on its port.
    publicUrl: (env.MOCK_PUBLIC_URL || (serveWeb ? webUrl : `http://localhost:${port}`)).replace(/\/+$/, ''),
    confirmDelayMs: num(env.MOCK_CONFIRM_DELAY_MS, 4000),
    latencyMs: num(env.MOCK_LATENCY_MS, 0),
    failRate: Math.min(1, Math.max(0, num(env.MOCK_FAIL_RATE, 0))),
    control: (env.MOCK_CONTROL ?? '1') === '1',
    uploadsDir: env.MOCK_UPLOADS_DIR ?? path.resolve('mock-server/uploads'),
    webDist: serveWeb ? path.resolve(env.MOCK_WEB_DIST || 'web/dist') : null,
    autoChargeIntervalMs: num(env.MOCK_AUTO_CHARGE_MS, 60_000),
    controlKey: env.MOCK_CONTROL_KEY || null,
    requestLog: env.MOCK_LOG ? env.MOCK_LOG === '1' : env.NODE_ENV !== 'test',
    shapes: SHAPES.find((s) => s === env.MOCK_SHAPES) ?? 'none',
    unshown: UNSHOWN.find((u) => u === env.MOCK_UNSHOWN) ?? 'served',
    paths: parsePathMoves(env.VITE_API_PATHS, endpointPaths()),
  });
}

// createApp() builds the fake club API without listening (server.ts listens; supertest uses this).
import express from 'express';
import compression from 'compression';
import cors from 'cors';
import helmet from 'helmet';
import path from 'node:path';
import fs from 'node:fs';
import { createClock, type Clock } from './clock';
import { defaultConfig, type MockConfig } from './config';
import { createStore, type Store } from './store/store';
import type { Deps } from './deps';
import { errorHandler, notFoundHandler } from './http/error-handler';
import { faults } from './http/faults';
import { responseShapes } from './http/response-shapes';
import { pathMoves } from './http/path-moves';
import { refuseHostileInput } from './http/hostile-input';
import { webOrigin } from './http/origin';
import { authRoutes } from './routes/auth';
import { profileRoutes } from './routes/profile';
import { catalogRoutes } from './routes/catalog';
import { accountRoutes } from './routes/account';
import { feesRoutes } from './routes/fees';
import { paymentsRoutes, settleOnRead } from './routes/payments';
import { oneclickRoutes } from './routes/payments-oneclick';
import { vouchersRoutes } from './routes/vouchers';
import { controlPaymentsRoutes } from './routes/control-payments';
import { controlMembersRoutes } from './routes/control-members';
import { startAutoChargeTimer } from './domain/auto-charge';
import { providerRoutes } from './routes/provider';
import { controlRoutes } from './routes/control';
import { registrationRoutes } from './routes/registration';
import { passwordRoutes } from './routes/passwords';
import { profileEditRoutes } from './routes/profile-edit';
import { pictureRoutes } from './routes/picture';
import { historyRoutes } from './routes/history';
import { removeUploads } from './domain/pictures';
import { healthRoutes } from './routes/health';
import { controlConsoleRoutes } from './routes/control-console';
import { controlConsoleActions } from './routes/control-console-actions';
import { createConsoleState } from './http/console-state';
import { knownHostOnly, requireStaffKey, sameOriginOnly } from './http/control-guard';
import { contractReportList, contractReportReceiver } from './routes/contract-reports';
import { createContractReports } from './http/contract-reports';
import { requestLog } from './http/request-log';
import { noStore } from './http/no-store';
import { settleEndedBeforeClockMoves } from './domain/clock-moves';
import { sendChargeNotices } from './domain/charge-notice';

export interface AppOptions {
  store?: Store;
  clock?: Clock;
  config?: Partial<MockConfig>;
}

/** The routers that answer under /api, in mount order (the openapi test lists their paths). */
export const apiRouters = [
  authRoutes,
  registrationRoutes,
  passwordRoutes,
  profileRoutes,
  profileEditRoutes,
  pictureRoutes,
  catalogRoutes,
  accountRoutes,
  historyRoutes,
  feesRoutes,
  paymentsRoutes,
  oneclickRoutes,
  vouchersRoutes,
];

export function createApp(options: AppOptions = {}) {
  const clock = options.clock ?? createClock();
  const config = defaultConfig(options.config);
  const store = options.store ?? createStore(clock);
  // A reset also removes the photos uploaded since (the seeded personas' photos are not files).
  const reseed = store.reset;
  store.reset = () => {
    const uploaded = store.state.uploads;
    reseed();
    removeUploads(uploaded, config.uploadsDir);
  };
  const deps: Deps = { store, clock, config };
  // Moving the clock back must not revive what had ended (clock-moves.ts); moving it over a
  // charge notice's day sends the notice, as the club's scheduler would (charge-notice.ts).
  const moveClock = clock.set.bind(clock);
  clock.set = (iso) => {
    settleEndedBeforeClockMoves(deps);
    moveClock(iso);
    sendChargeNotices(deps);
  };

  const app = express();
  app.disable('x-powered-by');
  app.set('query parser', 'simple');
  app.use(
    helmet({
      // The fake provider's pages post forms to the mock itself; the demo SPA loads its own assets.
      contentSecurityPolicy: {
        directives: {
          'form-action': ["'self'", config.webUrl],
          'img-src': ["'self'", 'data:', 'blob:'],
          // The mock only speaks plain http: upgrading would send a LAN device's requests to https.
          'upgrade-insecure-requests': null,
        },
      },
      crossOriginResourcePolicy: { policy: 'cross-origin' },
    }),
  );
  // Only the SPA's origin may read answers from a browser: a list (not a fixed string) makes cors
  // leave Access-Control-Allow-Origin out for any other Origin instead of naming the SPA's.
  // Not on the SPA's own hashed files (--serve-web), as nginx serves them: their `Vary: Origin` kept
  // the service worker's background copy of the member screens (fetched without an Origin) from
  // ever answering a module script (which the browser asks for with one).
  const spaOriginOnly = cors({ origin: [webOrigin(config.webUrl)] });
  app.use((req, res, next) => (req.path.startsWith('/assets/') ? next() : spaOriginOnly(req, res, next)));
  app.use(express.json({ limit: '100kb' }));
  app.use(express.urlencoded({ extended: false, limit: '20kb' }));
  app.use(refuseHostileInput);

  app.use(healthRoutes(deps));
  const api = express.Router();
  api.use(noStore);
  api.use(requestLog(config.requestLog));
  api.use(faults(config));
  api.use(pathMoves(config));
  api.use(responseShapes(config));
  api.use(settleOnRead(deps)); // approved payments whose confirmation delay passed become paid
  for (const routes of apiRouters) api.use(routes(deps));
  // Files only: no index page and no redirect that adds a slash to a folder's name ('/uploads/.').
  // A member's photo is theirs: their browser may keep it and ask whether it changed (it is shown
  // on every screen); a shared cache may not.
  api.use(
    '/uploads',
    express.static(config.uploadsDir, {
      fallthrough: false,
      index: false,
      redirect: false,
      setHeaders: (res) => res.setHeader('Cache-Control', 'private, no-cache'),
    }),
  );
  api.use(notFoundHandler);
  app.use('/api', api);
  app.use(providerRoutes(deps));
  if (config.control) {
    const reports = createContractReports(() => new Date());
    const reseedAll = store.reset; // 'Restablecer datos' empties the list with the rest
    store.reset = () => {
      reseedAll();
      reports.clear();
    };
    // The SPA's drift reports come as beacons, which carry no staff key and no custom header; a
    // report changes nothing but a bounded list the console shows, so only the host check applies.
    app.use('/__mock', knownHostOnly(config.webUrl), contractReportReceiver(reports));
    // Another site's page must not move the clock or charge a card; beyond localhost, a staff key.
    const consoleState = createConsoleState();
    app.use(
      '/__mock',
      knownHostOnly(config.webUrl),
      sameOriginOnly,
      requireStaffKey(config.controlKey, consoleState),
    );
    app.use('/__mock', contractReportList(reports));
    app.use('/__mock', controlConsoleRoutes(deps, consoleState, reports));
    app.use(
      '/__mock/console',
      controlConsoleActions(deps, consoleState, {
        failRate: config.failRate,
        latencyMs: config.latencyMs,
        shapes: config.shapes,
        unshown: config.unshown,
      }),
    );
    app.use('/__mock', controlRoutes(deps));
    app.use('/__mock', controlPaymentsRoutes(deps));
    app.use('/__mock', controlMembersRoutes(deps));
  }
  startAutoChargeTimer(deps); // config.autoChargeIntervalMs; 0 (tests) = off

  if (config.webDist && fs.existsSync(config.webDist)) {
    const dist = config.webDist;
    // Client-side routes: a screen pre-rendered at build time has its own file, named after its path
    // (scripts/build-web.ts: register.html, password/reset-password.html, dashboard.html, …); index.html
    // has the login, for /; every other GET gets the SPA's empty shell.
    const shell = fs.existsSync(path.join(dist, 'shell.html')) ? 'shell.html' : 'index.html';
    const pages = prerenderedPages(dist);
    const spaPath = /^\/(?!api\/|__mock\/|webpay\/).*/;
    const pageFor = (urlPath: string) =>
      path.join(dist, urlPath === '/' ? 'index.html' : (pageOf(pages, urlPath) ?? shell));
    // Gzipped as nginx serves them (deploy/nginx.conf: `gzip on`): sent as they are, a member
    // screen's files weigh several times as much, and `npm run perf` measures the demo.
    // Only the SPA's files and pages pass here: the API answered above. nginx's defaults: from 20
    // bytes on, level 1 (fast: every journey's fresh browser fetches the whole build again).
    app.use(compression({ threshold: 20, level: 1 }));
    app.use(
      express.static(dist, {
        index: false,
        // Vite names every asset by its content hash: a phone may keep it for good, and the
        // dashboard's prefetched code is still there when the member taps 'Pagar'.
        setHeaders: (res, file) => {
          if (file.startsWith(path.join(dist, 'assets') + path.sep))
            res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        },
      }),
    );
    app.get(spaPath, (req, res) => res.sendFile(pageFor(req.path)));
  }

  app.use(notFoundHandler);
  app.use(errorHandler);
  return Object.assign(app, { deps });
}

/**
 * The pre-rendered page of `urlPath`: its own, or one pre-rendered once for a path with a parameter,
 * written as is ('/comprobante/101' → 'comprobante/:idCompra.html'), as deploy/nginx.conf answers.
 */
function pageOf(pages: Map<string, string>, urlPath: string): string | undefined {
  const own = pages.get(urlPath);
  if (own) return own;
  const segments = urlPath.split('/');
  for (const [pattern, file] of pages) {
    const parts = pattern.split('/');
    if (
      pattern.includes('/:') &&
      parts.length === segments.length &&
      parts.every((part, i) => (part.startsWith(':') ? segments[i] !== '' : part === segments[i]))
    )
      return file;
  }
  return undefined;
}

/** '/register' → 'register.html' for every pre-rendered page in the build (not the shell or the login). */
function prerenderedPages(dist: string): Map<string, string> {
  const pages = new Map<string, string>();
  for (const file of fs.readdirSync(dist, { recursive: true, encoding: 'utf8' })) {
    const name = file.split(path.sep).join('/');
    if (
      !name.endsWith('.html') ||
      name.startsWith('assets/') ||
      name === 'index.html' ||
      name === 'shell.html'
    )
      continue;
    pages.set(`/${name.slice(0, -'.html'.length)}`, name);
  }
  return pages;
}

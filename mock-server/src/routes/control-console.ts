// The demo console's pages (/__mock): the console itself, the staff key form and the one-time
// 'Entrar como' links. Its forms post to control-console-actions.ts.
import { Router } from 'express';
import type { Deps } from '../deps';
import type { ConsoleState } from '../http/console-state';
import { KEY_COOKIE, TOO_MANY_KEYS, keyCookieValue } from '../http/control-guard';
import { sourceOf } from '../http/source';
import { notAllowedPage } from '../pages/messages';
import { sameSecret } from '../http/console-state';
import { consolePage } from '../pages/console-page';
import { consoleView } from '../pages/console-view';
import { ledgerPage } from '../pages/ledger-page';
import { LOGIN_AS_SCRIPT, loginAsExpiredPage, loginAsPage, staffKeyPage } from '../pages/login-as-page';
import { toSessionUser } from '../domain/members';
import { openSession } from '../domain/sessions';
import { refuseBadFormToken } from './control-console-actions';
import type { ContractReports } from '../http/contract-reports';

// same-origin: the forms' posts carry their Origin (control-guard.ts), other sites see no referrer.
const html = {
  'Cache-Control': 'no-store',
  'Content-Type': 'text/html; charset=utf-8',
  'Referrer-Policy': 'same-origin',
};

export function controlConsoleRoutes(deps: Deps, state: ConsoleState, reports: ContractReports): Router {
  const { store, clock, config } = deps;
  const router = Router();

  router.get('/', (req, res) => {
    const flash = state.takeFlash(req.query.aviso);
    res.set(html).send(consolePage(consoleView(deps, state.mintPageToken(), flash, reports.list())));
  });

  router.get('/libro', (_req, res) => {
    res.set(html).send(ledgerPage(deps, state.mintPageToken()));
  });

  router.get('/clave', (req, res) => {
    res.set(html).send(staffKeyPage(state.mintPageToken(), req.query.error === '1'));
  });
  router.post('/clave', refuseBadFormToken(state), (req, res) => {
    const typed = typeof req.body?.clave === 'string' ? req.body.clave : '';
    if (state.keyGuessesSpent(sourceOf(req)))
      return res.status(429).set(html).send(notAllowedPage(TOO_MANY_KEYS));
    if (!config.controlKey || !sameSecret(typed, config.controlKey)) {
      state.wrongKey(sourceOf(req));
      return res.redirect(303, '/__mock/clave?error=1');
    }
    res.cookie(KEY_COOKIE, keyCookieValue(config.controlKey), {
      httpOnly: true,
      sameSite: 'strict',
      path: '/__mock',
    });
    res.redirect(303, '/__mock');
  });

  // The link (minted by the console's 'Entrar como' form) opens a session for the persona once.
  router.get('/login-as/:token', (req, res) => {
    const rut = state.takeLogin(req.params.token);
    const member = rut ? store.memberByRut(rut) : undefined;
    if (!member || !member.emailValidated) return res.status(410).set(html).send(loginAsExpiredPage());
    const token = openSession(deps, member, clock.nowMs());
    if (!token) return res.status(410).set(html).send(loginAsExpiredPage());
    const next = member.activo === 0 ? '/validation/first' : '/dashboard';
    res.set(html).send(loginAsPage({ token, user: toSessionUser(member), next }));
  });
  router.get('/login-as.js', (_req, res) => {
    res.type('application/javascript').set('Cache-Control', 'no-store').send(LOGIN_AS_SCRIPT);
  });
  return router;
}

// Guards of the control room (/__mock). It moves the clock, charges saved cards and resets the
// data, so a page on another site (opened by a staff member) must not be able to do any of it:
// every state-changing request must come from the mock's own pages. Browsers always say where a
// request comes from (Sec-Fetch-Site, Origin); scripts and tests (curl, supertest, Playwright's
// request context) send neither and stay allowed. Beyond localhost a staff key comes first.
import { createHash } from 'node:crypto';
import net from 'node:net';
import type { Request, RequestHandler, Response } from 'express';
import { sameSecret, type ConsoleState } from './console-state';
import { sourceOf } from './source';
import { notAllowedPage } from '../pages/messages';

export const CROSS_SITE = 'La sala de control solo acepta acciones desde sus propias páginas.';
export const KEY_NEEDED = 'Falta la clave del personal (MOCK_CONTROL_KEY).';
export const TOO_MANY_KEYS =
  'Demasiadas claves incorrectas desde esta conexión. Espera 15 minutos antes de volver a intentarlo.';
export const KEY_COOKIE = 'mock_control_key';
export const UNKNOWN_HOST =
  'La sala de control solo responde en localhost, en una dirección IP o en WEB_URL.';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

// The page's own origin as the browser sees it (Host as sent; through Vite's proxy it is Vite's).
const ownOrigin = (req: Request) => `${req.protocol}://${req.get('host') ?? ''}`;

// Sec-Fetch-Site is set by the browser alone and decides when present. Origin is the fallback
// for browsers without it (the console's pages send it: Referrer-Policy same-origin, since under
// helmet's no-referrer a form post's Origin is 'null').
export function isCrossSite(req: Request): boolean {
  const site = req.get('sec-fetch-site');
  if (site !== undefined) return site !== 'same-origin';
  const origin = req.get('origin');
  return origin !== undefined && origin !== ownOrigin(req);
}

function refuse(req: Request, res: Response, status: number, message: string) {
  res.status(status);
  if (req.accepts(['json', 'html']) === 'html') res.type('html').send(notAllowedPage(message));
  else res.json({ message });
}

/** 403 for any state-changing request that a browser says came from another origin. */
export const sameOriginOnly: RequestHandler = (req, res, next) => {
  if (SAFE_METHODS.has(req.method) || !isCrossSite(req)) return next();
  refuse(req, res, 403, CROSS_SITE);
};

/** What the key cookie holds: a hash, so the key itself is never stored in the browser. */
export const keyCookieValue = (key: string) =>
  createHash('sha256').update(`mock-control:${key}`).digest('hex');

function cookie(req: Request, name: string): string | undefined {
  for (const part of (req.get('cookie') ?? '').split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return v.join('=');
  }
  return undefined;
}

export function hasStaffKey(req: Request, key: string): boolean {
  const header = req.get('x-mock-key');
  if (header !== undefined) return sameSecret(header, key);
  const c = cookie(req, KEY_COOKIE);
  return c !== undefined && sameSecret(c, keyCookieValue(key));
}

// Reachable without the key: the key form itself, the login page's script, and the one-time login
// links (each is itself a secret minted by someone who had the key, good once for a minute).
const OPEN_PATHS = /^\/(clave|login-as\.js|login-as\/[^/]+)$/;

const offersKey = (req: Request) =>
  req.get('x-mock-key') !== undefined || cookie(req, KEY_COOKIE) !== undefined;

/**
 * With a staff key set, everything else in /__mock asks for it first (browsers: the key form). A key
 * offered (header or cookie) counts against its source's wrong guesses (console-state.ts).
 */
export function requireStaffKey(key: string | null, guesses: ConsoleState): RequestHandler {
  return (req, res, next) => {
    if (!key || OPEN_PATHS.test(req.path)) return next();
    if (offersKey(req)) {
      if (guesses.keyGuessesSpent(sourceOf(req))) return refuse(req, res, 429, TOO_MANY_KEYS);
      if (hasStaffKey(req, key)) return next();
      guesses.wrongKey(sourceOf(req));
    }
    if (req.method === 'GET' && req.accepts(['json', 'html']) === 'html')
      return res.redirect(303, '/__mock/clave');
    refuse(req, res, 401, KEY_NEEDED);
  };
}

const hostnameOf = (url: string) => {
  try {
    return new URL(url).hostname.toLowerCase();
  } catch {
    return null;
  }
};

/**
 * DNS rebinding: another site's name pointed at 127.0.0.1 would make its pages "same-origin" with
 * the console. Such a request names that site in Host; the console answers only to localhost, IP
 * addresses (a rebinding needs a name) and the configured WEB_URL's host.
 */
export function knownHostOnly(webUrl: string): RequestHandler {
  const configured = hostnameOf(webUrl);
  return (req, res, next) => {
    const host = hostnameOf(`http://${req.get('host') ?? ''}`)?.replace(/^\[|\]$/g, '');
    const known =
      host !== undefined &&
      (host === 'localhost' || host.endsWith('.localhost') || net.isIP(host) !== 0 || host === configured);
    if (known) return next();
    refuse(req, res, 403, UNKNOWN_HOST);
  };
}

// One line per API call (method, path, status, ms), so staff watching the terminal during a demo
// see what the SPA asks. Quiet in tests (config.requestLog: MOCK_LOG, off when NODE_ENV=test).
// Links carry secrets in the path (e-mail validation, invitations) and in the query (reset ?token=,
// receipts ?key= and ?link=, the provider's token_ws): a terminal is read over shoulders and pasted
// into chats, so every token is replaced before the line is written.
import type { RequestHandler } from 'express';

const TOKEN_PARAMS = new Set(['token', 'key', 'link', 'token_ws', 'tbk_token']);
// 20+ URL-safe characters: every token the mock hands out (64 hex, base64url), never an id or a RUT.
const LOOKS_LIKE_TOKEN = /^[A-Za-z0-9_-]{20,}$/;
export const REDACTED = '[oculto]';

/** The URL with every token in its path or query replaced by REDACTED. */
export function redactUrl(url: string): string {
  const [path = '', query] = url.split(/\?(.*)/s, 2);
  const safePath = path
    .split('/')
    .map((segment) => (LOOKS_LIKE_TOKEN.test(segment) ? REDACTED : segment))
    .join('/');
  if (query === undefined) return safePath;
  const safeQuery = query
    .split('&')
    .map((pair) => {
      const [name = '', value] = pair.split(/=(.*)/s, 2);
      if (value === undefined) return pair;
      const secret = TOKEN_PARAMS.has(name.toLowerCase()) || LOOKS_LIKE_TOKEN.test(value);
      return `${name}=${secret ? REDACTED : value}`;
    })
    .join('&');
  return `${safePath}?${safeQuery}`;
}

export function requestLog(enabled: boolean, write: (line: string) => void = console.log): RequestHandler {
  return (req, res, next) => {
    if (!enabled) return next();
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      write(`[api] ${req.method} ${redactUrl(req.originalUrl)} ${res.statusCode} ${ms.toFixed(0)} ms`);
    });
    next();
  };
}

// One line per API call (method, path, status, ms), so staff watching the terminal during a demo
// see what the SPA asks. Quiet in tests (config.requestLog: MOCK_LOG, off when NODE_ENV=test).
import type { RequestHandler } from 'express';

export function requestLog(enabled: boolean, write: (line: string) => void = console.log): RequestHandler {
  return (req, res, next) => {
    if (!enabled) return next();
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      // The path only: query strings may carry tokens (password reset, e-mail validation).
      write(`[api] ${req.method} ${req.baseUrl}${req.path} ${res.statusCode} ${ms.toFixed(0)} ms`);
    });
    next();
  };
}

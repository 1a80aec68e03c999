import type { RequestHandler } from 'express';

/**
 * Every /api answer is about a member (profile, dues, payments, a receipt) or their session: no
 * browser or shared cache keeps it, as a real API should say too (deploy/nginx.conf adds the same
 * to an answer without Cache-Control). A route that knows better sets its own after this.
 */
export const noStore: RequestHandler = (_req, res, next) => {
  res.set('Cache-Control', 'no-store');
  next();
};

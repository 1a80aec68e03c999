import type { Request } from 'express';

/** The mock's own origin as the client reached it, so links the mock e-mails come back to it. */
export const originOf = (req: Request) => `${req.protocol}://${req.get('host')}`;

/** WEB_URL reduced to its origin ('http://localhost:5173'), as browsers send it in `Origin`. */
export function webOrigin(webUrl: string): string {
  try {
    return new URL(webUrl).origin;
  } catch {
    return webUrl.replace(/\/+$/, '');
  }
}

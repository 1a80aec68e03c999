import type { Request } from 'express';

/** The mock's own origin as the client reached it, so links the mock e-mails come back to it. */
export const originOf = (req: Request) => `${req.protocol}://${req.get('host')}`;

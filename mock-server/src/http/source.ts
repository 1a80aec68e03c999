// Where a request comes from, for the abuse limits: the socket's address. Headers such as
// X-Forwarded-For are not read, since any client can write them; behind a proxy the real API takes
// the address the proxy saw (its own trusted header), never one the client chose.
import type { Request } from 'express';

export const sourceOf = (req: Request): string =>
  (req.socket.remoteAddress ?? 'unknown').replace(/^::ffff:/, '');

import type { ErrorRequestHandler, RequestHandler } from 'express';
import { AppError, type FieldErrors } from './errors';

// What the body parsers, the router (a %-escape that does not decode) and express.static say when
// the request is at fault, in Spanish. All of them are the client's doing, never a 500.
const CLIENT_FAULTS: Record<string, string> = {
  'entity.parse.failed': 'El cuerpo de la solicitud no es JSON válido.',
  'entity.too.large': 'El cuerpo de la solicitud es demasiado grande.',
  'encoding.unsupported': 'La codificación del cuerpo no es compatible.',
  'charset.unsupported': 'El juego de caracteres del cuerpo no es compatible.',
  'request.aborted': 'La solicitud se interrumpió.',
  'request.size.invalid': 'El tamaño del cuerpo no coincide con Content-Length.',
  'parameters.too.many': 'La solicitud tiene demasiados campos.',
};

/** 400 and 422 always carry `errors` (ARCHITECTURE §3), so a client can read it unconditionally. */
function send(
  res: Parameters<ErrorRequestHandler>[2],
  status: number,
  message: string,
  errors?: FieldErrors,
) {
  const withErrors = status === 400 || status === 422 ? { errors: errors ?? { body: [message] } } : {};
  res.status(status).json({ message, ...withErrors });
}

// Registered last: every failure leaves in the contract's shape (ARCHITECTURE §3), never as a stack.
export const errorHandler: ErrorRequestHandler = (err, _req, res, next) => {
  if (res.headersSent) return next(err);
  if (err instanceof AppError) {
    const errors =
      err.errors ?? (err.status === 400 || err.status === 422 ? { body: [err.message] } : undefined);
    if (err.retryAfterSeconds !== undefined) res.set('Retry-After', String(err.retryAfterSeconds));
    res.status(err.status).json({ message: err.message, ...(errors ? { errors } : {}), ...err.extra });
    return;
  }
  const e = err as { type?: string; status?: number; statusCode?: number };
  const status = e.status ?? e.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    if (status === 404) return send(res, 404, 'Ruta no encontrada.');
    if (err instanceof URIError) {
      const message = 'La dirección contiene un carácter mal codificado.';
      return send(res, 400, message, { url: [message] });
    }
    return send(res, status, CLIENT_FAULTS[e.type ?? ''] ?? 'Solicitud inválida.');
  }
  console.error('[mock] unexpected error', err);
  res.status(500).json({ message: 'Error interno del servidor.' });
};

export const notFoundHandler: RequestHandler = (_req, res) => {
  res.status(404).json({ message: 'Ruta no encontrada.' });
};

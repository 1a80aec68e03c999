import type { ErrorRequestHandler, RequestHandler } from 'express';
import { AppError } from './errors';

// Registered last: every failure leaves in the contract's shape (ARCHITECTURE §3), never as a stack.
export const errorHandler: ErrorRequestHandler = (err, _req, res, next) => {
  if (res.headersSent) return next(err);
  if (err instanceof AppError) {
    res
      .status(err.status)
      .json({ message: err.message, ...(err.errors ? { errors: err.errors } : {}), ...err.extra });
    return;
  }
  const e = err as { type?: string; status?: number };
  // body-parser: malformed JSON, too large, wrong charset — the client's fault, not ours.
  if (e.type === 'entity.parse.failed') {
    res.status(400).json({ message: 'El cuerpo de la solicitud no es JSON válido.' });
    return;
  }
  if (typeof e.status === 'number' && e.status >= 400 && e.status < 500) {
    res.status(e.status).json({ message: 'Solicitud inválida.' });
    return;
  }
  console.error('[mock] unexpected error', err);
  res.status(500).json({ message: 'Error interno del servidor.' });
};

export const notFoundHandler: RequestHandler = (_req, res) => {
  res.status(404).json({ message: 'Ruta no encontrada.' });
};

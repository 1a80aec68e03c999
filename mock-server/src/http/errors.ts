// Handlers throw AppErrors; error-handler.ts (registered last) turns them into contract responses.
export type FieldErrors = Record<string, string[]>;

export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: FieldErrors,
    readonly extra?: Record<string, unknown>,
    readonly retryAfterSeconds?: number, // 429: sent as Retry-After
  ) {
    super(message);
  }
}

export const FORM_MESSAGE = 'Existen campos que no cumplen con las validaciones';

/** 422 `{ message, errors }` — one message per bad field. */
export const validationError = (errors: FieldErrors, message = FORM_MESSAGE) =>
  new AppError(422, message, errors);

/** 422 about a single field, e.g. fieldError('rut', 'Rut no válido'). */
export const fieldError = (field: string, text: string, message = text) =>
  new AppError(422, message, { [field]: [text] });

export const notFound = (message = 'No encontrado.') => new AppError(404, message);
export const unauthenticated = () => new AppError(401, 'Unauthenticated.');

/** 429 with Retry-After: the client may try again after `waitMs`. */
export const tooManyRequests = (message: string, waitMs: number) =>
  new AppError(429, message, undefined, undefined, Math.max(1, Math.ceil(waitMs / 1000)));

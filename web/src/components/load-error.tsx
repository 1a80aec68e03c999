import { LightResult } from './light/light-result';
import { useRetry } from './use-retry';
import { ApiError } from '../api/client';

export const LOAD_ERROR_TEXT = 'No pudimos cargar la información. Revisa tu conexión e inténtalo nuevamente.';
/** The club's API answered, but not in a shape the portal can read: the connection is not to blame. */
export const UNREADABLE_TEXT =
  'El club respondió, pero no pudimos leer su respuesta. Inténtalo nuevamente en unos minutos; si se repite, escríbenos a socios@example.cl.';

/** An answer that arrived (2xx) but that the contract could not read, e.g. a required field missing. */
export const isUnreadable = (error: unknown) => error instanceof ApiError && error.result.unreadable === true;

/** The API answered that it has no such call or resource (404, 405, 501): not the connection either. */
export const NOT_AVAILABLE_TEXT =
  'Esta información no está disponible por ahora en el club. Inténtalo más tarde; si se repite, escríbenos a socios@example.cl.';
const NOT_AVAILABLE_STATUSES = new Set([404, 405, 501]);

/**
 * What a failed read says: the screen's connection text, unless the answer came: unreadable, or the
 * API said it has no such call.
 */
export function failedReadText(error: unknown, connectionText: string): string {
  if (isUnreadable(error)) return UNREADABLE_TEXT;
  if (error instanceof ApiError && NOT_AVAILABLE_STATUSES.has(error.result.status)) return NOT_AVAILABLE_TEXT;
  return connectionText;
}

/**
 * What a screen shows when a request failed: a Spanish message and a retry, never a blank. When
 * `onRetry` returns a promise (SWR's `mutate()`), the button stays busy until the read settles.
 */
export function LoadError({
  onRetry,
  error,
  title = 'Algo salió mal',
}: {
  onRetry: () => unknown;
  /** The read's error: an unreadable answer is not blamed on the connection. */
  error?: unknown;
  title?: string;
}) {
  const { retrying, retry } = useRetry(onRetry);
  return (
    <LightResult
      status="warning"
      title={title}
      subTitle={failedReadText(error, LOAD_ERROR_TEXT)}
      extra={
        <button
          type="button"
          className="l-button primary"
          onClick={retry}
          // Not `disabled`: the button keeps the keyboard focus; useRetry ignores presses meanwhile.
          aria-disabled={retrying}
          aria-busy={retrying}
        >
          {retrying && <span className="l-spinner" aria-hidden="true" />}
          Reintentar
        </button>
      }
    />
  );
}

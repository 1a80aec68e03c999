import {
  createContext,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { LightResult } from './light/light-result';
import { useRetry } from './use-retry';
import { ApiError } from '../api/client';
import { buttonClasses } from './light/button-classes';
import { LightSpinner } from './light/light-spinner';

export const LOAD_ERROR_TEXT = 'No pudimos cargar la información. Revisa tu conexión e inténtalo nuevamente.';
/** The club's API answered, but not in a shape the portal can read: the connection is not to blame. */
export const UNREADABLE_TEXT =
  'El club respondió, pero no pudimos leer su respuesta. Inténtalo nuevamente en unos minutos; si se repite, escríbenos a socios@example.cl.';

/** An answer that arrived (2xx) but that the contract could not read, e.g. a required field missing. */
export const isUnreadable = (error: unknown) => error instanceof ApiError && error.result.unreadable === true;

/**
 * The API answered that it has no such call or resource (404, 405, 501), or refused the read (any
 * other 4xx: a region it does not know): not the connection either.
 */
export const NOT_AVAILABLE_TEXT =
  'Esta información no está disponible por ahora en el club. Inténtalo más tarde; si se repite, escríbenos a socios@example.cl.';
const notAvailable = (status: number) => (status >= 400 && status < 500) || status === 501;

/**
 * What a failed read says: the screen's connection text, unless the answer came: unreadable, or the
 * API said it has no such call.
 */
export function failedReadText(error: unknown, connectionText: string): string {
  if (isUnreadable(error)) return UNREADABLE_TEXT;
  if (error instanceof ApiError && notAvailable(error.result.status)) return NOT_AVAILABLE_TEXT;
  return connectionText;
}

interface LoadErrorProps {
  onRetry: () => unknown;
  /** The read's error: an unreadable answer is not blamed on the connection. */
  error?: unknown;
  title?: string;
  /** What a failure of the connection means here (default: the information could not be loaded). */
  text?: string;
}

/** The one look of a failed read: a Spanish message and one 'Reintentar', busy while it retries. */
function LoadErrorView({ onRetry, error, title = 'Algo salió mal', text = LOAD_ERROR_TEXT }: LoadErrorProps) {
  const { retrying, retry } = useRetry(onRetry);
  return (
    <LightResult
      status="warning"
      title={title}
      subTitle={failedReadText(error, text)}
      extra={
        // The kit's classes on a plain button, not LightButton: every member screen holds this message,
        // and LightButton's hydration hook would bring the forms' chunk into their first load.
        <button
          type="button"
          className={buttonClasses({ type: 'primary' })}
          onClick={retry}
          // Not `disabled`: the button keeps the keyboard focus; useRetry ignores presses meanwhile.
          aria-disabled={retrying || undefined}
          aria-busy={retrying || undefined}
        >
          {retrying && <LightSpinner />}
          Reintentar
        </button>
      }
    />
  );
}

type Failure = Required<Pick<LoadErrorProps, 'onRetry'>> & Omit<LoadErrorProps, 'onRetry'>;
type Report = (id: string, failure: Failure | null) => void;
const ScreenFailuresContext = createContext<Report | null>(null);

/**
 * One failure state per screen: every read of the screen that fails (the dues, the family, the
 * counter, the automatic payment…) is reported here instead of drawing its own message, and the
 * screen shows one message with one 'Reintentar' that asks again for all of them. The blocks keep
 * their place (a placeholder), so nothing moves when the answers come.
 */
export function ScreenFailures({ children }: { children: ReactNode }) {
  const [failures, setFailures] = useState<ReadonlyMap<string, Failure>>(() => new Map());
  const report = useMemo<Report>(
    () => (id, failure) =>
      setFailures((previous) => {
        if (!failure && !previous.has(id)) return previous;
        const next = new Map(previous);
        if (failure) next.set(id, failure);
        else next.delete(id);
        return next;
      }),
    [],
  );
  const all = [...failures.values()];
  const first = all[0];
  return (
    <ScreenFailuresContext.Provider value={report}>
      {first && (
        <LoadErrorView
          error={first.error}
          text={all.length === 1 ? first.text : LOAD_ERROR_TEXT}
          onRetry={() => Promise.all(all.map((failure) => failure.onRetry()))}
        />
      )}
      {children}
    </ScreenFailuresContext.Provider>
  );
}

/**
 * What a screen shows when a read failed: a Spanish message and a retry, never a blank. Inside a
 * screen's `ScreenFailures` the message is the screen's one failure state, and this draws only
 * `placeholder` in its place. When `onRetry` returns a promise (SWR's `mutate()`), the button stays
 * busy until the read settles.
 */
export function LoadError({ placeholder = null, ...props }: LoadErrorProps & { placeholder?: ReactNode }) {
  const report = useContext(ScreenFailuresContext);
  const id = useId();
  // The latest retry, called through a stable function: reporting again at each render would loop.
  const latest = useRef(props);
  useEffect(() => {
    latest.current = props;
  });
  useEffect(() => {
    if (!report) return;
    const { onRetry: _, ...shown } = latest.current;
    report(id, { ...shown, onRetry: () => latest.current.onRetry() });
    return () => report(id, null);
  }, [report, id]);
  // Marked as failed, not loading: the screen's message above has the retry (web/e2e/fault-helpers.ts
  // tells a block still loading from one kept in place this way).
  return report ? <div className="l-read-failed">{placeholder}</div> : <LoadErrorView {...props} />;
}

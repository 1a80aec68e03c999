import { useEffect, useLayoutEffect } from 'react';
import { useRouteError } from 'react-router';
import '../components/light/light.css';
import { buttonClasses } from '../components/light/button-classes';
import { useOnline } from '../components/use-online';

export const OFFLINE_TITLE = 'Sin conexión a internet';
export const OFFLINE_TEXT =
  'Tu dispositivo no tiene conexión, por eso no pudimos abrir esta página. Revisa tu Wi-Fi o tus datos móviles: la página se mostrará sola cuando vuelva la conexión.';

/**
 * A download that failed rather than code that crashed: the browsers' words for a lazy chunk that
 * did not arrive, and Vite's for a stylesheet it preloads with it.
 */
export const isDownloadFailure = (error: unknown) =>
  error instanceof Error &&
  /dynamically imported module|Failed to fetch|Importing a module|Unable to preload|error loading dynamically/i.test(
    error.message,
  );

/**
 * Per-route error boundary: a crash in one screen keeps the layout and offers a retry. Built from
 * the light kit the entry already holds: it must work even when the chunk that failed was shared code.
 * Offline, it names the connection, whatever the error says (a stylesheet's or a chunk's download,
 * each browser in its own words), and it loads the page by itself when the connection is back: the
 * router keeps a failed lazy route failed, so that takes a reload.
 */
export function RouteError() {
  const error = useRouteError();
  const online = useOnline();
  const chunkFailed = isDownloadFailure(error);
  useEffect(() => console.error(error), [error]);
  // Once offline since it failed, the page is worth loading again when the connection is back. Both
  // listened to once, in one effect: an effect that followed `online` would drop its listener in the
  // very re-render the `online` event causes, before that listener ran. A layout effect: listening
  // before the message paints, so a connection back at that very moment is not missed.
  useLayoutEffect(() => {
    let offlineSince = !navigator.onLine;
    const wentOffline = () => {
      offlineSince = true;
    };
    const reload = () => {
      if (offlineSince) window.location.reload();
    };
    window.addEventListener('offline', wentOffline);
    window.addEventListener('online', reload);
    return () => {
      window.removeEventListener('offline', wentOffline);
      window.removeEventListener('online', reload);
    };
  }, []);
  const offline = !online;
  return (
    <div role="alert" style={{ maxWidth: 520, margin: '48px auto', padding: 24, textAlign: 'center' }}>
      <h1 className="l-title">{offline ? OFFLINE_TITLE : 'Ocurrió un problema al mostrar esta página'}</h1>
      <p className="l-muted">
        {offline
          ? OFFLINE_TEXT
          : chunkFailed
            ? 'No pudimos descargar esta sección. Revisa tu conexión e inténtalo nuevamente.'
            : 'Inténtalo nuevamente. Si el problema continúa, escríbenos a socios@example.cl.'}
      </p>
      {/* A plain button in the kit's classes, not LightButton: this must draw when a shared chunk did
          not arrive, with only what the entry holds. */}
      <button
        type="button"
        className={buttonClasses({ type: 'primary', size: 'large', block: true })}
        style={{ maxWidth: 220 }}
        onClick={() => window.location.reload()}
      >
        Reintentar
      </button>
    </div>
  );
}

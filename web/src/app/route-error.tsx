import { useRouteError } from 'react-router-dom';
import '../components/light/light.css';

/**
 * Per-route error boundary: a crash in one screen keeps the layout and offers a retry. Built from
 * the light kit the entry already holds: it must work even when the chunk that failed was shared code.
 */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  const chunkFailed =
    error instanceof Error &&
    /dynamically imported module|Failed to fetch|Importing a module/i.test(error.message);
  return (
    <div role="alert" style={{ maxWidth: 520, margin: '48px auto', padding: 24, textAlign: 'center' }}>
      <h1 className="l-title">Ocurrió un problema al mostrar esta página</h1>
      <p className="l-muted">
        {chunkFailed
          ? 'No pudimos descargar esta sección. Revisa tu conexión e inténtalo nuevamente.'
          : 'Inténtalo nuevamente. Si el problema continúa, escríbenos a socios@example.cl.'}
      </p>
      <button
        type="button"
        className="l-button primary large block"
        style={{ maxWidth: 220 }}
        onClick={() => window.location.reload()}
      >
        Reintentar
      </button>
    </div>
  );
}

import { useRouteError } from 'react-router-dom';
import { Button, Result } from 'antd';

/** Per-route error boundary: a crash in one screen leaves the layout and offers a retry. */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  const chunkFailed =
    error instanceof Error && /dynamically imported module|Failed to fetch/i.test(error.message);
  return (
    <Result
      status="error"
      title="Ocurrió un problema al mostrar esta página"
      subTitle={
        chunkFailed
          ? 'No pudimos descargar esta sección. Revisa tu conexión e inténtalo nuevamente.'
          : 'Inténtalo nuevamente. Si el problema continúa, escríbenos a socios@example.cl.'
      }
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          Reintentar
        </Button>
      }
    />
  );
}

import { Button, Result } from 'antd';

export const LOAD_ERROR_TEXT = 'No pudimos cargar la información. Revisa tu conexión e inténtalo nuevamente.';

/** What a screen shows when a request failed: a Spanish message and a retry, never a blank. */
export function LoadError({ onRetry, title = 'Algo salió mal' }: { onRetry: () => void; title?: string }) {
  return (
    <Result
      status="warning"
      title={title}
      subTitle={LOAD_ERROR_TEXT}
      extra={
        <Button type="primary" onClick={onRetry}>
          Reintentar
        </Button>
      }
    />
  );
}

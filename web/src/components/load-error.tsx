import { Button, Result } from 'antd';
import { useRetry } from './use-retry';

export const LOAD_ERROR_TEXT = 'No pudimos cargar la información. Revisa tu conexión e inténtalo nuevamente.';

/**
 * What a screen shows when a request failed: a Spanish message and a retry, never a blank. When
 * `onRetry` returns a promise (SWR's `mutate()`), the button stays busy until the read settles.
 */
export function LoadError({ onRetry, title = 'Algo salió mal' }: { onRetry: () => unknown; title?: string }) {
  const { retrying, retry } = useRetry(onRetry);
  return (
    <Result
      status="warning"
      title={title}
      subTitle={LOAD_ERROR_TEXT}
      extra={
        <Button type="primary" onClick={retry} loading={retrying}>
          Reintentar
        </Button>
      }
    />
  );
}

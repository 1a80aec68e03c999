import { LightResult } from './light/light-result';
import { useRetry } from './use-retry';

export const LOAD_ERROR_TEXT = 'No pudimos cargar la información. Revisa tu conexión e inténtalo nuevamente.';

/**
 * What a screen shows when a request failed: a Spanish message and a retry, never a blank. When
 * `onRetry` returns a promise (SWR's `mutate()`), the button stays busy until the read settles.
 * Light (no antd): the dashboard shows it too, before antd has loaded.
 */
export function LoadError({ onRetry, title = 'Algo salió mal' }: { onRetry: () => unknown; title?: string }) {
  const { retrying, retry } = useRetry(onRetry);
  return (
    <LightResult
      status="warning"
      title={title}
      subTitle={LOAD_ERROR_TEXT}
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

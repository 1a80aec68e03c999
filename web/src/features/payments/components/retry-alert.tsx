import { LightAlert } from '../../../components/light/light-alert';
import { useRetry } from '../../../components/use-retry';

/** A read the payment needs failed: say which, offer a retry, and keep paying waiting meanwhile. */
export function RetryAlert({ title, onRetry }: { title: string; onRetry: () => unknown }) {
  const { retrying, retry } = useRetry(onRetry);
  return (
    <LightAlert
      type="warning"
      title={title}
      action={
        <button
          type="button"
          className="l-button small"
          onClick={retry}
          // Not `disabled`: the button keeps the keyboard focus; useRetry ignores presses meanwhile.
          aria-disabled={retrying || undefined}
          aria-busy={retrying || undefined}
        >
          {retrying && <span className="l-spinner" aria-hidden="true" />}
          Reintentar
        </button>
      }
    />
  );
}

import { useRetry } from './use-retry';

/** A 'Reintentar' inside a sentence (small blocks that failed to load); busy while it retries. */
export function InlineRetry({ onRetry, className }: { onRetry: () => unknown; className?: string }) {
  const { retrying, retry } = useRetry(onRetry);
  return (
    <button type="button" className={className} onClick={retry} disabled={retrying} aria-busy={retrying}>
      {retrying ? 'Reintentando…' : 'Reintentar'}
    </button>
  );
}

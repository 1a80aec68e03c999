import { LoadError } from '../../../components/load-error';

const QUOTE_FAILED = 'No pudimos calcular el total. Revisa tu conexión e inténtalo nuevamente.';

/** A failed price quote: the total cannot be shown, so paying waits for a successful retry. */
export function QuoteError({ error, onRetry }: { error: unknown; onRetry: () => unknown }) {
  return <LoadError error={error} text={QUOTE_FAILED} onRetry={onRetry} />;
}

/**
 * The saved card could not be read. Only a OneClick payment depends on it: guessing "no card" would
 * send a member who has one to enrol it again, so that method waits for a successful retry.
 */
export function CardReadError({ onRetry }: { onRetry: () => unknown }) {
  return (
    <LoadError
      text="No pudimos consultar tu tarjeta inscrita. Revisa tu conexión e inténtalo nuevamente."
      onRetry={onRetry}
    />
  );
}

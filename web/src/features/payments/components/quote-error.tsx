import { Alert, Button } from 'antd';

/** A failed price quote: the total cannot be shown, so paying waits for a successful retry. */
export function QuoteError({ onRetry }: { onRetry: () => void }) {
  return (
    <Alert
      type="warning"
      showIcon
      role="alert"
      title="No pudimos calcular el total. Revisa tu conexión e inténtalo nuevamente."
      action={
        <Button size="small" onClick={onRetry}>
          Reintentar
        </Button>
      }
      style={{ marginBottom: 16 }}
    />
  );
}

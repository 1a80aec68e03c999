import { Alert, Button } from 'antd';

/** A read the payment needs failed: say which, offer a retry, and keep paying waiting meanwhile. */
export function RetryAlert({ title, onRetry }: { title: string; onRetry: () => void }) {
  return (
    <Alert
      type="warning"
      showIcon
      role="alert"
      title={title}
      action={
        <Button size="small" onClick={onRetry}>
          Reintentar
        </Button>
      }
      style={{ marginBottom: 16 }}
    />
  );
}

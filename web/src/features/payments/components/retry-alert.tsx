import { Alert, Button } from 'antd';
import { useRetry } from '../../../components/use-retry';

/** A read the payment needs failed: say which, offer a retry, and keep paying waiting meanwhile. */
export function RetryAlert({ title, onRetry }: { title: string; onRetry: () => unknown }) {
  const { retrying, retry } = useRetry(onRetry);
  return (
    <Alert
      type="warning"
      showIcon
      role="alert"
      title={title}
      action={
        <Button size="small" onClick={retry} loading={retrying}>
          Reintentar
        </Button>
      }
      style={{ marginBottom: 16 }}
    />
  );
}

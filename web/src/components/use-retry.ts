import { useState } from 'react';

/**
 * A retry button's state: busy from the click until the retried read settles, so the member sees it
 * working and a second click does not send the same request again.
 */
export function useRetry(onRetry: () => unknown) {
  const [retrying, setRetrying] = useState(false);
  const run = async () => {
    setRetrying(true);
    try {
      await onRetry();
    } catch {
      // The read shows its own error again; nothing more to say here.
    } finally {
      setRetrying(false);
    }
  };
  return {
    retrying,
    retry: () => {
      if (!retrying) void run();
    },
  };
}

import { useCallback, useEffect, useState } from 'react';
import './light.css';

/** SPEC §9: toasts stay 5 s (antd's `message` in app/provider.tsx says the same). */
const TOAST_MS = 5000;

/**
 * An error toast for the light public screens (antd's `message.error`, without antd): `toast` is
 * the element to render, `showError` opens it (again, and announced again, for a repeated text).
 */
export function useLightToast() {
  const [current, setCurrent] = useState<{ text: string; key: number } | null>(null);
  useEffect(() => {
    if (!current) return;
    const timer = setTimeout(() => setCurrent(null), TOAST_MS);
    return () => clearTimeout(timer);
  }, [current]);
  const showError = useCallback(
    (text: string) => setCurrent((previous) => ({ text, key: (previous?.key ?? 0) + 1 })),
    [],
  );
  const toast = current && (
    <div key={current.key} className="l-toast" role="alert">
      <span className="l-toast__content">
        <svg className="l-toast__icon" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
          <path d="M12 1a11 11 0 1 0 0 22 11 11 0 0 0 0-22Zm4.2 13.8-1.4 1.4-2.8-2.8-2.8 2.8-1.4-1.4 2.8-2.8-2.8-2.8 1.4-1.4 2.8 2.8 2.8-2.8 1.4 1.4-2.8 2.8 2.8 2.8Z" />
        </svg>
        {current.text}
      </span>
    </div>
  );
  return { toast, showError };
}

import { useCallback, useEffect, useRef, useState } from 'react';
import './light.css';

/** SPEC §9: toasts stay 5 s (antd's `message` in app/provider.tsx says the same). */
const TOAST_MS = 5000;

/**
 * Error toasts for the light public screens (antd's `message.error`, without antd): `toast` is the
 * element to render, `showError` opens one more below the others (each announced, each gone 5 s
 * after it opened).
 */
export function useLightToast() {
  const [open, setOpen] = useState<{ text: string; key: number }[]>([]);
  const next = useRef(0);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);
  const showError = useCallback((text: string) => {
    const key = ++next.current;
    setOpen((all) => [...all, { text, key }]);
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      setOpen((all) => all.filter((t) => t.key !== key));
    }, TOAST_MS);
    timers.current.add(timer);
  }, []);
  const toast = open.length > 0 && (
    <div className="l-toast">
      {open.map((t) => (
        <span key={t.key} className="l-toast__content" role="alert">
          <svg className="l-toast__icon" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
            <path d="M12 1a11 11 0 1 0 0 22 11 11 0 0 0 0-22Zm4.2 13.8-1.4 1.4-2.8-2.8-2.8 2.8-1.4-1.4 2.8-2.8-2.8-2.8 1.4-1.4 2.8 2.8 2.8-2.8 1.4 1.4-2.8 2.8 2.8 2.8Z" />
          </svg>
          {t.text}
        </span>
      ))}
    </div>
  );
  return { toast, showError };
}

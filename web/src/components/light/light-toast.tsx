import { useCallback, useEffect, useRef, useState } from 'react';
import './light.css';

/** SPEC §9: toasts stay 5 s (antd's `message` in app/provider.tsx says the same). */
const TOAST_MS = 5000;

const ERROR_ICON =
  'M12 1a11 11 0 1 0 0 22 11 11 0 0 0 0-22Zm4.2 13.8-1.4 1.4-2.8-2.8-2.8 2.8-1.4-1.4 2.8-2.8-2.8-2.8 1.4-1.4 2.8 2.8 2.8-2.8 1.4 1.4-2.8 2.8 2.8 2.8Z';
const SUCCESS_ICON =
  'M12 1a11 11 0 1 0 0 22 11 11 0 0 0 0-22Zm-1.6 15.6-4.6-4.6 1.4-1.4 3.2 3.2 6.6-6.6 1.4 1.4-8 8Z';

/**
 * Toasts for the light screens (antd's `message.error` / `message.success`, without antd; `member`:
 * below the member's header rather than the public card's crest):
 * `toast` is the element to render, `showError` / `showSuccess` open one more below the others
 * (each announced — an error as an alert, a success politely — each gone 5 s after it opened).
 */
export function useLightToast({ member = false }: { member?: boolean } = {}) {
  const [open, setOpen] = useState<{ text: string; key: number; success: boolean }[]>([]);
  const next = useRef(0);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);
  const show = useCallback((text: string, success: boolean) => {
    const key = ++next.current;
    setOpen((all) => [...all, { text, key, success }]);
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      setOpen((all) => all.filter((t) => t.key !== key));
    }, TOAST_MS);
    timers.current.add(timer);
  }, []);
  const showError = useCallback((text: string) => show(text, false), [show]);
  const showSuccess = useCallback((text: string) => show(text, true), [show]);
  const toast = open.length > 0 && (
    <div className={member ? 'l-toast is-member' : 'l-toast'}>
      {open.map((t) => (
        <span key={t.key} className="l-toast__content" role={t.success ? 'status' : 'alert'}>
          <svg
            className={`l-toast__icon${t.success ? ' is-success' : ''}`}
            viewBox="0 0 24 24"
            fill="currentColor"
            aria-hidden="true"
          >
            <path d={t.success ? SUCCESS_ICON : ERROR_ICON} />
          </svg>
          {t.text}
        </span>
      ))}
    </div>
  );
  return { toast, showError, showSuccess };
}

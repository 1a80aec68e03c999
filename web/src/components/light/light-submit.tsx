import type { ReactNode } from 'react';
import { useHydrated } from './use-hydrated';
import './light.css';

/**
 * A form's main button, large and full width (the login's). Inert until hydrated, so a tap on the
 * pre-rendered markup cannot submit natively; while the request runs it spins and takes no second
 * click.
 */
export function LightSubmit({ busy = false, children }: { busy?: boolean; children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <button
      type="submit"
      className="l-button primary large block"
      disabled={!hydrated || busy}
      aria-busy={busy}
    >
      {busy && <span className="l-spinner" aria-hidden="true" />}
      {children}
    </button>
  );
}

interface LightButtonProps {
  onClick: () => void;
  /** antd's `type`: 'primary' is the step's main action. */
  type?: 'primary' | 'default';
  size?: 'small' | 'middle' | 'large';
  disabled?: boolean;
  /**
   * The action runs (antd's `loading`): a spinner, and presses are ignored. Not `disabled`, so the
   * button keeps the keyboard focus it had when pressed.
   */
  busy?: boolean;
  children: ReactNode;
}

/** A button that acts at once (no form): antd's Button with `type`, `size`, `disabled` and `loading`. */
export function LightButton({
  onClick,
  type = 'default',
  size = 'middle',
  disabled = false,
  busy = false,
  children,
}: LightButtonProps) {
  const hydrated = useHydrated();
  const classes = ['l-button', type === 'primary' && 'primary', size !== 'middle' && size].filter(Boolean);
  return (
    <button
      type="button"
      className={classes.join(' ')}
      disabled={!hydrated || disabled}
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
      onClick={() => {
        if (!busy) onClick();
      }}
    >
      {busy && <span className="l-spinner" aria-hidden="true" />}
      {children}
    </button>
  );
}

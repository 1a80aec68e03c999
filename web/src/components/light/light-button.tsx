import type { ReactNode } from 'react';
import { useHydrated } from './use-hydrated';
import './light.css';
import './light-blocks.css';

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
  const classes = ['l-button', type === 'primary' && 'primary', size !== 'middle' && size, disabled && 'off'];
  return (
    <button
      type="button"
      className={classes.filter(Boolean).join(' ')}
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

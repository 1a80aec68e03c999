import type { ReactNode } from 'react';
import { useHydrated } from './use-hydrated';
import './light.css';
import './light-button.css';
import { buttonClasses, type ButtonLook } from './button-classes';

interface LightButtonProps extends ButtonLook {
  onClick: () => void;
  disabled?: boolean;
  /**
   * The action runs (antd's `loading`): a spinner, and presses are ignored. Not `disabled`, so the
   * button keeps the keyboard focus it had when pressed.
   */
  busy?: boolean;
  /** The spinner shows only once the wait is noticeable, so a quick answer does not flash it. */
  spinnerLate?: boolean;
  /** The feature's own class for where the button sits (the header's 'logout'), never a look. */
  className?: string;
  children: ReactNode;
}

/** A button that acts at once (no form): antd's Button with `type`, `size`, `block`, `danger`, `disabled` and `loading`. */
export function LightButton({
  onClick,
  disabled = false,
  busy = false,
  spinnerLate = false,
  className,
  children,
  ...look
}: LightButtonProps) {
  const hydrated = useHydrated();
  const spinner = <span className="l-spinner" aria-hidden="true" />;
  return (
    <button
      type="button"
      className={buttonClasses(look, className, disabled && 'off')}
      disabled={!hydrated || disabled}
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
      onClick={() => {
        if (!busy) onClick();
      }}
    >
      {busy &&
        (spinnerLate ? (
          <span className="l-spinner-late" aria-hidden="true">
            {spinner}
          </span>
        ) : (
          spinner
        ))}
      {children}
    </button>
  );
}

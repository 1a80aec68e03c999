import type { ReactNode } from 'react';
import { useSteadyWhilePressed } from './use-steady-while-pressed';
import './light.css';

/** aria links of a control to its hint and its error (announced: role="alert", unless quiet). */
export function lightAria(id: string, extra: ReactNode, error: string | undefined) {
  const describedBy = [extra && `${id}-extra`, error && `${id}-error`].filter(Boolean).join(' ');
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy || undefined };
}

interface LightFieldItemProps {
  id: string;
  label: string;
  required?: boolean;
  extra?: ReactNode;
  error?: string;
  /**
   * The error is read with the field (its description) but not announced when it appears: for a
   * form whose errors are said once, on the field the member is taken back to, or in one summary.
   */
  quietError?: boolean;
  children: ReactNode;
}

/** Label, control, hint and error of a light field (antd's Form.Item, vertical, without antd). */
export function LightFieldItem({
  id,
  label,
  required,
  extra,
  error,
  quietError,
  children,
}: LightFieldItemProps) {
  return (
    <div className="l-field">
      <label className={`l-label${required ? ' required' : ''}`} htmlFor={id}>
        {label}
      </label>
      {children}
      <LightHints id={id} extra={extra} error={error} quietError={quietError} />
    </div>
  );
}

/**
 * The hint under a control and its error, with the ids the control's aria-describedby names. The
 * error changes only between presses: appearing as a button below is pressed, it would move the
 * button from under the pointer (use-steady-while-pressed.ts).
 */
export function LightHints({
  id,
  extra,
  error: current,
  quietError,
}: {
  id: string;
  extra?: ReactNode;
  error?: string;
  quietError?: boolean;
}) {
  const error = useSteadyWhilePressed(current);
  return (
    <>
      {extra && (
        <div className="l-extra" id={`${id}-extra`}>
          {extra}
        </div>
      )}
      {error && (
        <div className="l-error" id={`${id}-error`} role={quietError ? undefined : 'alert'}>
          {error}
        </div>
      )}
    </>
  );
}

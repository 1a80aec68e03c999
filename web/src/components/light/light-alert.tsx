import type { ReactNode, Ref } from 'react';
import { StatusIcon, type LightStatus } from './light-glyphs';
import './light.css';
import './light-blocks.css';

interface LightAlertProps {
  type: LightStatus;
  title: ReactNode;
  /** A second paragraph: the alert grows to antd's large alert (bigger icon and title). */
  description?: ReactNode;
  /** A button at the end of the line (a retry). */
  action?: ReactNode;
  /** 'alert' (antd's default) for what just went wrong; 'status' for a standing explanation. */
  role?: 'alert' | 'status';
  /**
   * antd's `showIcon`. Without it the alert is a plain coloured line, its description in the title's
   * size (the login's and the password screens' short notices).
   */
  showIcon?: boolean;
  /** For an alert the screen moves the focus to (the server's refusals): focusable, no outline. */
  focusRef?: Ref<HTMLDivElement>;
}

/** A message with its status icon (antd's Alert, light). */
export function LightAlert({
  type,
  title,
  description,
  action,
  role = 'alert',
  showIcon = true,
  focusRef,
}: LightAlertProps) {
  const look = showIcon ? ` with-icon${description ? ' with-description' : ''}` : '';
  return (
    <div
      ref={focusRef}
      tabIndex={focusRef ? -1 : undefined}
      style={focusRef ? { outline: 'none' } : undefined}
      className={`l-alert ${type}${look}`}
      role={role}
    >
      {showIcon && <StatusIcon status={type} className="l-alert__icon" />}
      <div className="l-alert__content">
        <div className="l-alert__title">{title}</div>
        {description && <div className="l-alert__description">{description}</div>}
      </div>
      {action && <div className="l-alert__action">{action}</div>}
    </div>
  );
}

import type { ReactNode } from 'react';
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
}

/** A message with its status icon (antd's Alert with showIcon, light). */
export function LightAlert({ type, title, description, action, role = 'alert' }: LightAlertProps) {
  return (
    <div className={`l-alert ${type} with-icon${description ? ' with-description' : ''}`} role={role}>
      <StatusIcon status={type} className="l-alert__icon" />
      <div className="l-alert__content">
        <div className="l-alert__title">{title}</div>
        {description && <div className="l-alert__description">{description}</div>}
      </div>
      {action && <div className="l-alert__action">{action}</div>}
    </div>
  );
}

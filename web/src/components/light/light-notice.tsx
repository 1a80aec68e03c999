import type { ReactNode, Ref } from 'react';
import './light.css';

interface LightNoticeProps {
  type: 'success' | 'info' | 'warning' | 'error';
  children: ReactNode;
  /** A second line under it (the way forward: a link to ask again, the server's reasons). */
  description?: ReactNode;
  /** 'alert' for what just went wrong; 'status' for news that is no alarm. */
  role?: 'alert' | 'status';
  /** For a notice the screen moves the focus to (the server's refusals): focusable, no outline. */
  focusRef?: Ref<HTMLDivElement>;
}

/**
 * A short coloured line (antd's Alert without its icon): the login's and the password screens'
 * notices. Apart from LightAlert, whose icons and stylesheet those first screens would download.
 */
export function LightNotice({ type, children, description, role = 'alert', focusRef }: LightNoticeProps) {
  return (
    <div
      ref={focusRef}
      tabIndex={focusRef ? -1 : undefined}
      style={focusRef ? { outline: 'none' } : undefined}
      className={`l-alert ${type}`}
      role={role}
    >
      {description ? (
        <div>
          {children}
          <div className="l-alert__description">{description}</div>
        </div>
      ) : (
        children
      )}
    </div>
  );
}

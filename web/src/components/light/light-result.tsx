import type { ReactNode } from 'react';
import { StatusIcon, type LightStatus } from './light-glyphs';
import './light.css';

interface LightResultProps {
  status: LightStatus;
  /** Drawn instead of the status glyph (antd's Result `icon`); decorative, hidden from screen readers. */
  icon?: ReactNode;
  title?: ReactNode;
  subTitle?: ReactNode;
  extra?: ReactNode;
  /** Links side by side, spaced as antd's `Space size="large"` (buttons keep the narrow gap). */
  spaced?: boolean;
}

/** A screen-sized message with an icon, a title, an explanation and the way forward (antd's Result, light). */
export function LightResult({ status, icon, title, subTitle, extra, spaced }: LightResultProps) {
  return (
    <div className={`l-result ${status}`}>
      {icon ? (
        <span className="l-result__icon" aria-hidden="true">
          {icon}
        </span>
      ) : (
        <StatusIcon status={status} className="l-result__icon" />
      )}
      {title && <div className="l-result__title">{title}</div>}
      {subTitle && <div className="l-result__subtitle">{subTitle}</div>}
      {extra && <div className={spaced ? 'l-result__extra spaced' : 'l-result__extra'}>{extra}</div>}
    </div>
  );
}

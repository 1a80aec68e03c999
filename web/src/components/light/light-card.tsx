import type { ReactNode } from 'react';
import './light-blocks.css';

/** A white panel with an optional title bar (antd's Card, light). */
export function LightCard({
  title,
  className,
  children,
}: {
  title?: ReactNode;
  /** Sizes or places the card on its screen (the panel's own look stays the kit's). */
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className ? `l-card ${className}` : 'l-card'}>
      {title && (
        <div className="l-card__head">
          <div className="l-card__title">{title}</div>
        </div>
      )}
      <div className="l-card__body">{children}</div>
    </div>
  );
}

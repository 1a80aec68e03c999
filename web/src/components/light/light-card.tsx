import type { ReactNode } from 'react';
import './light-blocks.css';

/** A white panel with an optional title bar (antd's Card, light). */
export function LightCard({ title, children }: { title?: ReactNode; children: ReactNode }) {
  return (
    <div className="l-card">
      {title && (
        <div className="l-card__head">
          <div className="l-card__title">{title}</div>
        </div>
      )}
      <div className="l-card__body">{children}</div>
    </div>
  );
}

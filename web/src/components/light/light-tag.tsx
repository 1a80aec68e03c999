import type { ReactNode } from 'react';
import './light.css';

/** A status word in a rounded box (antd's Tag, without antd); `className` gives it its colours. */
export function LightTag({ className, children }: { className?: string; children: ReactNode }) {
  return <span className={className ? `l-tag ${className}` : 'l-tag'}>{children}</span>;
}

import './light.css';

/** The kit's spinner alone, for a wait that has no button (antd's Spin); `className` places it. */
export function LightSpinner({ className }: { className?: string }) {
  return <span className={className ? `l-spinner ${className}` : 'l-spinner'} aria-hidden="true" />;
}

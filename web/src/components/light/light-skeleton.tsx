import './light.css';

/** Grey bars where text is loading (antd's Skeleton paragraph, without antd); hidden from screen readers. */
export function LightSkeleton({ rows = 2, className }: { rows?: number; className?: string }) {
  return (
    <span className={className ? `l-skeleton ${className}` : 'l-skeleton'} aria-hidden="true">
      {Array.from({ length: rows }, (_, i) => (
        <span key={i} className="l-skeleton__bar" />
      ))}
    </span>
  );
}

import './light.css';

/** The kit's spinner alone, for a wait that has no button; `className` places it, `large` for a page's wait. */
export function LightSpinner({ className, large }: { className?: string; large?: boolean }) {
  const classes = ['l-spinner', large && 'large', className].filter(Boolean).join(' ');
  return <span className={classes} aria-hidden="true" />;
}

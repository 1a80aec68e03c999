import type { MouseEvent, ReactNode } from 'react';
import { useHref, useNavigate } from 'react-router-dom';
import './light/light.css';

interface ButtonLinkProps {
  to: string;
  state?: unknown;
  type?: 'primary' | 'default';
  size?: 'middle' | 'large';
  block?: boolean;
  disabled?: boolean;
  className?: string;
  /** The id of a line that says more about where it leads (what a payment link will charge). */
  describedBy?: string;
  children: ReactNode;
}

/**
 * A link that looks like a button: a real <a href> (middle click, "open in new tab" and screen
 * readers all see a link) that navigates inside the SPA on a plain click. Drawn with the light
 * kit's button styles.
 */
export function ButtonLink({
  to,
  state,
  type,
  size,
  block,
  disabled,
  className,
  describedBy,
  children,
}: ButtonLinkProps) {
  const navigate = useNavigate();
  const href = useHref(to);
  const classes = ['l-button', type === 'primary' && 'primary', size === 'large' && 'large', block && 'block']
    .concat(className ?? [])
    .filter(Boolean)
    .join(' ');
  // A disabled link has no href (nothing to follow or focus) but still reads as a disabled link.
  if (disabled)
    return (
      <a className={classes} role="link" aria-disabled="true" aria-describedby={describedBy}>
        {children}
      </a>
    );
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(to, { state });
  };
  return (
    <a className={classes} href={href} onClick={onClick} aria-describedby={describedBy}>
      {children}
    </a>
  );
}

import type { MouseEvent, ReactNode } from 'react';
import { Link, useNavigate, type LinkProps } from 'react-router';
import { buttonClasses, type ButtonLook } from './light/button-classes';
import './light/light.css';

interface ButtonLinkProps extends ButtonLook {
  to: string;
  state?: unknown;
  disabled?: boolean;
  className?: string;
  /** The id of a line that says more about where it leads (what a payment link will charge). */
  describedBy?: string;
  /**
   * The page came from `to`: a plain click goes back in the history instead, which keeps that
   * page's scroll position and the browser's Back (a receipt's 'Volver').
   */
  goBack?: boolean;
  /** `to` is another site's address, opened in a new tab (the API's own voucher). */
  newTab?: boolean;
  /** When the next screen's code is fetched ahead of the click (app/next-screen.tsx). */
  prefetch?: LinkProps['prefetch'];
  children: ReactNode;
}

const plainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * A link that looks like a button: a real <a href> (middle click, "open in new tab" and screen
 * readers all see a link), the router's Link, that navigates inside the SPA on a plain click. Drawn with the light
 * kit's button classes (buttonClasses), so it looks like LightButton in every variant.
 */
export function ButtonLink({
  to,
  state,
  disabled,
  className,
  describedBy,
  goBack,
  newTab,
  prefetch,
  children,
  ...look
}: ButtonLinkProps) {
  const navigate = useNavigate();
  const classes = buttonClasses({ size: 'middle', ...look }, className);
  // A disabled link has no href (nothing to follow or focus) but still reads as a disabled link.
  if (disabled)
    return (
      <a className={classes} role="link" aria-disabled="true" aria-describedby={describedBy}>
        {children}
      </a>
    );
  if (newTab)
    return (
      <a className={classes} href={to} target="_blank" rel="noreferrer" aria-describedby={describedBy}>
        {children}
      </a>
    );
  // Handled here, the router's Link leaves the click alone.
  const back = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!plainClick(event)) return;
    event.preventDefault();
    void navigate(-1);
  };
  return (
    <Link
      to={to}
      state={state}
      prefetch={prefetch}
      className={classes}
      onClick={goBack ? back : undefined}
      aria-describedby={describedBy}
    >
      {children}
    </Link>
  );
}

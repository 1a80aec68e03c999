import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';

/**
 * Above every screen. A full page load opens at the top with nothing focused; the SPA's own
 * navigations do not, so: the new screen opens at its top (Back returns to where the member was),
 * and the focus moves to its heading, so a screen reader says where the member is and Tab goes on
 * from the new content, not from a link that is gone.
 */
export function RootRoute() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    // Same screen (the first render, or a query change on it): leave the focus where it is.
    if (shown.current === pathname) return;
    shown.current = pathname;
    const content = document.getElementById('contenido');
    const target = content?.querySelector<HTMLElement>('h1') ?? content;
    if (!target) return;
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
  }, [pathname]);
  return <Outlet />;
}

import { useEffect, type ReactNode } from 'react';

/** The screen's one h1; also sets the document title so tabs and screen readers say where you are. */
export function PageTitle({ children, title }: { children: ReactNode; title?: string }) {
  const text = title ?? (typeof children === 'string' ? children : undefined);
  useEffect(() => {
    if (text) document.title = `${text} · Portal Socios`;
  }, [text]);
  // A plain h1, styled in global.css: every screen has one.
  return <h1 className="page-title">{children}</h1>;
}

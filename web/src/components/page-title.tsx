import { useEffect, type ReactNode } from 'react';
import { Typography } from 'antd';

/** The screen's one h1; also sets the document title so tabs and screen readers say where you are. */
export function PageTitle({ children, title }: { children: ReactNode; title?: string }) {
  const text = title ?? (typeof children === 'string' ? children : undefined);
  useEffect(() => {
    if (text) document.title = `${text} · Portal Socios`;
  }, [text]);
  return (
    <Typography.Title level={1} style={{ fontSize: 26, marginTop: 0 }}>
      {children}
    </Typography.Title>
  );
}

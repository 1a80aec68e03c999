import type { MouseEvent } from 'react';
import { Button, type ButtonProps } from 'antd';
import { useHref, useNavigate } from 'react-router-dom';

type ButtonLinkProps = Omit<ButtonProps, 'href' | 'onClick'> & { to: string; state?: unknown };

/**
 * A link that looks like a button: a real <a href> (middle click, "open in new tab" and screen
 * readers all see a link) that navigates inside the SPA on a plain click.
 */
export function ButtonLink({ to, state, ...props }: ButtonLinkProps) {
  const navigate = useNavigate();
  const href = useHref(to);
  const onClick = (event: MouseEvent<HTMLElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(to, { state });
  };
  return <Button {...props} href={href} onClick={onClick} />;
}

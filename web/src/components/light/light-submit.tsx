import type { ReactNode } from 'react';
import { useHydrated } from './use-hydrated';
import './light.css';

/**
 * A form's main button, large and full width (the login's), or as wide as its text (`block` false:
 * a member-area form's, as antd draws it). Inert until hydrated, so a tap on the
 * pre-rendered markup cannot submit natively; while the request runs it spins and takes no second
 * click.
 */
export function LightSubmit({
  busy = false,
  block = true,
  children,
}: {
  busy?: boolean;
  block?: boolean;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  return (
    <button
      type="submit"
      className={block ? 'l-button primary large block' : 'l-button primary large'}
      disabled={!hydrated || busy}
      aria-busy={busy}
    >
      {busy && <span className="l-spinner" aria-hidden="true" />}
      {children}
    </button>
  );
}

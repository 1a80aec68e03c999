import type { ReactNode } from 'react';
import { useHydrated } from './use-hydrated';
import './light.css';

/**
 * A form's main button, large and full width (the login's). Inert until hydrated, so a tap on the
 * pre-rendered markup cannot submit natively; while the request runs it spins and takes no second
 * click.
 */
export function LightSubmit({ busy = false, children }: { busy?: boolean; children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <button
      type="submit"
      className="l-button primary large block"
      disabled={!hydrated || busy}
      aria-busy={busy}
    >
      {busy && <span className="l-spinner" aria-hidden="true" />}
      {children}
    </button>
  );
}

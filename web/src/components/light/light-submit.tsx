import type { ReactNode } from 'react';
import './light.css';

/**
 * A form's main button, large and full width (the login's; `block={false}`: as wide as its text, a
 * settings form's 'Guardar'). While the request runs it spins and takes no second click. Pressed on
 * the pre-rendered markup before the app is ready, it says 'Preparando…' (the boot script marks it
 * `data-preparing`) until the app takes the press (boot/handover.ts).
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
  return (
    <button
      type="submit"
      className={block ? 'l-button primary large block' : 'l-button primary large'}
      disabled={busy}
      aria-busy={busy}
    >
      {busy && <span className="l-spinner" aria-hidden="true" />}
      <span className="l-submit-label">{children}</span>
      <span className="l-submit-preparing" hidden>
        <span className="l-spinner" aria-hidden="true" />
        Preparando…
      </span>
    </button>
  );
}

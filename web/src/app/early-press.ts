// A form's press the pre-rendered page's boot script held while the app was not ready
// (web/src/boot/paint-first.ts): the app presses the button again once it has taken the page over.

/** Where the boot script leaves it: a symbol both name, so no other script's global can clash. */
export const EARLY_PRESS = Symbol.for('portal-socios.early-press');

/** The boot script's record: once `ready`, it lets every submission through. */
export interface EarlyPress {
  ready: boolean;
  /** The form's button pressed (for an Enter in a field, the form's first submit button). */
  button: HTMLElement | null;
}

/**
 * Tells the boot script the app is ready and presses again the button the member pressed before.
 * Called once the app's first commit has run its effects: a hydrated form's fields have handed over
 * what was typed into them (components/light/use-kept-before-ready.ts). The press waits one task
 * more, for the renders those effects started, so the form is sent with the fields as the member
 * sees them.
 */
export function replayEarlyPress(): void {
  const press = (window as unknown as Record<symbol, EarlyPress | undefined>)[EARLY_PRESS];
  if (!press || press.ready) return;
  press.ready = true;
  const { button } = press;
  press.button = null;
  setTimeout(() => {
    button?.removeAttribute('data-preparing');
    // A page the app rendered afresh (a member screen's frame) has no such button any more.
    if (button?.isConnected) button.click();
  });
}

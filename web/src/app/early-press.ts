// A form's press the pre-rendered page's boot script held while the app was not ready
// (web/src/boot/paint-first.ts): the app presses the button again once it has taken the page over.

/** Where the boot script leaves it: a symbol both name, so no other script's global can clash. */
export const EARLY_PRESS = Symbol.for('portal-socios.early-press');

/** The boot script's record: once `ready`, it lets every submission through. */
export interface EarlyPress {
  ready: boolean;
  /** The form's button pressed (for an Enter in a field, the form's first submit button). */
  button: HTMLElement | null;
  /** What was typed into the page's text fields meanwhile, by name (the newest value of each). */
  typed?: Record<string, string>;
}

/** The boot script's record, if this page has one. */
export const earlyPress = () => (window as unknown as Record<symbol, EarlyPress | undefined>)[EARLY_PRESS];

/**
 * Tells the boot script the app is ready and presses again the button the member pressed before.
 * Called once the app's first commit has run its effects: a hydrated form's fields have handed over
 * what was typed into them (components/light/use-kept-before-ready.ts). The press waits one task
 * more, for the renders those effects started, so the form is sent with the fields as the member
 * sees them.
 */
export function replayEarlyPress(): void {
  const press = earlyPress();
  if (!press || press.ready) return;
  press.ready = true;
  // Handed over by the first render's fields; a form drawn later starts empty.
  press.typed = undefined;
  const { button } = press;
  press.button = null;
  setTimeout(() => {
    button?.removeAttribute('data-preparing');
    // A page the app rendered afresh (the login's ?status=true) has a new button of the same name;
    // a member screen's frame has none.
    const same =
      button && !button.isConnected
        ? [...document.querySelectorAll<HTMLElement>('form [type="submit"]')].find(
            (b) => b.textContent === button.textContent,
          )
        : button;
    same?.click();
  });
}

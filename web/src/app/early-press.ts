// A form's press the pre-rendered page's boot script held while the app was not ready
// (web/src/boot/paint-first.ts): the app presses the button again once it has taken the page over.

/** Where the boot script leaves it: a symbol both name, so no other script's global can clash. */
export const EARLY_PRESS = Symbol.for('portal-socios.early-press');

export interface EarlyPress {
  /** Once true, the boot script lets every submission through. */
  ready: boolean;
  /** The button pressed (for Enter in a field, the form's first submit button). */
  button: HTMLElement | null;
  /** What was typed into the page's text fields meanwhile, by name (the newest value of each). */
  typed?: Record<string, string>;
}

export const earlyPress = () => (window as unknown as Record<symbol, EarlyPress | undefined>)[EARLY_PRESS];

/**
 * Called once the app's first commit has run its effects (a hydrated form's fields have taken what
 * was typed, components/light/use-kept-before-ready.ts): lets presses through and presses again the
 * held one, a task later, once the renders those effects started show the fields as the member does.
 */
export function replayEarlyPress(): void {
  const press = earlyPress();
  if (!press || press.ready) return;
  press.ready = true;
  press.typed = undefined; // handed over: a form drawn later starts empty
  const { button } = press;
  press.button = null;
  if (!button) return;
  setTimeout(() => {
    button.removeAttribute('data-preparing');
    // A page the app drew afresh (the login's ?status=true) has a new button of the same name.
    const same = button.isConnected
      ? button
      : [...document.querySelectorAll<HTMLElement>('form [type="submit"]')].find(
          (b) => b.textContent === button.textContent,
        );
    same?.click();
  });
}

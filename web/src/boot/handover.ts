// What the boot script (paint-first.ts) hands the app, under symbols both name (no other script's
// global can clash): the reads it started, which the request helper takes once instead of asking
// again, and a form's press it held, which the app presses again once it has taken the page over.
export const EARLY_READS = Symbol.for('portal-socios.early-reads');
export const EARLY_PRESS = Symbol.for('portal-socios.early-press');

/** Older, an answer may not be what the member would see now (a payment in another tab). */
const FRESH_MS = 10_000;

export type EarlyRead = { token: string; at: number; response: Promise<Response> };

/** Held until `ready`: the button pressed (for Enter, the form's first) and what was typed, by name. */
export type EarlyPress = { ready: boolean; button: HTMLElement | null; typed?: Record<string, string> };

type Handed = { [EARLY_READS]?: Record<string, EarlyRead>; [EARLY_PRESS]?: EarlyPress };
export const handed = () => window as unknown as Handed;
export const earlyPress = () => handed()[EARLY_PRESS];

/** The answer the boot script is fetching for this URL and token, if still fresh; handed out once. */
export function takeEarlyRead(url: string, token: string | null): Promise<Response> | undefined {
  // Asked before the boot script ran (async on the shell): an empty list, so that it starts none.
  const reads = (handed()[EARLY_READS] ??= {});
  const read = reads[url];
  delete reads[url];
  return read?.token === token && Date.now() - read.at <= FRESH_MS ? read.response : undefined;
}

/** After the app's first commit's effects: lets presses through; a task later, presses the held one. */
export function replayEarlyPress(): void {
  const press = earlyPress();
  if (!press || press.ready) return;
  const { button } = press;
  Object.assign(press, { ready: true, typed: undefined, button: null }); // a form drawn later starts empty
  if (!button) return;
  setTimeout(() => {
    button.removeAttribute('data-preparing');
    // A page the app drew afresh (the login's ?status=true) has a new button of the same name.
    const buttons = [...document.querySelectorAll<HTMLElement>('form [type="submit"]')];
    (button.isConnected ? button : buttons.find((b) => b.textContent === button.textContent))?.click();
  });
}

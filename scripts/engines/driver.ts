// The few moves a journey makes, the same in every engine: the journeys (journeys.ts) are written
// once against `Driver`, and each engine only supplies an `EnginePage` (firefox.ts over WebDriver
// BiDi, webkit.ts over classic WebDriver). Finding things happens in the page (in-page.ts); every
// wait is for something the member would see, polled until a deadline — never a fixed sleep.
import { findExpression, marked, optionValueExpression, type Target } from './in-page';

/** What an engine must do itself; CSS selectors here always name one marked element. */
export interface EnginePage {
  readonly engine: string;
  evaluate(expression: string): Promise<unknown>;
  goto(url: string): Promise<void>;
  url(): Promise<string>;
  click(selector: string): Promise<void>;
  type(selector: string, text: string): Promise<void>;
  select(selector: string, value: string): Promise<void>;
  /** The page's inner size (the viewport a member's screen gives it). */
  setViewport(width: number, height: number): Promise<void>;
  /** What the page reported as wrong since the last call: 'uncaught: …' or 'console: …' lines. */
  takeProblems(): string[];
  close(): Promise<void>;
}

export interface Driver {
  readonly engine: string;
  base: string;
  /** The page's width, as last set. */
  width: number;
  setViewport(width: number, height: number): Promise<void>;
  goto(path: string): Promise<void>;
  fill(label: string, text: string): Promise<void>;
  select(label: string, option: string): Promise<void>;
  click(role: 'button' | 'link', name: string | RegExp): Promise<void>;
  /** Waits until the page (or one element matching `within`) shows every text. */
  waitForText(texts: string | string[], options?: { within?: string; timeout?: number }): Promise<void>;
  waitForUrl(pattern: RegExp, timeout?: number): Promise<URL>;
  /**
   * Waits until the element matching `within` is on the page and nothing in it moves: a press on a
   * drawer still sliding in can land on its backdrop, which closes it (and no press is refused).
   */
  waitForStill(within: string): Promise<void>;
}

const TIMEOUT = 10_000;
const POLL_MS = 100;

/** Polls `probe` until it answers non-null; a navigation in between (a lost context) is one more try. */
async function until<T>(what: string, probe: () => Promise<T | null>, timeout = TIMEOUT): Promise<T> {
  const deadline = Date.now() + timeout;
  let lastError: unknown;
  for (;;) {
    try {
      const found = await probe();
      if (found !== null) return found;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() > deadline)
      throw new Error(`not within ${timeout} ms: ${what}${lastError ? ` (${String(lastError)})` : ''}`);
    await new Promise((r) => setTimeout(r, POLL_MS));
  }
}

export function driverFor(page: EnginePage, base: string): Driver {
  const find = (target: Target, what: string, timeout?: number) =>
    until(what, async () => (await page.evaluate(findExpression(target))) as string | null, timeout);
  return {
    engine: page.engine,
    base,
    width: 0,
    async setViewport(width, height) {
      await page.setViewport(width, height);
      this.width = width;
      await until(`a ${width} px wide page`, async () =>
        (await page.evaluate('window.innerWidth')) === width ? true : null,
      );
    },
    goto: (path) => page.goto(new URL(path, base).href),
    async fill(label, text) {
      const token = await find({ kind: 'field', name: label }, `the field '${label}'`);
      await page.type(marked(token), text);
    },
    async select(label, option) {
      const token = await find({ kind: 'field', name: label }, `the list '${label}'`);
      const value = await until(
        `'${option}' in '${label}'`,
        async () => (await page.evaluate(optionValueExpression(token, option))) as string | null,
      );
      await page.select(marked(token), value);
    },
    async click(role, name) {
      const target =
        typeof name === 'string' ? { kind: role, name } : { kind: role, name: name.source, pattern: true };
      // Found is not yet usable everywhere (a drawer still sliding in is not interactable in
      // WebKit): the press is tried again until the deadline; a refused press did not happen.
      await until(`a press of the ${role} '${String(name)}'`, async () => {
        const token = (await page.evaluate(findExpression(target))) as string | null;
        if (token === null) return null;
        await page.click(marked(token));
        return true;
      });
    },
    async waitForText(texts, { within, timeout } = {}) {
      const all = typeof texts === 'string' ? [texts] : texts;
      await find({ kind: 'text', texts: all, within }, `'${all.join("', '")}' on screen`, timeout);
    },
    async waitForUrl(pattern, timeout) {
      const href = await until(
        `an address like ${pattern}`,
        async () => {
          const url = await page.url();
          return pattern.test(url) ? url : null;
        },
        timeout,
      );
      return new URL(href);
    },
    async waitForStill(within) {
      const still = `(() => {
        const scope = document.querySelector(${JSON.stringify(within)});
        return !!scope && document.getAnimations().every(
          (a) => a.playState !== 'running' || !(a.effect && scope.contains(a.effect.target)),
        );
      })()`;
      await until(`'${within}' on screen and still`, async () =>
        (await page.evaluate(still)) ? true : null,
      );
    },
  };
}

// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bootScript } from './boot-script';
import { writeSession } from '../web/src/session/storage';
import { aSessionUser } from '../web/src/test/session-user';
import {
  EARLY_PRESS,
  EARLY_READS,
  replayEarlyPress,
  takeEarlyRead,
  type EarlyPress,
} from '../web/src/boot/handover';
import { EARLY_READS_META } from '../web/src/app/preload-reads';
import { rememberNotServed } from '../web/src/api/served-paths';
import { EARLY_CHARGE_META } from '../web/src/api/shared/get-auto-payment';

const code = await bootScript();

/**
 * Runs the boot script as a pre-rendered page names it; `paintObserver`: the browser reports paints.
 * `reads`: the screen's reads, named as its route module's meta names them.
 */
function boot(
  paintObserver?: (report: () => void) => void,
  { reads, charge, atOnce, ...data }: Record<string, string> = {},
) {
  readyEarlier();
  for (const [name, content] of [
    [EARLY_READS_META, reads],
    [EARLY_CHARGE_META, charge],
  ]) {
    if (content === undefined) continue;
    const meta = document.createElement('meta');
    meta.name = name!;
    meta.content = content;
    document.head.appendChild(meta);
  }
  const element = document.createElement('script');
  element.dataset.entry = '/assets/index-e.js';
  element.dataset.preloads = '/assets/start-s.js /assets/core-c.js';
  Object.assign(element.dataset, data);
  if (data.entry === '') delete element.dataset.entry;
  // A frame that asks for its scripts at once names them in its HTML, not to this script.
  if (atOnce !== undefined) delete element.dataset.preloads;
  document.head.appendChild(element);
  class PaintObserver {
    static supportedEntryTypes = ['paint'];
    constructor(private onEntries: (list: { getEntriesByName: (name: string) => unknown[] }) => void) {}
    observe() {
      paintObserver!(() =>
        this.onEntries({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) }),
      );
    }
    disconnect() {}
  }
  Object.defineProperty(window, 'PerformanceObserver', {
    value: paintObserver ? PaintObserver : undefined,
    configurable: true,
  });
  Object.defineProperty(document, 'currentScript', { value: element, configurable: true });
  new Function(code)();
}

const requested = () => ({
  preloads: [...document.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href')),
  entry: document.querySelector('script[type="module"]')?.getAttribute('src'),
});
/** A quiet moment: for what must not have happened (the script's frames and tasks had their turn). */
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/**
 * For what must happen: as soon as it has, however long a busy machine takes to run the script's
 * frames and tasks (a fixed wait failed there).
 */
const eventually = (check: () => void) => vi.waitFor(check, { timeout: 60_000, interval: 5 });

/** A boot of an earlier test still listens for submits: it lets them through, as once its app ran. */
function readyEarlier() {
  const press = (window as unknown as Record<symbol, EarlyPress | undefined>)[EARLY_PRESS];
  if (press) press.ready = true;
}

afterEach(async () => {
  // A boot with no paint observer requests its scripts a frame and a task later; let that run while
  // this file's document still exists, or it throws into whatever runs next.
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  readyEarlier();
  delete (window as unknown as Record<symbol, unknown>)[EARLY_PRESS];
  document.body.innerHTML = '';
  document.head.innerHTML = '';
  localStorage.clear();
  delete (window as unknown as Record<symbol, unknown>)[EARLY_READS];
  vi.unstubAllGlobals();
});

/** Stubs fetch (`answers`: a body by URL, else `{}`); returns the requests made: URL and Authorization header. */
function recordFetches(answers: Record<string, string> = {}) {
  const asked: { url: string; authorization: string | null }[] = [];
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    asked.push({ url, authorization: new Headers(init.headers).get('Authorization') });
    return Promise.resolve(new Response(answers[url] ?? '{}'));
  });
  return asked;
}
const READS = '/api/socios/profile/info-cuotas /api/payments/transbank/oneclick/card';

describe('the boot script', () => {
  it('requests the entry and its preloads, named on its element, once the first paint is reported', async () => {
    let report = () => {};
    boot((r) => (report = r));
    await wait(50);
    expect(requested()).toEqual({ preloads: [], entry: undefined });
    report();
    await eventually(() =>
      expect(requested()).toEqual({
        preloads: ['/assets/start-s.js', '/assets/core-c.js'],
        entry: '/assets/index-e.js',
      }),
    );
  });

  it('where no paint is reported, requests them a frame after the first one', async () => {
    boot();
    await eventually(() => expect(requested().entry).toBe('/assets/index-e.js'));
  });

  it("starts the screen's reads with the stored session's token, after its preloads, for the app to take once", async () => {
    writeSession({ informations: aSessionUser(), token: 'tok-123', status: 1 });
    const asked = recordFetches();
    // The reads, then the app's script, each in a task of its own: together they made a long task.
    const recorded = globalThis.fetch;
    const entryWhenRead: unknown[] = [];
    vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
      entryWhenRead.push(requested().entry);
      return recorded(url, init);
    });
    let report = () => {};
    boot((r) => (report = r), { reads: READS });
    await wait(20);
    expect(asked).toEqual([]);
    report();
    await eventually(() => expect(requested().entry).toBe('/assets/index-e.js'));
    await eventually(() => expect(asked).toHaveLength(2));
    expect(asked).toEqual([
      { url: '/api/socios/profile/info-cuotas', authorization: 'Bearer tok-123' },
      { url: '/api/payments/transbank/oneclick/card', authorization: 'Bearer tok-123' },
    ]);
    expect(entryWhenRead).toEqual([undefined, undefined]);
    // Another token (the member logged in again) is not handed this one's answer; nor a second taker.
    expect(takeEarlyRead('/api/payments/transbank/oneclick/card', 'other')).toBeUndefined();
    expect(takeEarlyRead('/api/socios/profile/info-cuotas', 'tok-123')).toBeInstanceOf(Promise);
    expect(takeEarlyRead('/api/socios/profile/info-cuotas', 'tok-123')).toBeUndefined();
  });

  it('reads the stored session in a task before the one that starts the reads', async () => {
    writeSession({ informations: aSessionUser(), token: 'tok-123', status: 1 });
    const asked = recordFetches();
    // A page's first read of its storage waits on the browser: with the reads, a long task.
    const order: string[] = [];
    const read = Storage.prototype.getItem;
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(function (this: Storage, key: string) {
      order.push('storage read');
      setTimeout(() => order.push('next task'));
      return read.call(this, key);
    });
    const recorded = globalThis.fetch;
    vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
      order.push('read started');
      return recorded(url, init);
    });
    boot(undefined, { reads: READS });
    await eventually(() => expect(asked).toHaveLength(2));
    expect(order.slice(0, 2)).toEqual(['storage read', 'next task']);
    expect(order.indexOf('read started')).toBeGreaterThan(1);
  });

  it('reads each answer to its end itself, so one nobody takes is not left open, and hands the app a copy', async () => {
    writeSession({ informations: aSessionUser(), token: 'tok-123', status: 1 });
    const sent: Response[] = [];
    vi.stubGlobal('fetch', () => {
      sent.push(new Response('{"cuotas":[1]}', { status: 200, headers: { 'X-Saved-At': 'x' } }));
      return Promise.resolve(sent.at(-1));
    });
    boot(undefined, { reads: '/api/socios/profile/info-cuotas', entry: '' });
    await eventually(() => expect(sent[0]?.bodyUsed).toBe(true));
    const copy = await takeEarlyRead('/api/socios/profile/info-cuotas', 'tok-123')!;
    expect([copy.status, copy.headers.get('X-Saved-At'), await copy.json()]).toEqual([
      200,
      'x',
      { cuotas: [1] },
    ]);
  });

  it('on a page whose HTML names its scripts, starts only the reads, at once', async () => {
    writeSession({ informations: aSessionUser(), token: 'tok-123', status: 1 });
    const asked = recordFetches();
    boot(undefined, { reads: READS, entry: '' });
    await eventually(() => expect(asked.map((a) => a.url)).toEqual(READS.split(' ')));
    expect(requested()).toEqual({ preloads: [], entry: undefined });
  });

  it('on a frame that asks for its scripts at once, starts the reads now and the app after the first paint', async () => {
    writeSession({ informations: aSessionUser(), token: 'tok-123', status: 1 });
    const asked = recordFetches();
    let report = () => {};
    boot((r) => (report = r), { reads: READS, atOnce: '' });
    await eventually(() => expect(asked.map((a) => a.url)).toEqual(READS.split(' ')));
    await wait(20);
    expect(requested()).toEqual({ preloads: [], entry: undefined });
    report();
    await eventually(() => expect(requested()).toEqual({ preloads: [], entry: '/assets/index-e.js' }));
    expect(asked).toHaveLength(2);
  });

  it('skips a read the app found this API does not serve; with that list unreadable, starts every one', async () => {
    writeSession({ informations: aSessionUser(), token: 'tok-123', status: 1 });
    rememberNotServed('GET', 'payments/transbank/oneclick/card');
    let asked = recordFetches();
    boot(undefined, { reads: READS, entry: '' });
    await eventually(() => expect(asked.map((a) => a.url)).toEqual(['/api/socios/profile/info-cuotas']));
    delete (window as unknown as Record<symbol, unknown>)[EARLY_READS];
    sessionStorage.setItem('portal-socios.not-served', '{not json');
    asked = recordFetches();
    boot(undefined, { reads: READS, entry: '' });
    await eventually(() => expect(asked.map((a) => a.url)).toEqual(READS.split(' ')));
    sessionStorage.clear();
  });

  it("asks for the next automatic charge's price as soon as the setting says it is on, and for how many dues", async () => {
    writeSession({ informations: aSessionUser(), token: 'tok-123', status: 1 });
    const setting = '/api/socios/account/payments/config';
    const charge = `${setting} /api/cuotas/valores?numero_cuotas=1&tipo_pago=cuotas`;
    const asked = recordFetches({ [setting]: '{"enable":1,"cuotas":3}' });
    boot(undefined, { reads: setting, charge, entry: '' });
    const price = '/api/cuotas/valores?numero_cuotas=3&tipo_pago=cuotas';
    await eventually(() => expect(asked).toHaveLength(1));
    // The app takes the setting at once; once it has the answer, the price is asked for and its to take
    // (else the app would ask for it too, and this one would lie unread).
    const answer = await takeEarlyRead(setting, 'tok-123')!;
    expect(takeEarlyRead(price, 'tok-123')).toBeInstanceOf(Promise);
    expect(asked.map((a) => a.url)).toEqual([setting, price]);
    expect(asked[1]!.authorization).toBe('Bearer tok-123');
    // The setting's body is the app's: the boot script read a copy.
    expect(await answer.json()).toEqual({ enable: 1, cuotas: 3 });
  });

  it('asks for no price when the automatic payment is off, or its setting unreadable', async () => {
    writeSession({ informations: aSessionUser(), token: 'tok-123', status: 1 });
    const setting = '/api/socios/account/payments/config';
    const charge = `${setting} /api/cuotas/valores?numero_cuotas=1&tipo_pago=cuotas`;
    for (const answer of ['{"enable":0,"cuotas":3}', 'not json', '{"enable":1,"cuotas":"3"}']) {
      delete (window as unknown as Record<symbol, unknown>)[EARLY_READS];
      const asked = recordFetches({ [setting]: answer });
      boot(undefined, { reads: setting, charge, entry: '' });
      await eventually(() => expect(asked).toHaveLength(1));
      await wait(30);
      expect(asked.map((a) => a.url)).toEqual([setting]);
    }
  });

  it('once the app has asked for itself (this script arrived after its code), starts no read', async () => {
    writeSession({ informations: aSessionUser(), token: 'tok-123', status: 1 });
    const asked = recordFetches();
    expect(takeEarlyRead('/api/socios/profile/info-cuotas', 'tok-123')).toBeUndefined();
    boot(undefined, { reads: READS, entry: '' });
    await wait(50);
    expect(asked).toEqual([]);
  });

  it('without a stored session (or a corrupted one), starts no read', async () => {
    const asked = recordFetches();
    boot(undefined, { reads: READS });
    localStorage.setItem('socios.session', '{"token": "not base64 !"}');
    boot(undefined, { reads: READS });
    await eventually(() => expect(requested().entry).toBe('/assets/index-e.js'));
    await wait(50);
    expect(asked).toEqual([]);
  });

  it("holds a form's press until the app is ready, says so on the button, and the app presses it again", async () => {
    boot();
    document.body.innerHTML =
      '<form><input name="rut"><button type="submit" id="go">Ingresar</button><button type="button">Mostrar</button></form>';
    const form = document.querySelector('form')!;
    const button = document.getElementById('go') as HTMLButtonElement;
    const submitted: (HTMLElement | null)[] = [];
    // The app's handler (React's, on its root) and the browser's own submission, which it prevents.
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      submitted.push((event as SubmitEvent).submitter);
    });
    const before = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(before);
    expect(before.defaultPrevented).toBe(true);
    expect(submitted).toEqual([]);
    expect(button.hasAttribute('data-preparing')).toBe(true);

    replayEarlyPress();
    await eventually(() => expect(button.hasAttribute('data-preparing')).toBe(false));
    // Once, and as the form's button (Enter in a field submits through it too).
    expect(submitted).toEqual([button]);
    form.requestSubmit(button);
    expect(submitted).toEqual([button, button]);
    replayEarlyPress();
    await wait(10);
    expect(submitted).toHaveLength(2);
  });

  it('keeps what is typed or ticked from the app until it is ready, and remembers what was typed', () => {
    boot();
    document.body.innerHTML =
      '<form><input name="password"><input type="checkbox" name="acepta"><select name="region"></select></form>';
    const [password, box] = [...document.querySelectorAll('input')];
    const select = document.querySelector('select')!;
    // The app's handlers: React's listen on the document, as the boot script does, after it.
    const reached: string[] = [];
    for (const type of ['input', 'change', 'click'])
      document.addEventListener(
        type,
        (event) => reached.push(`${type} ${(event.target as Element).localName}`),
        true,
      );
    const press = () => {
      password!.value = 's';
      password!.dispatchEvent(new Event('input', { bubbles: true }));
      select.dispatchEvent(new Event('change', { bubbles: true }));
      box!.click();
    };

    press();
    expect(reached).toEqual([]);
    expect(box!.checked).toBe(true); // the browser's own part is done
    expect((window as unknown as Record<symbol, EarlyPress>)[EARLY_PRESS]!.typed).toEqual({ password: 's' });

    replayEarlyPress();
    press();
    // The box's click, then its input and change, as the browser fires them.
    expect(reached).toEqual(['input input', 'change select', 'click input', 'input input', 'change input']);
  });

  it('lets every press through once the app is ready, and presses nothing when none was held', async () => {
    boot();
    document.body.innerHTML = '<form><button type="submit">Ingresar</button></form>';
    const form = document.querySelector('form')!;
    let submits = 0;
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      submits++;
    });
    replayEarlyPress();
    await wait(10);
    expect(submits).toBe(0);
    form.requestSubmit();
    expect(submits).toBe(1);
  });

  it('is a classic script of ES2017 (no optional chaining or nullish operators, no imports)', () => {
    expect(code).not.toMatch(/\?\.|\?\?|^\s*(import|export)\b/m);
  });
});

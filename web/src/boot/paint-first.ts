// The pre-rendered pages' boot script (docs/decisions/pre-rendering.md), a classic ES2017 script
// bundled by scripts/boot-script.ts. It writes the stored member's initials in a frame's photo, holds
// a form's press until the app is ready (web/src/app/early-press.ts), starts the screen's reads for
// the request helper to take (web/src/api/early-reads.ts), and asks for the app's module and
// preloads (`data-entry`, `data-preloads`) once the first paint is reported. Its globals are named
// by the app's own symbols; the metas it reads, by their names (their modules carry the contract).
import { initials } from '../domain/names';
import { readNameWithoutPhoto, readToken } from '../session/stored-form';
import { EARLY_READS } from '../api/early-reads';
import { EARLY_PRESS } from '../app/early-press';

/** A link's insertion starts its request there and then: a payment screen's twenty made a long task. */
const PRELOADS_PER_TASK = 5;
/** Past api/early-reads.ts's FRESH_MS: the app no longer takes such an answer. */
const UNTAKEN_MS = 12_000;

type Read = { token: string; at: number; response: Promise<Response> };
const globals = window as unknown as Record<symbol, unknown>;
const meta = (name: string) =>
  (document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content ?? '').split(' ').filter(Boolean);

(function paintFirst() {
  const script = document.currentScript as HTMLScriptElement | null;
  if (!script) return;
  if (meta('portal-frame-photo').length) drawPhotoInitials();
  holdPresses();
  const reads = meta('portal-early-reads');
  const entry = script.dataset.entry;
  // The shell, and a frame whose data is its largest paint, name their scripts in their HTML: the
  // reads start now. Any other page paints first, and asks for its scripts (`data-preloads`) then.
  const preloads = (script.dataset.preloads ?? '').split(' ').filter(Boolean);
  const atOnce = !entry || script.dataset.preloads === undefined;
  if (atOnce) startReads(reads);
  if (!entry) return;
  // Once the page is parsed (the app hydrates the whole document): the preloads a few a task, then
  // the module, then (over HTTP/1.1's six connections, after the scripts) the reads.
  const start = (rest: string[]) => {
    rest.slice(0, PRELOADS_PER_TASK).forEach((href) => preload(href));
    if (rest.length > PRELOADS_PER_TASK) return void setTimeout(() => start(rest.slice(PRELOADS_PER_TASK)));
    const module = document.createElement('script');
    module.type = 'module';
    module.crossOrigin = '';
    module.src = entry;
    document.head.appendChild(module);
    if (!atOnce) startReads(reads);
  };
  const go = () =>
    document.readyState === 'loading'
      ? document.addEventListener('DOMContentLoaded', () => start(preloads))
      : start(preloads);
  // Reported, not only drawn: a frame later, Lighthouse sometimes counted the scripts into the paint.
  const Observer = window.PerformanceObserver;
  if (Observer && Observer.supportedEntryTypes && Observer.supportedEntryTypes.indexOf('paint') >= 0) {
    const observer = new Observer((list) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      setTimeout(go, 0);
    });
    observer.observe({ type: 'paint', buffered: true });
  } else requestAnimationFrame(() => setTimeout(go, 0));
})();

function preload(href: string) {
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.crossOrigin = '';
  link.href = href;
  document.head.appendChild(link);
}

/** Before each frame while the page is parsed, not at DOMContentLoaded (which waits for the app). */
function drawPhotoInitials() {
  const slots = document.querySelectorAll('[data-session-initials]');
  if (!slots.length && document.readyState === 'loading')
    return void requestAnimationFrame(drawPhotoInitials);
  const name = readNameWithoutPhoto();
  if (name) for (let i = 0; i < slots.length; i++) slots[i]!.textContent = initials(name);
}

/**
 * Until the app is ready: stops a form's submission, remembering the button pressed, and keeps what
 * is typed or picked from the app's handlers, remembering what was typed. The app takes the fields'
 * values once its forms have their fields (use-kept-before-ready.ts); a key that reached a form
 * before its field did was put back by React as the form last drew the field, and lost.
 */
function holdPresses() {
  const press = { ready: false, button: null as Element | null, typed: {} as Record<string, string> };
  globals[EARLY_PRESS] = press;
  const hold = (event: Event) => {
    if (!press.ready) event.stopImmediatePropagation();
  };
  document.addEventListener(
    'input',
    (event) => {
      const field = event.target as HTMLInputElement;
      if (!press.ready && field.name && field.type !== 'checkbox' && field.type !== 'radio')
        press.typed[field.name] = field.value;
      hold(event);
    },
    true,
  );
  document.addEventListener('change', hold, true);
  // A box's or an option's tick: React's handlers take it from the click.
  document.addEventListener(
    'click',
    (event) => {
      const type = (event.target as HTMLInputElement).type;
      if (type === 'checkbox' || type === 'radio') hold(event);
    },
    true,
  );
  document.addEventListener(
    'submit',
    (event) => {
      if (press.ready) return;
      // Sent natively, the password would go in the URL; nothing of a hydrating app sends it either.
      event.preventDefault();
      event.stopImmediatePropagation();
      const form = event.target as HTMLFormElement;
      press.button = (event as SubmitEvent).submitter || form.querySelector('[type="submit"]');
      if (press.button) press.button.setAttribute('data-preparing', '');
    },
    true,
  );
}

function startReads(urls: string[]) {
  const token = urls.length ? readToken() : null;
  // A list already there is the app's: it ran first and asks for itself (api/early-reads.ts).
  if (!token || globals[EARLY_READS]) return;
  const reads: Record<string, Read> = {};
  let notServed: string[] = []; // what this API does not serve, as the app remembered (api/served-paths.ts)
  try {
    notServed = JSON.parse(sessionStorage.getItem('portal-socios.not-served') || '[]') as string[];
  } catch {
    // unreadable: every read is started, and the app copes with a 404
  }
  const start = (url: string) => {
    if (notServed.indexOf('GET ' + url) >= 0) return;
    const headers = { Accept: 'application/json', Authorization: 'Bearer ' + token };
    const read = { token, at: Date.now(), response: fetch(url, { headers }) };
    read.response.catch(() => undefined); // the app's to meet: it asks again
    reads[url] = read;
    // Not taken while fresh, it never will be: its body is let go, not left open.
    setTimeout(() => {
      if (reads[url] !== read) return;
      delete reads[url];
      read.response.then((answer) => answer.body && answer.body.cancel()).catch(() => undefined);
    }, UNTAKEN_MS);
  };
  urls.forEach(start);
  startChargePrice(reads, start);
  globals[EARLY_READS] = reads;
}

/**
 * The next automatic charge's price (`portal-early-charge`: the setting's URL, the price's for one
 * due; get-auto-payment.ts), once the setting's answer, read from a copy, says it is on and for how
 * many dues. The app takes the setting only with the price asked for, so it never asks for it too.
 */
function startChargePrice(reads: Record<string, Read>, start: (url: string) => void) {
  const [settingUrl, priceUrl] = meta('portal-early-charge');
  const setting = settingUrl ? reads[settingUrl] : undefined;
  if (!setting || !priceUrl) return;
  const askPrice = (answer: { enable?: unknown; cuotas?: unknown } | null) => {
    const count = answer ? answer.cuotas : 0;
    if (answer && answer.enable === 1 && typeof count === 'number' && count > 0)
      start(priceUrl.replace(/([?&]numero_cuotas=)1(?=&|$)/, '$1' + count));
  };
  // Unreadable, the app meets it and asks for no price.
  const withPrice = (r: Response) =>
    r
      .clone()
      .json()
      .then(askPrice)
      .catch(() => undefined)
      .then(() => r);
  setting.response = setting.response.then((r) => (r.ok ? withPrice(r) : r));
  setting.response.catch(() => undefined);
}

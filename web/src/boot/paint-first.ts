// The pre-rendered pages' boot script (bundled by scripts/boot-script.ts): holds presses until the app
// is ready, starts the screen's reads, asks for the app once painted. Why: docs/decisions/pre-rendering.md.
import { readToken } from '../session/stored-form';
import { EARLY_PRESS, EARLY_READS, handed, type EarlyPress, type EarlyRead } from './handover';

/** Preloads inserted a task: a payment screen's twenty in one task made a long task. */
const PRELOADS_PER_TASK = 5;

const ignore = () => undefined;
const meta = (name: string) =>
  (document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content ?? '').split(' ').filter(Boolean);

(function paintFirst() {
  const script = document.currentScript as HTMLScriptElement | null;
  if (!script) return;
  holdPresses();
  const { entry, preloads } = script.dataset;
  // The shell and an at-once frame name their scripts in their HTML; any other page asks for them.
  const atOnce = !entry || preloads === undefined;
  const reads = meta('portal-early-reads'); // the boot script is the head's last element
  if (atOnce) startReads(reads);
  if (!entry) return;
  // One step a task, else a long one: the preloads five at a time, the stored token (a page's first
  // read of its storage waits on the browser), the reads, the app's script.
  const hrefs = (preloads ?? '').split(' ').filter(Boolean);
  const steps: (() => void)[] = [];
  while (hrefs.length) {
    const batch = hrefs.splice(0, PRELOADS_PER_TASK);
    steps.push(() => batch.forEach((href) => append('link', { rel: 'modulepreload', href })));
  }
  if (!atOnce && reads.length) steps.push(readToken, () => startReads(reads));
  steps.push(() => append('script', { type: 'module', src: entry }));
  const go = (): void => {
    if (document.readyState === 'loading') return void document.addEventListener('DOMContentLoaded', go);
    steps.shift()!();
    if (steps.length) setTimeout(go);
  };
  // Once the first paint is reported, not only drawn: Lighthouse sometimes counted the app into it.
  if (!window.PerformanceObserver?.supportedEntryTypes?.includes('paint'))
    return void requestAnimationFrame(() => setTimeout(go));
  const observer = new PerformanceObserver((list) => {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    setTimeout(go);
  });
  observer.observe({ type: 'paint', buffered: true });
})();

function append(tag: 'link' | 'script', attributes: Record<string, string>) {
  document.head.appendChild(Object.assign(document.createElement(tag), { crossOrigin: '' }, attributes));
}

/** Until the app is ready: holds a form's press, keeps keys and ticks from it, remembers what was typed. */
function holdPresses() {
  const press: EarlyPress = { ready: false, button: null, typed: {} };
  handed()[EARLY_PRESS] = press;
  const isBox = (field: HTMLInputElement) => field.type === 'checkbox' || field.type === 'radio';
  const listen = (type: string, hold: (event: Event) => boolean | void) =>
    document.addEventListener(type, (e) => !press.ready && hold(e) && e.stopImmediatePropagation(), true);
  listen('input', ({ target }) => {
    const field = target as HTMLInputElement;
    if (field.name && !isBox(field)) press.typed![field.name] = field.value;
    return true;
  });
  listen('change', () => true);
  listen('click', ({ target }) => isBox(target as HTMLInputElement)); // React takes a tick from the click
  listen('submit', (event) => {
    // Sent natively, the password would go in the address bar.
    event.preventDefault();
    const form = event.target as HTMLFormElement;
    press.button = (event as SubmitEvent).submitter || form.querySelector('[type="submit"]');
    press.button?.setAttribute('data-preparing', '');
    return true;
  });
}

function startReads(urls: string[]) {
  const token = urls.length ? readToken() : null;
  // A list already there is the app's: it ran first and asks for itself.
  if (!token || handed()[EARLY_READS]) return;
  const reads: Record<string, EarlyRead> = {};
  // What this API does not serve, as the app remembered it (api/served-paths.ts): a JSON list, read
  // as text. Unreadable, it names nothing: every read is started, and the app copes with a 404.
  const notServed = sessionStorage.getItem('portal-socios.not-served') ?? '';
  const start = (url: string) => {
    if (notServed.includes(JSON.stringify('GET ' + url))) return;
    const headers = { Accept: 'application/json', Authorization: 'Bearer ' + token };
    // Read to its end here: an answer nobody takes is not left open (the page was never idle).
    const copy = (r: Response) => r.arrayBuffer().then((body) => new Response(body, r));
    const response = fetch(url, { headers }).then(copy);
    response.catch(ignore); // the app's to meet: it asks again
    reads[url] = { token, at: Date.now(), response };
  };
  urls.forEach(start);
  startChargePrice(reads, start);
  handed()[EARLY_READS] = reads;
}

/** The next charge's price (`portal-early-charge`, get-auto-payment.ts), once the setting says how many dues. */
function startChargePrice(reads: Record<string, EarlyRead>, start: (url: string) => void) {
  const [settingUrl, priceUrl] = meta('portal-early-charge');
  const setting = settingUrl ? reads[settingUrl] : undefined;
  if (!setting || !priceUrl) return;
  const askPrice = (answer: { enable?: unknown; cuotas?: unknown } | null) => {
    const count = answer?.cuotas;
    if (answer?.enable === 1 && typeof count === 'number' && count > 0)
      start(priceUrl.replace(/([?&]numero_cuotas=)1(?=&|$)/, '$1' + count));
  };
  setting.response = setting.response.then(async (r) => {
    if (r.ok) await r.clone().json().then(askPrice, ignore); // unreadable: no price
    return r;
  });
  setting.response.catch(ignore);
}

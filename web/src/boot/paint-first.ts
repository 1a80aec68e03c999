// The pre-rendered pages' boot script (docs/decisions/pre-rendering.md), a classic ES2017 script
// bundled by scripts/boot-script.ts, as a file (the CSP allows no inline code). It:
// - asks for the app's module (`data-entry`, `data-preloads`) once the first contentful paint is
//   reported, not only drawn (a frame later, Lighthouse sometimes counted the scripts into the paint);
// - starts the screen's reads (`portal-early-reads`) with the stored token, for the request helper to
//   take once (web/src/api/early-reads.ts), and a read that needs another's answer from that answer;
// - holds a form's press until the app is ready (it blocks the parser, so the form exists only once
//   presses are held: sent natively, the password would go in the URL), for web/src/app/early-press.ts;
// - writes the stored member's initials in a frame's photo (FramePhoto, member-photo.tsx).
// Its globals are named by symbols the app names too.
import { initials } from '../domain/names';
import { readNameWithoutPhoto, readToken } from '../session/stored-form';

/** How many of the page's preloads the script inserts in one task. */
const PRELOADS_PER_TASK = 5;

/** Past api/early-reads.ts's FRESH_MS: the app no longer takes such an answer. */
const UNTAKEN_MS = 12_000;

(function paintFirst() {
  const script = document.currentScript as HTMLScriptElement | null;
  if (!script) return;
  drawPhotoInitials();
  // The screen's reads, named by its route module (app/preload-reads.ts, earlyReadsMeta).
  const named = document.querySelector<HTMLMetaElement>('meta[name="portal-early-reads"]');
  const reads = (named ? named.content : '').split(' ').filter(Boolean);
  holdPresses();
  // A page whose scripts its HTML names: only the reads are this script's.
  if (!script.dataset.entry) return startReads(reads);
  const entry = script.dataset.entry;
  // A frame whose data is what the member waits for: its HTML asks for the scripts at once, and the
  // reads start now; only the app's start waits for the paint.
  const readsAtOnce = script.dataset.readsAtOnce !== undefined;
  if (readsAtOnce) startReads(reads);
  const preloads = (script.dataset.preloads ?? '').split(' ').filter(Boolean);
  let done = false;
  const go = () => {
    if (done) return;
    // After the page's deferred scripts (React Router's context, which the app reads as it starts).
    if (document.readyState === 'loading') {
      document.addEventListener('DOMContentLoaded', go);
      return;
    }
    done = true;
    preloadFrom(0);
  };
  // A few preloads a task: a link's insertion starts its request there and then, and a payment
  // screen's twenty in one task made a long task right after the first paint.
  const preloadFrom = (first: number) => {
    preloads.slice(first, first + PRELOADS_PER_TASK).forEach((href) => {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    if (first + PRELOADS_PER_TASK < preloads.length) {
      setTimeout(() => preloadFrom(first + PRELOADS_PER_TASK), 0);
      return;
    }
    const module = document.createElement('script');
    module.type = 'module';
    module.crossOrigin = '';
    module.src = entry;
    document.head.appendChild(module);
    // After the scripts: over HTTP/1.1 a browser opens six connections to a host, and the scripts
    // are what the screen waits for longest.
    if (!readsAtOnce) startReads(reads);
  };
  const Observer = window.PerformanceObserver;
  if (Observer && Observer.supportedEntryTypes && Observer.supportedEntryTypes.indexOf('paint') >= 0) {
    const observer = new Observer((list) => {
      if (list.getEntriesByName('first-contentful-paint').length) {
        observer.disconnect();
        setTimeout(go, 0);
      }
    });
    observer.observe({ type: 'paint', buffered: true });
  } else requestAnimationFrame(() => setTimeout(go, 0));

  /**
   * Before each frame is painted, as soon as the photo is parsed; not at DOMContentLoaded, which
   * waits for the page's module scripts, the app's whole code.
   */
  function drawPhotoInitials() {
    // Only where the route names such a frame (framePhotoMeta): a frame callback on every page made
    // each page's first paint wait for this script in Lighthouse's simulation.
    if (!document.querySelector('meta[name="portal-frame-photo"]')) return;
    const slots = document.querySelectorAll('[data-session-initials]');
    if (!slots.length) {
      if (document.readyState === 'loading') requestAnimationFrame(drawPhotoInitials);
      return;
    }
    const name = readNameWithoutPhoto();
    if (name) for (let i = 0; i < slots.length; i++) slots[i]!.textContent = initials(name);
  }

  /** Stops a form's submission until the app says it is ready; remembers the button pressed. */
  function holdPresses() {
    const typed: Record<string, string> = {};
    const press: { ready: boolean; button: Element | null; typed: Record<string, string> } = {
      ready: false,
      button: null,
      typed,
    };
    // What is typed meanwhile, by field: a page the app draws afresh (not hydrated) hands it over.
    document.addEventListener(
      'input',
      (event) => {
        const field = event.target as HTMLInputElement;
        if (!press.ready && field.name && field.type !== 'checkbox' && field.type !== 'radio')
          typed[field.name] = field.value;
      },
      true,
    );
    (window as unknown as Record<symbol, unknown>)[Symbol.for('portal-socios.early-press')] = press;
    document.addEventListener(
      'submit',
      (event) => {
        if (press.ready) return;
        event.preventDefault();
        // Nothing of the app's (hydrating, or hydrated a moment before it says so) submits it too.
        event.stopImmediatePropagation();
        // Enter in a field submits through the form's first button.
        const button =
          (event as SubmitEvent).submitter ||
          (event.target as HTMLFormElement).querySelector('[type="submit"]');
        press.button = button;
        if (button) button.setAttribute('data-preparing', '');
      },
      true,
    );
  }

  function startReads(urls: string[]) {
    const token = urls.length ? readToken() : null;
    // A list already there is the app's: it ran first and asks for itself (api/early-reads.ts).
    if (!token || (window as unknown as Record<symbol, unknown>)[Symbol.for('portal-socios.early-reads')])
      return;
    const reads: Record<string, { token: string; at: number; response: Promise<Response> }> = {};
    // The calls this API does not serve, as the app remembered them this session (api/served-paths.ts).
    let notServed: string[] = [];
    try {
      notServed = JSON.parse(sessionStorage.getItem('portal-socios.not-served') || '[]') as string[];
    } catch {
      // unreadable: every read is started, the app copes with a 404 as before
    }
    const start = (url: string) => {
      if (notServed.indexOf('GET ' + url) >= 0) return;
      const response = fetch(url, {
        headers: { Accept: 'application/json', Authorization: 'Bearer ' + token },
      });
      // A failure is the app's to meet: it asks again (early-reads.ts); unhandled here it would be
      // reported as an error of the page.
      response.catch(() => undefined);
      const read = { token, at: Date.now(), response };
      reads[url] = read;
      // Not taken while fresh (api/early-reads.ts), it never will be: its body is let go, not left
      // open.
      setTimeout(() => {
        if (reads[url] !== read) return;
        delete reads[url];
        response.then((answer) => answer.body && answer.body.cancel()).catch(() => undefined);
      }, UNTAKEN_MS);
    };
    urls.forEach(start);
    startChargePrice(reads, start);
    (window as unknown as Record<symbol, unknown>)[Symbol.for('portal-socios.early-reads')] = reads;
  }

  /**
   * The next automatic charge's price, once the setting's answer says it is on and for how many dues
   * (`portal-early-charge`: the setting's URL, the price's for one due; get-auto-payment.ts). Its body
   * is read from a copy.
   */
  function startChargePrice(
    reads: Record<string, { response: Promise<Response> }>,
    start: (url: string) => void,
  ) {
    const named = document.querySelector<HTMLMetaElement>('meta[name="portal-early-charge"]');
    const [settingUrl, priceUrl] = (named ? named.content : '').split(' ');
    const setting = settingUrl ? reads[settingUrl] : undefined;
    if (!setting || !priceUrl) return;
    // The app takes the setting's answer once the price is asked for: were the app to read the
    // setting first, it would ask for the price itself, and this script's answer would lie unread.
    setting.response = setting.response.then((response) =>
      response.ok
        ? response
            .clone()
            .json()
            .then((answer: { enable?: unknown; cuotas?: unknown } | null) => {
              const count = answer ? answer.cuotas : 0;
              if (answer && answer.enable === 1 && typeof count === 'number' && count > 0)
                start(priceUrl.replace(/([?&]numero_cuotas=)1(?=&|$)/, '$1' + count));
            })
            // Unreadable: the app meets it, and asks for no price.
            .then(
              () => response,
              () => response,
            )
        : response,
    );
    setting.response.catch(() => undefined);
  }
})();

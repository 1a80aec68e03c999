// A service worker scope in Node for unit tests (scripts/build-sw.test.ts): the worker's own code
// (web/sw/service-worker.js as the build writes it) runs in a vm with in-memory Cache Storage, a
// stubbed network and the events a browser would send.
import vm from 'node:vm';
import { serviceWorkerSource, type SwBuild } from './build-sw';

export const ORIGIN = 'http://portal.test';

/** What a cache holds for an address: the answer, and the request headers its Vary names. */
interface Entry {
  response: Response;
  request: Headers;
}

/** Whether a stored entry answers this request, as a browser's cache.match decides with Vary. */
function varyAllows(entry: Entry, request: Request | string, ignoreVary = false): boolean {
  const vary = entry.response.headers.get('Vary');
  if (ignoreVary || !vary) return true;
  const asked = typeof request === 'string' ? new Headers() : request.headers;
  return vary
    .split(',')
    .map((h) => h.trim())
    .every((h) => h !== '*' && asked.get(h) === entry.request.get(h));
}

/** Cache Storage in memory, shared by the workers of successive builds like a browser's. */
export class FakeCaches {
  readonly stores = new Map<string, Map<string, Entry>>();
  constructor(private readonly network: () => typeof fetch) {}
  async keys() {
    return [...this.stores.keys()];
  }
  async delete(name: string) {
    return this.stores.delete(name);
  }
  async match(request: Request | string, options: { cacheName?: string; ignoreVary?: boolean } = {}) {
    const url = typeof request === 'string' ? new URL(request, ORIGIN).href : request.url;
    const names = options.cacheName ? [options.cacheName] : [...this.stores.keys()];
    for (const name of names) {
      const hit = this.stores.get(name)?.get(url);
      if (hit && varyAllows(hit, request, options.ignoreVary)) return hit.response.clone();
    }
    return undefined;
  }
  async open(name: string) {
    const store = this.stores.get(name) ?? new Map<string, Entry>();
    this.stores.set(name, store);
    const key = (r: Request | string) => (typeof r === 'string' ? new URL(r, ORIGIN).href : r.url);
    const headersOf = (r: Request | string) => (typeof r === 'string' ? new Headers() : r.headers);
    return {
      put: async (r: Request | string, res: Response) =>
        void store.set(key(r), { response: res.clone(), request: headersOf(r) }),
      match: async (r: Request | string) => {
        const hit = store.get(key(r));
        return hit && varyAllows(hit, r) ? hit.response.clone() : undefined;
      },
      delete: async (r: Request | string) => store.delete(key(r)),
      addAll: async (rs: Request[]) => {
        for (const r of rs) store.set(r.url, { response: await this.network()(r), request: r.headers });
      },
    };
  }
}

type Listener = (event: unknown) => void;

export interface FetchOutcome {
  /** false when the worker left the request to the browser */
  handled: boolean;
  response?: Response;
  error?: unknown;
}

/** One build's worker: its listeners, its clients (by id → page path) and a stubbed network. */
export function startWorker(build: SwBuild, caches: FakeCaches, net: { fetch: typeof fetch }) {
  const listeners = new Map<string, Listener>();
  const pages = new Map<string, string>();
  const self = {
    SW_BUILD: undefined as unknown,
    location: new URL('/sw.js', ORIGIN),
    addEventListener: (type: string, fn: Listener) => listeners.set(type, fn),
    skipWaiting: async () => undefined,
    clients: {
      claim: async () => undefined,
      get: async (id: string) => (pages.has(id) ? { url: ORIGIN + pages.get(id) } : undefined),
    },
  };
  const context = vm.createContext({
    self,
    caches,
    crypto,
    fetch: (...args: Parameters<typeof fetch>) => net.fetch(...args),
    // A worker resolves relative addresses against its own; Node's Request has no base.
    Request: class extends Request {
      constructor(input: RequestInfo | URL, init?: RequestInit) {
        super(typeof input === 'string' ? new URL(input, ORIGIN).href : input, init);
      }
    },
    Response,
    Headers,
    URL,
    // Looked up at each call, so a test's fake timers (vi.useFakeTimers) reach the worker too.
    setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
    clearTimeout: (id: ReturnType<typeof setTimeout>) => clearTimeout(id),
    TextEncoder,
    console,
  });
  vm.runInContext(serviceWorkerSource(build), context);

  const lifecycle = async (type: 'install' | 'activate') => {
    const pending: Promise<unknown>[] = [];
    listeners.get(type)!({ waitUntil: (p: Promise<unknown>) => pending.push(p) });
    await Promise.all(pending);
  };
  return {
    pages,
    install: () => lifecycle('install'),
    activate: () => lifecycle('activate'),
    /** A page's postMessage to the worker; resolves when what it started has ended. */
    async message(data: unknown) {
      const pending: Promise<unknown>[] = [];
      listeners.get('message')?.({ data, waitUntil: (p: Promise<unknown>) => pending.push(p) });
      await Promise.all(pending);
    },
    /** A request from the page `clientId` (see pages); navigations have mode 'navigate'. */
    async fetch(request: Request, clientId = ''): Promise<FetchOutcome> {
      let responded: Promise<Response> | undefined;
      const pending: Promise<unknown>[] = [];
      listeners.get('fetch')!({
        request,
        clientId,
        resultingClientId: '',
        respondWith: (p: Promise<Response>) => (responded = p),
        waitUntil: (p: Promise<unknown>) => pending.push(p),
      });
      if (!responded) return { handled: false };
      try {
        const response = await responded;
        await Promise.all(pending);
        return { handled: true, response };
      } catch (error) {
        return { handled: true, error };
      }
    },
  };
}

/** A navigation as the browser sends it (Request's constructor refuses mode 'navigate'). */
export function navigation(path: string): Request {
  const r = new Request(ORIGIN + path);
  Object.defineProperty(r, 'mode', { value: 'navigate' });
  return r;
}

export function image(url: string): Request {
  const r = new Request(url);
  Object.defineProperty(r, 'destination', { value: 'image' });
  return r;
}

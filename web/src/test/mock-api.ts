// Component tests talk to the real fake API (ARCHITECTURE §1: one fake backend, no MSW copy):
// createApp() in-process on an ephemeral port, on a pinned clock, reset before each test. Tests see
// it as a tester would — the member API, the control room (/__mock), the fake provider's pages — so
// its store is not handed out.
import { createServer, type Server } from 'node:http';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { createApp } from '../../../mock-server/src/app';
import { createClock } from '../../../mock-server/src/clock';
import { getToken, startSession } from '../session/session';
import { abortCheckout, enrolTestCard, payCheckout } from './fake-provider';
import type { SessionUser } from '../api/contract';
import {
  listenLocal,
  PASSWORD,
  TEST_NOW,
  type MockMember,
  type MockPurchase,
  type OutboxMail,
} from '../../../test-support';
import { REGULAR } from '../../../test-support/persona-fees';

export { TEST_NOW };

export function startMockApi(now = TEST_NOW) {
  const clock = createClock(now, { frozen: true });
  const app = createApp({ clock, config: { confirmDelayMs: -1, webUrl: 'http://localhost' } });
  let server: Server;
  let unwatch = () => {};
  async function control<T = unknown>(path: string, method = 'GET'): Promise<T> {
    const res = await fetch(`${mock.url}${path}`, { method, headers: { Accept: 'application/json' } });
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status}`);
    return (await res.json()) as T;
  }
  const mock = {
    clock,
    /** The fake API's settings: a test may set `failRate` (1 = every call answers 500); reset before each test. */
    config: app.deps.config,
    url: '',
    /** Logs a persona in through the API and starts the SPA session with its token. */
    async loginAs(rut: string, password = PASSWORD): Promise<SessionUser> {
      const res = await fetch(`${mock.url}/api/socios/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ rut, password }),
      });
      const { token } = (await res.json()) as { token: string };
      const profile = await fetch(`${mock.url}/api/socios/profile`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      const user = ((await profile.json()) as { data: SessionUser }).data;
      startSession(token, user);
      return user;
    },
    // The control room (/__mock, what a tester's scripts use): read what the fake API sent and charged,
    // and pull levers a member cannot, instead of reaching into the store.
    /** The e-mails sent, newest first. */
    outbox: () => control<OutboxMail[]>('/__mock/outbox'),
    /** Every purchase, oldest first, as the control room lists it. */
    purchases: () => control<MockPurchase[]>('/__mock/payments'),
    /** Every member as the fake API holds it (no secrets), with its open sessions. */
    members: () => control<MockMember[]>('/__mock/members'),
    /** One member from that list. */
    async member(rut: string): Promise<MockMember> {
      const found = (await mock.members()).find((m) => m.rut === rut);
      if (!found) throw new Error(`no member ${rut}`);
      return found;
    },
    /** The card provider stops recognising the persona's saved card (its next charge answers -96). */
    revokeCard: (rut: string) => control(`/__mock/oneclick/${rut}/revoke`, 'POST'),
    // The member API as the logged-in persona calls it (the SPA session's token): what a screen reads.
    async asMember<T = unknown>(path: string, method = 'GET', body?: unknown): Promise<T> {
      const res = await fetch(`${mock.url}/api/${path}`, {
        method,
        headers: {
          Accept: 'application/json',
          Authorization: `Bearer ${getToken()}`,
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!res.ok) throw new Error(`${method} /api/${path}: ${res.status}`);
      return (await res.json()) as T;
    },
    /**
     * The logged-in member starts paying 3 dues at the regular price by Webpay: the purchase waits at
     * the provider's card form (`payCheckout(ws_token)` sends it).
     */
    startWebpayDues: (buyOrder: string) =>
      mock.asMember<{ ws_token: string; id_compra: number }>('payments/create-payment-cuotas', 'POST', {
        numero_cuotas: 3,
        tipo_pago: 'cuotas',
        valor: 3 * REGULAR.dues,
        buyOrder,
        metodo_pago: 'webpay',
      }),
    // The member's browser on the fake provider's pages: each answers where the member lands.
    enrolTestCard: (tbkToken: string) => enrolTestCard(mock.url, tbkToken),
    payCheckout: (tokenWs: string) => payCheckout(mock.url, tokenWs),
    abortCheckout: (tokenWs: string) => abortCheckout(mock.url, tokenWs),
    /** The club confirms a payment held in confirmation, by hand. */
    confirmPayment: (idCompra: number) => control(`/__mock/payments/${idCompra}/confirm`, 'POST'),
    /** From now to the test's end, the paths of the requests the page makes ('/api/socios/profile'), in order. */
    watchRequests(): string[] {
      const asked: string[] = [];
      const api = globalThis.fetch;
      globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
        asked.push(new URL(String(input)).pathname);
        return api(input, init);
      }) as typeof fetch;
      unwatch = () => void (globalThis.fetch = api);
      return asked;
    },
    /** Whether the API lets `rut` in with `password` (a login that opens no SPA session). */
    async canLogIn(rut: string, password: string): Promise<boolean> {
      const res = await fetch(`${mock.url}/api/socios/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ rut, password }),
      });
      return ((await res.json()) as { flag: boolean }).flag;
    },
  };
  beforeAll(async () => {
    server = createServer(app);
    mock.url = await listenLocal(server);
    vi.stubEnv('VITE_API_URL', `${mock.url}/api/`);
  });
  beforeEach(() => {
    Object.assign(app.deps.config, { failRate: 0, latencyMs: 0 });
    app.deps.store.reset();
    clock.set(now);
  });
  afterEach(() => {
    unwatch();
    unwatch = () => {};
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    await new Promise((resolve) => server.close(resolve));
  });
  return mock;
}

export type MockApi = ReturnType<typeof startMockApi>;

// Where `npm run perf` opens the portal. By default the way production serves it: deploy/nginx.conf
// over HTTPS and HTTP/2 (a throwaway certificate the measuring browsers trust), with the fake API
// behind /api/. The protocol decides a cold screen: HTTP/1.1 gives a page six connections, so the
// framework shares them with every other file; HTTP/2 carries them all on one warm connection
// (docs/performance.md, "Cold-link choices"). `--http1` measures the fake API serving the build
// itself, over plain HTTP/1.1 (no nginx needed).
import { startMock } from '../mock-process';
import { startNginx } from '../nginx';
import { freePort, TEST_NOW } from '../../test-support';

export interface Site {
  /** The portal's origin, e.g. https://localhost:43121 */
  base: string;
  /** Chromium's flags to reach it (trust its certificate). */
  chromiumArgs: string[];
  /** What serves it, for the report's header. */
  servedBy: string;
  stop(): Promise<void>;
}

/** The fake API on a pinned, frozen clock, so every run sees the same dues and history. */
const MOCK_ENV = { MOCK_NOW: TEST_NOW, MOCK_FREEZE: '1', MOCK_LOG: '0' };

export async function startSite(dist: string, { http1 = false } = {}): Promise<Site> {
  if (http1) {
    const mock = await startMock({ webDist: dist, env: MOCK_ENV });
    return { base: mock.url, chromiumArgs: [], servedBy: 'the fake API, HTTP/1.1', stop: mock.stop };
  }
  const port = await freePort();
  const mock = await startMock({ env: { ...MOCK_ENV, WEB_URL: `https://localhost:${port}` } });
  try {
    const nginx = await startNginx({
      port,
      tls: true,
      PORTAL_ROOT: dist,
      PORTAL_API_UPSTREAM: mock.url.replace('localhost', '127.0.0.1'),
      PORTAL_API_ORIGIN: '',
      PORTAL_PAYMENT_ORIGIN: mock.url,
    });
    return {
      base: nginx.url,
      chromiumArgs: nginx.chromiumArgs,
      servedBy: 'deploy/nginx.conf, HTTPS and HTTP/2',
      stop: async () => {
        await nginx.stop();
        await mock.stop();
      },
    };
  } catch (error) {
    await mock.stop();
    throw error;
  }
}

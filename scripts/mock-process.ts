// Starts the fake API (mock-server/src/server.ts) as a child process on a free port and stops it
// again — for the e2e workers (one each), the other engines' journeys, perf and the nginx check. Node runs server.ts itself
// (`--import tsx`), so the child's pid is the server's: stopping it never leaves a server behind,
// unlike killing an `npx tsx` wrapper.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../test-support';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

export interface RunningMock {
  url: string;
  port: number;
  stop(): Promise<void>;
}

export interface MockOptions {
  /** Serve a built SPA (--serve-web) from this folder. */
  webDist?: string;
  /** MOCK_* / WEB_URL settings on top of the parent's environment. */
  env?: Record<string, string>;
  port?: number;
}

async function waitUntilUp(url: string, child: ChildProcess, output: () => string) {
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`fake API exited (${child.exitCode ?? child.signalCode}):\n${output()}`);
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`fake API did not answer ${url} within 30 s:\n${output()}`);
}

/**
 * The settings every journey's fake API starts with (what the journeys were written against): the
 * clock held still at `now`, payments confirmed after 1.5 s, the control room on.
 */
export function journeyMockEnv(now: string, uploadsDir: string): Record<string, string> {
  return {
    MOCK_NOW: now,
    MOCK_FREEZE: '1', // the clock stays at MOCK_NOW until a test moves it
    MOCK_CONFIRM_DELAY_MS: process.env.MOCK_CONFIRM_DELAY_MS ?? '1500',
    MOCK_LATENCY_MS: process.env.MOCK_LATENCY_MS ?? '0',
    MOCK_FAIL_RATE: process.env.MOCK_FAIL_RATE ?? '0',
    MOCK_CONTROL: '1',
    // The journeys run the monthly charge by hand (the console's button): the timer's tick between
    // moving the date to the 1st and the press charged first, and the press then found nothing to do.
    MOCK_AUTO_CHARGE_MS: '0',
    MOCK_UPLOADS_DIR: uploadsDir,
  };
}

export async function startMock(options: MockOptions = {}): Promise<RunningMock> {
  const port = options.port ?? (await freePort());
  const url = `http://localhost:${port}`;
  const args = ['--import', 'tsx', path.join(ROOT, 'mock-server/src/server.ts')];
  if (options.webDist) args.push('--serve-web');
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      MOCK_PORT: String(port),
      WEB_URL: url,
      ...(options.webDist ? { MOCK_WEB_DIST: options.webDist } : {}),
      ...options.env,
    },
  });
  let log = '';
  const keep = (chunk: Buffer) => (log = (log + chunk.toString()).slice(-4000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      // server.ts closes on SIGTERM once its connections end; do not wait on an idle keep-alive.
      const timer = setTimeout(() => child.kill('SIGKILL'), 2000);
      await exited;
      clearTimeout(timer);
    }
  };
  try {
    await waitUntilUp(`${url}/api/socios/total`, child, () => log);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, port, stop };
}

// Where the mock listens. Loopback by default (only this computer); `--host` alone or MOCK_HOST=0.0.0.0
// opens it to the LAN for a demo on a phone or a projector, and then the control room needs the
// staff key (MOCK_CONTROL_KEY, generated and printed when not set). `--host ADDR` listens on ADDR
// only: the demo passwords are well known, so it never opens more interfaces than asked.
import os from 'node:os';
import { randomBytes } from 'node:crypto';

export function listenHost(env: NodeJS.ProcessEnv, argv: string[]): string {
  if (env.MOCK_HOST) return env.MOCK_HOST;
  const at = argv.indexOf('--host');
  if (at === -1) return '127.0.0.1';
  const named = argv[at + 1];
  return named !== undefined && !named.startsWith('-') ? named : '0.0.0.0';
}

export const isLoopback = (host: string) =>
  host === 'localhost' || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host);

/** The address other devices on the LAN use: the host itself, or for 0.0.0.0/:: the first IPv4 one. */
export function lanAddress(host: string, interfaces = os.networkInterfaces()): string | null {
  if (host !== '0.0.0.0' && host !== '::') return host;
  for (const list of Object.values(interfaces))
    for (const a of list ?? []) if (a.family === 'IPv4' && !a.internal) return a.address;
  return null;
}

/** A key staff can type on a phone: 12 letters and digits. */
export const newControlKey = () => randomBytes(9).toString('base64url');

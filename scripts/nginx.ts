// Runs deploy/nginx.conf in the system's nginx, as the current user, on a loopback port, with its
// own temporary prefix (config, pid, logs, temp files): for `npm run test:nginx` and `npm run preview`.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../test-support';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const NGINX_TEMPLATE = path.join(ROOT, 'deploy/nginx.conf');

const CANDIDATES = ['/usr/sbin/nginx', '/usr/bin/nginx', '/opt/homebrew/bin/nginx', '/usr/local/bin/nginx'];

export function nginxPath(): string {
  const onPath = (process.env.PATH ?? '').split(path.delimiter).map((dir) => path.join(dir, 'nginx'));
  const found = [process.env.NGINX_PATH, ...onPath, ...CANDIDATES].find((p) => !!p && fs.existsSync(p));
  if (found) return found;
  throw new Error(
    [
      'nginx not found (needed by `npm run test:nginx`, which checks deploy/nginx.conf). Install it:',
      '  sudo apt-get install nginx-light     Debian/Ubuntu (`.ci/run` does this)',
      '  brew install nginx                   macOS',
      '  or set NGINX_PATH=/path/to/nginx',
    ].join('\n'),
  );
}

export interface NginxSettings {
  PORTAL_LISTEN: string;
  PORTAL_ROOT: string;
  PORTAL_API_UPSTREAM: string;
  PORTAL_API_ORIGIN: string;
  PORTAL_PAYMENT_ORIGIN: string;
  PORTAL_ACCESS_LOG: string;
}

/** What `envsubst '$PORTAL_…'` does to the template: only these six names are replaced. */
export function renderNginxConfig(template: string, settings: NginxSettings): string {
  return template.replace(/\$\{(PORTAL_[A-Z_]+)\}/g, (whole, name: string) =>
    name in settings ? settings[name as keyof NginxSettings] : whole,
  );
}

export interface RunningNginx {
  url: string;
  /** The access log deploy/nginx.conf writes (in the temporary prefix; gone after stop()). */
  accessLog: string;
  stop(): Promise<void>;
}

export async function startNginx(
  settings: Omit<NginxSettings, 'PORTAL_LISTEN' | 'PORTAL_ACCESS_LOG'> & { port?: number },
): Promise<RunningNginx> {
  const binary = nginxPath();
  const port = settings.port ?? (await freePort());
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-socios-nginx-'));
  const root = process.getuid?.() === 0;
  if (root) {
    // nginx's workers drop to nobody when started by root: they must reach the build and temp files.
    fs.chmodSync(prefix, 0o777);
    fs.chmodSync(settings.PORTAL_ROOT, 0o755);
  }
  const site = renderNginxConfig(fs.readFileSync(NGINX_TEMPLATE, 'utf8'), {
    ...settings,
    PORTAL_LISTEN: `127.0.0.1:${port}`,
    PORTAL_ACCESS_LOG: `${prefix}/access.log`,
  });
  fs.writeFileSync(path.join(prefix, 'portal-socios.conf'), site);
  const mime = [
    '/etc/nginx/mime.types',
    '/opt/homebrew/etc/nginx/mime.types',
    '/usr/local/etc/nginx/mime.types',
  ];
  const types = mime.find((m) => fs.existsSync(m));
  fs.writeFileSync(
    path.join(prefix, 'nginx.conf'),
    [
      root ? 'user nobody nogroup;' : '',
      'worker_processes 1;',
      `pid ${prefix}/nginx.pid;`,
      `error_log ${prefix}/error.log warn;`,
      'events { worker_connections 256; }',
      'http {',
      types
        ? `  include ${types};`
        : '  types { text/html html; application/javascript js; text/css css; image/svg+xml svg; }',
      '  default_type application/octet-stream;',
      '  access_log off;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `  ${t}_temp_path ${prefix}/${t};`),
      `  include ${prefix}/portal-socios.conf;`,
      '}',
    ].join('\n'),
  );
  const args = ['-p', prefix, '-e', `${prefix}/error.log`, '-c', `${prefix}/nginx.conf`, '-g', 'daemon off;'];
  const child = spawn(binary, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (c: Buffer) => (stderr += c.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://localhost:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM'); // fast shutdown of master and workers
      await exited;
    }
    fs.rmSync(prefix, { recursive: true, force: true });
  };
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) {
      const log = fs.existsSync(`${prefix}/error.log`) ? fs.readFileSync(`${prefix}/error.log`, 'utf8') : '';
      await stop();
      throw new Error(`nginx exited (${child.exitCode}):\n${stderr}${log}`);
    }
    const up = await fetch(`${url}/favicon.svg`).then(
      () => true,
      () => false,
    );
    if (up) break;
    if (i > 100) {
      await stop();
      throw new Error(`nginx did not answer on ${url}:\n${stderr}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { url, accessLog: `${prefix}/access.log`, stop };
}

// Runs deploy/nginx.conf in the system's nginx, as the current user, on a loopback port, with its
// own temporary prefix (config, pid, logs, temp files): for `npm run test:nginx`, `npm run preview`
// and `npm run perf`. With `tls`, it serves HTTPS and HTTP/2 as production does, on a throwaway
// certificate made for the run, which the browsers started with `chromiumArgs` trust.
import { spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../test-support';
import { systemLookup, type LookupEnv } from './browser';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const NGINX_TEMPLATE = path.join(ROOT, 'deploy/nginx.conf');

const CANDIDATES = ['/usr/sbin/nginx', '/usr/bin/nginx', '/opt/homebrew/bin/nginx', '/usr/local/bin/nginx'];

const INSTALL_NGINX = [
  '  sudo apt-get install nginx-light     Debian/Ubuntu (`.ci/run` does this)',
  '  brew install nginx                   macOS',
  '  or set NGINX_PATH=/path/to/nginx',
].join('\n');

/** Where a command named `name` is on the lookup's PATH (Windows: `name.exe`, `;`-separated). */
export function onPath(
  lookup: Pick<LookupEnv, 'platform' | 'env' | 'exists'>,
  name: string,
): string | undefined {
  const win = lookup.platform === 'win32';
  const paths = win ? path.win32 : path.posix;
  return (lookup.env.PATH ?? '')
    .split(paths.delimiter)
    .filter(Boolean)
    .map((dir) => paths.join(dir, win ? `${name}.exe` : name))
    .find(lookup.exists);
}

/** nginx's executable: NGINX_PATH, else on PATH, else where packages put it; or an Error saying how to get it. Pure. */
export function findNginx(lookup: Pick<LookupEnv, 'platform' | 'env' | 'exists'>): string | Error {
  const fromEnv = lookup.env.NGINX_PATH;
  if (fromEnv)
    return lookup.exists(fromEnv)
      ? fromEnv
      : new Error(`NGINX_PATH is ${fromEnv}, which does not exist. Install nginx:\n${INSTALL_NGINX}`);
  const found = onPath(lookup, 'nginx') ?? CANDIDATES.find(lookup.exists);
  if (found) return found;
  return new Error(
    `nginx not found (needed by \`npm run test:nginx\`, which checks deploy/nginx.conf). Install it:\n${INSTALL_NGINX}`,
  );
}

export function nginxPath(): string {
  const found = findNginx(systemLookup());
  if (found instanceof Error) throw found;
  return found;
}

export interface NginxSettings {
  PORTAL_LISTEN: string;
  PORTAL_ROOT: string;
  PORTAL_API_UPSTREAM: string;
  PORTAL_API_ORIGIN: string;
  PORTAL_PAYMENT_ORIGIN: string;
  PORTAL_ACCESS_LOG: string;
  PORTAL_ERROR_LOG: string;
}

/** What `envsubst '$PORTAL_…'` does to the template: only these seven names are replaced. */
export function renderNginxConfig(template: string, settings: NginxSettings): string {
  return template.replace(/\$\{(PORTAL_[A-Z_]+)\}/g, (whole, name: string) =>
    name in settings ? settings[name as keyof NginxSettings] : whole,
  );
}

/** A self-signed certificate for localhost and 127.0.0.1, valid for two days. */
interface ThrowawayCertificate {
  certFile: string;
  keyFile: string;
  /** The SHA-256 of its public key, base64: how Chromium is told to trust it and nothing else. */
  spki: string;
}

function throwawayCertificate(dir: string): ThrowawayCertificate {
  const certFile = path.join(dir, 'localhost.crt');
  const keyFile = path.join(dir, 'localhost.key');
  const made = spawnSync(
    'openssl',
    ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '2']
      .concat(['-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1'])
      .concat(['-keyout', keyFile, '-out', certFile]),
    { encoding: 'utf8' },
  );
  if (made.status !== 0)
    throw new Error(
      `openssl could not make a throwaway certificate (apt-get install openssl): ${made.error?.message ?? made.stderr}`,
    );
  const publicKey = crypto.createPublicKey(fs.readFileSync(keyFile)).export({ type: 'spki', format: 'der' });
  return { certFile, keyFile, spki: crypto.createHash('sha256').update(publicKey).digest('base64') };
}

/** Whether the server answers at all (any status), trusting `ca` for HTTPS. */
function answers(url: string, ca?: Buffer): Promise<boolean> {
  if (!ca)
    return fetch(url).then(
      () => true,
      () => false,
    );
  return new Promise((resolve) => {
    https
      .get(url, { ca }, (res) => {
        res.resume();
        resolve(true);
      })
      .on('error', () => resolve(false));
  });
}

export interface RunningNginx {
  url: string;
  /** Chromium's flags for this server: with `tls`, trust its throwaway certificate. */
  chromiumArgs: string[];
  /** The access log deploy/nginx.conf writes (in the temporary prefix; gone after stop()). */
  accessLog: string;
  /** Every error log nginx may write: the site's (deploy/nginx.conf) and nginx's own. */
  errorLogs: string[];
  stop(): Promise<void>;
}

export async function startNginx(
  settings: Omit<NginxSettings, 'PORTAL_LISTEN' | 'PORTAL_ACCESS_LOG' | 'PORTAL_ERROR_LOG'> & {
    port?: number;
    tls?: boolean;
  },
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
  const { tls, ...portal } = settings;
  const certificate = tls ? throwawayCertificate(prefix) : undefined;
  const site = renderNginxConfig(fs.readFileSync(NGINX_TEMPLATE, 'utf8'), {
    ...portal,
    // `http2` on the listen line: nginx before 1.25.1 has no `http2 on;`
    PORTAL_LISTEN: `127.0.0.1:${port}${tls ? ' ssl http2' : ''}`,
    PORTAL_ACCESS_LOG: `${prefix}/access.log`,
    PORTAL_ERROR_LOG: `${prefix}/portal-socios.error.log`,
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
      ...(certificate
        ? [`  ssl_certificate ${certificate.certFile};`, `  ssl_certificate_key ${certificate.keyFile};`]
        : []),
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
  const url = `${tls ? 'https' : 'http'}://localhost:${port}`;
  const ca = certificate && fs.readFileSync(certificate.certFile);
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
    if (await answers(`${url}/favicon.svg`, ca)) break;
    if (i > 100) {
      await stop();
      throw new Error(`nginx did not answer on ${url}:\n${stderr}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const chromiumArgs = certificate ? [`--ignore-certificate-errors-spki-list=${certificate.spki}`] : [];
  const errorLogs = [`${prefix}/portal-socios.error.log`, `${prefix}/error.log`];
  return { url, chromiumArgs, accessLog: `${prefix}/access.log`, errorLogs, stop };
}

import { describe, expect, it } from 'vitest';
import type { LookupEnv } from './browser';
import { missingTools } from './prerequisites';

/** A machine where only `installed` exists, with `PATH` as given. */
function machine(
  installed: string[],
  env: LookupEnv['env'] = {},
  platform: NodeJS.Platform = 'linux',
): LookupEnv {
  return {
    platform,
    env,
    home: '/home/ana',
    exists: (file) => installed.includes(file),
    playwrightChromium: () => undefined,
  };
}

const ALL = ['chromium', 'nginx', 'openssl'] as const;

describe('missingTools', () => {
  it('names nothing on a machine with Debian’s packages', () => {
    const debian = machine(['/usr/bin/chromium-headless-shell', '/usr/sbin/nginx', '/usr/bin/openssl'], {
      PATH: '/usr/local/bin:/usr/bin:/bin',
    });
    expect(missingTools(debian, [...ALL])).toEqual([]);
  });

  it('finds nginx and openssl wherever PATH has them', () => {
    const brew = machine(['/opt/tools/bin/nginx', '/opt/tools/bin/openssl', '/usr/bin/chromium'], {
      PATH: '/usr/bin:/opt/tools/bin',
    });
    expect(missingTools(brew, [...ALL])).toEqual([]);
  });

  it('on an empty machine names each tool with the apt-get and brew commands that install it', () => {
    const missing = missingTools(machine([], { PATH: '/usr/bin:/bin' }), [...ALL]);
    expect(missing).toHaveLength(3);
    const [chromium, nginx, openssl] = missing;
    expect(chromium).toMatch(/^No Chromium-based browser found/);
    expect(chromium).toContain('sudo apt-get install chromium chromium-headless-shell');
    expect(nginx).toMatch(/^nginx not found/);
    expect(nginx).toContain('sudo apt-get install nginx-light');
    expect(nginx).toContain('brew install nginx');
    expect(openssl).toMatch(/^openssl not found/);
    expect(openssl).toContain('sudo apt-get install openssl');
    expect(openssl).toContain('brew install openssl');
  });

  it('looks only for the tools asked for', () => {
    const onlyBrowser = machine(['/usr/bin/chromium'], { PATH: '/usr/bin' });
    expect(missingTools(onlyBrowser, ['chromium'])).toEqual([]);
    expect(missingTools(onlyBrowser, ['nginx'])).toEqual([expect.stringMatching(/^nginx not found/)]);
  });

  it('when NGINX_PATH names a missing file, says so instead of taking another nginx', () => {
    const pointed = machine(['/usr/sbin/nginx'], { NGINX_PATH: '/opt/nope/nginx' });
    expect(missingTools(pointed, ['nginx'])).toEqual([
      expect.stringMatching(/^NGINX_PATH is \/opt\/nope\/nginx, which does not exist/),
    ]);
    expect(missingTools(machine(['/opt/nginx'], { NGINX_PATH: '/opt/nginx' }), ['nginx'])).toEqual([]);
  });

  it('on Windows reads PATH with ; and looks for openssl.exe', () => {
    const windows = machine(['C:\\Tools\\openssl.exe'], { PATH: 'C:\\Windows;C:\\Tools' }, 'win32');
    expect(missingTools(windows, ['openssl'])).toEqual([]);
  });
});

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
const ENGINES = ['firefox', 'webkit', 'xvfb'] as const;

describe('missingTools', () => {
  it('names nothing on a machine with Debian’s packages', () => {
    const debian = machine(
      [
        '/usr/bin/chromium-headless-shell',
        '/usr/sbin/nginx',
        '/usr/bin/openssl',
        '/usr/bin/firefox-esr',
        '/usr/bin/WebKitWebDriver',
        '/usr/bin/xvfb-run',
      ],
      { PATH: '/usr/local/bin:/usr/bin:/bin' },
    );
    expect(missingTools(debian, [...ALL, ...ENGINES])).toEqual([]);
  });

  it('without the other engines names each Debian package that brings one', () => {
    const missing = missingTools(machine([], { PATH: '/usr/bin:/bin' }), [...ENGINES]);
    expect(missing).toEqual([
      expect.stringMatching(/^Firefox ESR not found at \/usr\/bin\/firefox-esr\. /),
      expect.stringMatching(/^WebKitGTK’s WebDriver not found at \/usr\/bin\/WebKitWebDriver\. /),
      expect.stringMatching(/^xvfb-run not found/),
    ]);
    expect(missing[0]).toContain('sudo apt-get install firefox-esr');
    expect(missing[1]).toContain('sudo apt-get install webkit2gtk-driver');
    expect(missing[2]).toContain('sudo apt-get install xvfb');
  });

  it('takes Firefox and WebKit’s driver where FIREFOX_PATH and WEBKIT_DRIVER_PATH say', () => {
    const env = { FIREFOX_PATH: '/opt/ff/firefox', WEBKIT_DRIVER_PATH: '/opt/wk/WebKitWebDriver' };
    expect(
      missingTools(machine(['/opt/ff/firefox', '/opt/wk/WebKitWebDriver'], env), ['firefox', 'webkit']),
    ).toEqual([]);
    expect(missingTools(machine(['/usr/bin/firefox-esr'], env), ['firefox'])).toEqual([
      expect.stringContaining('/opt/ff/firefox'),
    ]);
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

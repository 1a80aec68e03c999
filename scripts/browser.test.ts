import { describe, expect, it } from 'vitest';
import { findChromium, type LookupEnv } from './browser';

const OWN = '/home/ana/.cache/ms-playwright/chromium-1200/chrome-linux/chrome';

function lookup(platform: NodeJS.Platform, installed: string[], over: Partial<LookupEnv> = {}): LookupEnv {
  return {
    platform,
    env: {},
    home: '/Users/ana',
    exists: (file) => installed.includes(file),
    playwrightChromium: () => OWN,
    ...over,
  };
}

describe('findChromium', () => {
  it('uses CHROME_PATH first, whatever else is installed', () => {
    const found = findChromium(
      lookup('linux', ['/usr/bin/chromium', '/opt/chrome'], { env: { CHROME_PATH: '/opt/chrome' } }),
    );
    expect(found).toEqual({ executablePath: '/opt/chrome', source: 'CHROME_PATH' });
  });

  it('when CHROME_PATH names a missing file, says so instead of trying something else', () => {
    const found = findChromium(lookup('linux', ['/usr/bin/chromium'], { env: { CHROME_PATH: '/nope' } }));
    expect(found).toBeInstanceOf(Error);
    expect((found as Error).message).toMatch(/^CHROME_PATH is \/nope, which does not exist/);
  });

  it("on Linux prefers Debian's Chromium, then Ubuntu's, snap's, then Google Chrome", () => {
    expect(findChromium(lookup('linux', ['/usr/bin/chromium', '/usr/bin/google-chrome']))).toMatchObject({
      executablePath: '/usr/bin/chromium',
    });
    expect(findChromium(lookup('linux', ['/snap/bin/chromium']))).toMatchObject({
      executablePath: '/snap/bin/chromium',
    });
    expect(findChromium(lookup('linux', ['/usr/bin/google-chrome-stable']))).toMatchObject({
      executablePath: '/usr/bin/google-chrome-stable',
    });
  });

  it("for Playwright's headless runs on Linux, takes Chromium's headless shell first; Lighthouse's full browser does not", () => {
    const installed = ['/usr/bin/chromium', '/usr/bin/chromium-headless-shell'];
    expect(findChromium(lookup('linux', installed), { headlessShell: true })).toEqual({
      executablePath: '/usr/bin/chromium-headless-shell',
      source: 'Chromium headless shell',
    });
    expect(findChromium(lookup('linux', installed))).toMatchObject({ executablePath: '/usr/bin/chromium' });
    // Without the shell, the full browser; CHROME_PATH still wins.
    expect(findChromium(lookup('linux', ['/usr/bin/chromium']), { headlessShell: true })).toMatchObject({
      executablePath: '/usr/bin/chromium',
    });
    expect(
      findChromium(lookup('linux', [...installed, '/opt/chrome'], { env: { CHROME_PATH: '/opt/chrome' } }), {
        headlessShell: true,
      }),
    ).toMatchObject({ executablePath: '/opt/chrome' });
  });

  it('on macOS finds Chromium or Google Chrome in /Applications or ~/Applications', () => {
    const chromium = '/Users/ana/Applications/Chromium.app/Contents/MacOS/Chromium';
    const chrome = '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome';
    expect(findChromium(lookup('darwin', [chrome, chromium]))).toMatchObject({ executablePath: chromium });
    expect(findChromium(lookup('darwin', [chrome]))).toMatchObject({ executablePath: chrome });
  });

  it('on Windows finds Chrome under Program Files', () => {
    const chrome = 'C:\\Program Files\\Google\\Chrome\\Application\\chrome.exe';
    const found = findChromium(lookup('win32', [chrome], { env: { PROGRAMFILES: 'C:\\Program Files' } }));
    expect(found).toMatchObject({ executablePath: chrome });
  });

  it("then where Playwright's chrome channel looks, launched as that channel", () => {
    expect(findChromium(lookup('linux', ['/opt/google/chrome/chrome', OWN]))).toEqual({
      executablePath: '/opt/google/chrome/chrome',
      channel: 'chrome',
      source: 'Playwright chrome channel',
    });
  });

  it("then Playwright's own Chromium, only if it was installed", () => {
    expect(findChromium(lookup('linux', [OWN]))).toMatchObject({ executablePath: OWN });
    expect(findChromium(lookup('darwin', []))).toBeInstanceOf(Error);
  });

  it('when there is none, the message names the commands that fix it and where it looked', () => {
    const found = findChromium(lookup('linux', []));
    const message = (found as Error).message;
    expect(message).toContain('npx playwright install chromium');
    expect(message).toContain('sudo apt-get install chromium');
    expect(message).toContain('brew install --cask chromium');
    expect(message).toContain('CHROME_PATH');
    expect(message).toContain('/usr/bin/chromium, /usr/bin/chromium-browser');
    expect(message).toContain(OWN);
  });
});

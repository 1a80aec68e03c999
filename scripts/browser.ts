// Finds and launches a Chromium-based browser for the browser tests, screenshots and perf, on any
// developer's laptop. In order: CHROME_PATH; for Playwright's headless runs, Chromium's headless
// shell where Linux packages install it; Chromium, then Google Chrome, at the usual places on
// Linux, macOS and Windows; where Playwright's `chrome` channel looks; Playwright's own Chromium
// (`npx playwright install chromium`). Nothing is downloaded here; when none is found the error
// names the commands that fix it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type LaunchOptions, type Page } from 'playwright-core';
import { PASSWORD, PERSONAS, type Persona } from '../test-support';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export interface BrowserFound {
  executablePath: string;
  /** Set when found where Playwright's `chrome` channel looks: Playwright launches it as that channel. */
  channel?: 'chrome';
  source: string;
}

export interface LookupEnv {
  platform: NodeJS.Platform;
  env: Record<string, string | undefined>;
  home: string;
  exists: (file: string) => boolean;
  /** Where Playwright keeps its own Chromium (it may not be installed). */
  playwrightChromium: () => string | undefined;
}

function usualPaths({ platform, env, home }: LookupEnv): string[] {
  if (platform === 'darwin') {
    const apps = ['/Applications', path.join(home, 'Applications')];
    return [
      ...apps.map((a) => `${a}/Chromium.app/Contents/MacOS/Chromium`),
      ...apps.map((a) => `${a}/Google Chrome.app/Contents/MacOS/Google Chrome`),
    ];
  }
  if (platform === 'win32') {
    const roots = [env.LOCALAPPDATA, env.PROGRAMFILES, env['PROGRAMFILES(X86)']].filter(
      (r): r is string => !!r,
    );
    return [
      ...roots.map((r) => path.win32.join(r, 'Chromium', 'Application', 'chrome.exe')),
      ...roots.map((r) => path.win32.join(r, 'Google', 'Chrome', 'Application', 'chrome.exe')),
    ];
  }
  return [
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/snap/bin/chromium',
    '/usr/bin/google-chrome-stable',
    '/usr/bin/google-chrome',
  ];
}

/** Where Playwright's `chrome` channel finds Google Chrome (stable). */
function chromeChannelPaths({ platform, env }: LookupEnv): string[] {
  if (platform === 'darwin') return ['/Applications/Google Chrome.app/Contents/MacOS/Google Chrome'];
  if (platform === 'win32')
    return [env.LOCALAPPDATA, env.PROGRAMFILES, env['PROGRAMFILES(X86)']]
      .filter((r): r is string => !!r)
      .map((r) => path.win32.join(r, 'Google', 'Chrome', 'Application', 'chrome.exe'));
  return ['/opt/google/chrome/chrome'];
}

/**
 * Chromium's headless shell: the same engine (Blink, V8) without the full browser's windowing and
 * compositing layers; Playwright's own default for headless runs. The journeys take markedly less
 * CPU and wall time in it than in the full Chromium. Lighthouse keeps the full browser (`chromiumPath`).
 */
const HEADLESS_SHELL_PATHS = ['/usr/bin/chromium-headless-shell'];

export function missingBrowserMessage(looked: string[]): string {
  return [
    'No Chromium-based browser found for the browser tests. Any one of these fixes it:',
    '  npx playwright install chromium                          Playwright’s own Chromium (any OS)',
    '  sudo apt-get install chromium chromium-headless-shell   Debian (Fedora: sudo dnf install chromium)',
    '  brew install --cask chromium                             macOS (or install Google Chrome)',
    '  export CHROME_PATH=/path/to/chrome                       a Chromium or Chrome you already have',
    `Looked at: ${looked.join(', ')}`,
  ].join('\n');
}

/** The browser to use, or an Error whose message says how to get one. Pure: inject `LookupEnv` to test. */
export function findChromium(
  lookup: LookupEnv,
  { headlessShell = false }: { headlessShell?: boolean } = {},
): BrowserFound | Error {
  const fromEnv = lookup.env.CHROME_PATH;
  if (fromEnv) {
    if (lookup.exists(fromEnv)) return { executablePath: fromEnv, source: 'CHROME_PATH' };
    return new Error(`CHROME_PATH is ${fromEnv}, which does not exist.\n${missingBrowserMessage([fromEnv])}`);
  }
  const shell =
    headlessShell && lookup.platform === 'linux' ? HEADLESS_SHELL_PATHS.find(lookup.exists) : undefined;
  if (shell) return { executablePath: shell, source: 'Chromium headless shell' };
  const usual = usualPaths(lookup);
  const found = usual.find(lookup.exists);
  if (found) return { executablePath: found, source: 'installed browser' };
  const channel = chromeChannelPaths(lookup);
  const viaChannel = channel.find(lookup.exists);
  if (viaChannel)
    return { executablePath: viaChannel, channel: 'chrome', source: 'Playwright chrome channel' };
  const own = lookup.playwrightChromium();
  if (own && lookup.exists(own)) return { executablePath: own, source: 'Playwright’s Chromium' };
  return new Error(missingBrowserMessage([...usual, ...channel, ...(own ? [own] : [])]));
}

export const systemLookup = (): LookupEnv => ({
  platform: process.platform,
  env: process.env,
  home: os.homedir(),
  exists: (file) => fs.existsSync(file),
  playwrightChromium: () => {
    try {
      return chromium.executablePath();
    } catch {
      return undefined; // a platform Playwright has no build for
    }
  },
});

/** The full browser's executable (Lighthouse runs in it); throws the how-to-fix message when there is none. */
export function chromiumPath(): string {
  const found = findChromium(systemLookup());
  if (found instanceof Error) throw found;
  return found.executablePath;
}

/** Launch options for Playwright's headless runs (args, and the executable or channel found). */
export function chromiumLaunchOptions(): LaunchOptions {
  const found = findChromium(systemLookup(), { headlessShell: true });
  if (found instanceof Error) throw found;
  const target = found.channel ? { channel: found.channel } : { executablePath: found.executablePath };
  return { args: CHROMIUM_ARGS, ...target };
}

/** A headless Chromium; `extraArgs` add to CHROMIUM_ARGS (a test server's certificate to trust). */
export function launchChromium(extraArgs: string[] = []): Promise<Browser> {
  const options = chromiumLaunchOptions();
  return chromium.launch({ headless: true, ...options, args: [...(options.args ?? []), ...extraArgs] });
}

/**
 * Logs a persona in through the portal's own login form at `base`, and waits until the screen the
 * login leads to has loaded (the scripts' way in: perf, the nginx check; the journeys have theirs).
 */
export async function loginThroughForm(page: Page, base: string, persona: Persona) {
  await page.goto(`${base}/login`);
  await page.getByLabel('RUT').fill(PERSONAS[persona]);
  await page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await page.waitForURL((url) => url.pathname !== '/login' && url.pathname !== '/', { timeout: 15_000 });
  await page.waitForLoadState('networkidle');
}

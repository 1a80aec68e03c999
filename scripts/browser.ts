// Finds and launches Chromium for the browser tests, screenshots and perf (ARCHITECTURE §2):
// CHROME_PATH, else Debian's /usr/bin/chromium, else Playwright's own browser if installed.
import fs from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export function chromiumPath(): string | undefined {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((p): p is string => !!p && fs.existsSync(p));
}

export function launchChromium(): Promise<Browser> {
  const executablePath = chromiumPath();
  return chromium.launch({
    headless: true,
    args: CHROMIUM_ARGS,
    ...(executablePath ? { executablePath } : {}),
  });
}

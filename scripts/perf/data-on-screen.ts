// When a member screen opened cold from a link shows its own data (the amount owed, the history,
// the card), on Lighthouse's mobile throttling applied to a real page load: Lighthouse's LCP may be
// the screen's frame (its HydrateFallback's title), which says nothing about the data. Measured in a fresh browser
// context (empty HTTP cache, no service worker) holding the persona's session, with the network
// and CPU throttled to Lighthouse's mobile figures (150 ms round trips, 1.6 Mbps down, 750 Kbps
// up, 4× CPU), applied to the real load rather than simulated. (DevTools' own preset stretches the
// round trip to 562 ms to stand in for TCP's, and counted twice here: the demo keeps connections.)
// "Shown" means the page's stylesheets have arrived (before, the browser paints nothing) and the
// screen's main area has content and no placeholder left: no skeleton (the frame's placeholders
// included) and nothing marked busy.
import type { Browser } from 'playwright-core';
import { launchChromium } from '../browser';
import { login } from './lighthouse-run';
import type { PerfRoute } from './routes';
import type { Site } from './site';

/** Lighthouse's mobile figures (lighthouse/core/config/constants.js: rttMs, throughputKbps). */
const THROTTLING = {
  offline: false,
  latency: 150,
  downloadThroughput: (1638.4 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;
/** Past this, the screen is reported as not showing its data. */
const GIVE_UP_MS = 20_000;

/** Milliseconds from the navigation's start until the data is on screen, or Infinity. */
export async function dataOnScreen(site: Site, r: PerfRoute): Promise<number> {
  if (!r.persona) throw new Error(`${r.route} has no persona: only member screens read data`);
  const { base } = site;
  const browser: Browser = await launchChromium(site.chromiumArgs);
  try {
    const loginContext = await browser.newContext();
    await login(await loginContext.newPage(), base, r.persona, 0);
    const storageState = await loginContext.storageState();
    await loginContext.close();
    const context = await browser.newContext({ storageState, viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', THROTTLING);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(base + r.url, { waitUntil: 'commit' });
    try {
      // The time is read in the frame the condition first holds, not after the round trip back.
      const shown = await page.waitForFunction(
        () => {
          const main = document.querySelector('main');
          // Before its stylesheets have arrived, a page is parsed but not painted.
          const styled = [...document.querySelectorAll('link[rel="stylesheet"]')].every(
            (link) => !!(link as HTMLLinkElement).sheet,
          );
          const done =
            styled &&
            !!main &&
            (main.textContent ?? '').trim().length > 0 &&
            !main.querySelector('.l-skeleton, [aria-busy="true"]');
          return done && performance.now();
        },
        undefined,
        { timeout: GIVE_UP_MS, polling: 'raf' },
      );
      return (await shown.jsonValue()) as number;
    } catch {
      return Infinity;
    }
  } finally {
    await browser.close();
  }
}

// WebKitGTK (Debian's webkit2gtk-driver: WebKitWebDriver and its MiniBrowser) driven by
// selenium-webdriver over classic WebDriver. MiniBrowser needs an X display: the runner is started
// under `xvfb-run -a` (scripts/engines.ts). The driver is started here on a free loopback port and
// Selenium only connects to it, so Selenium Manager (which may download drivers) never runs.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { Builder, By, type WebDriver } from 'selenium-webdriver';
import { freePort } from '../../test-support';
import type { EnginePage } from './driver';
import { webkitDriverPath } from './installed';
import { DEAD_PROXY, LOCAL_HOSTS, TIME_ZONE } from './no-traffic-out';

const WEBKIT_DRIVER_PATH = webkitDriverPath(process.env);
const MINIBROWSER = ['x86_64-linux-gnu', 'aarch64-linux-gnu']
  .map((arch) => `/usr/lib/${arch}/webkit2gtk-4.1/MiniBrowser`)
  .find((file) => fs.existsSync(file));

async function startDriver() {
  const port = await freePort();
  const child = spawn(WEBKIT_DRIVER_PATH, [`--port=${port}`, '--host=local'], { stdio: 'ignore' });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 2000);
    await exited;
    clearTimeout(timer);
  };
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    const up = await fetch(`${url}/status`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { url, stop };
    await new Promise((r) => setTimeout(r, 100));
  }
  await stop();
  throw new Error(`${WEBKIT_DRIVER_PATH} did not answer on ${url} within 10 s`);
}

export async function openWebKit(): Promise<EnginePage> {
  const service = await startDriver();
  let driver: WebDriver;
  try {
    driver = await new Builder()
      .usingServer(service.url)
      .withCapabilities({
        browserName: 'MiniBrowser',
        'webkitgtk:browserOptions': {
          ...(MINIBROWSER ? { binary: MINIBROWSER } : {}),
          // --full-screen lets the window go below MiniBrowser's 447 px minimum (a phone's 390).
          args: [
            '--automation',
            '--full-screen',
            '--enable-html5-local-storage=true',
            `--proxy=http://${DEAD_PROXY.host}:${DEAD_PROXY.port}`,
            ...LOCAL_HOSTS.map((host) => `--ignore-host=${host}`),
            `--time-zone=${TIME_ZONE}`,
          ],
        },
      })
      .build();
  } catch (error) {
    await service.stop();
    throw error;
  }
  const element = (selector: string) => driver.findElement(By.css(selector));
  return {
    engine: 'webkit',
    evaluate: (expression) => driver.executeScript(`return ${expression}`),
    goto: (url) => driver.get(url),
    url: () => driver.getCurrentUrl(),
    click: async (selector) => (await element(selector)).click(),
    type: async (selector, text) => (await element(selector)).sendKeys(text),
    select: async (selector, value) =>
      (await element(`${selector} option[value=${JSON.stringify(value)}]`)).click(),
    async setViewport(width, height) {
      // The window's size includes whatever the browser draws around the page: correct by it. X
      // applies a resize when it gets to it: under load the page still had its old width when read
      // right after, and one correction from that stale width missed for good. So correct from the
      // window's actual size, again, until the page has the width (driver.ts waits for it, and says
      // so when it never comes).
      const window = driver.manage().window();
      await window.setRect({ width, height });
      for (let i = 0; i < 20; i++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        const [innerWidth, innerHeight] = (await driver.executeScript(
          'return [window.innerWidth, window.innerHeight]',
        )) as number[];
        if (innerWidth === width) return;
        const outer = await window.getRect();
        await window.setRect({
          width: outer.width + width - innerWidth!,
          height: outer.height + height - innerHeight!,
        });
      }
    },
    // Classic WebDriver has no console: WebKit's journeys assert the screens only.
    takeProblems: () => [],
    async close() {
      try {
        await driver.quit();
      } finally {
        await service.stop();
      }
    },
  };
}

// Firefox ESR (Debian's firefox-esr) driven by puppeteer-core over WebDriver BiDi: no browser download.
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import type { EnginePage } from './driver';
import { firefoxPath } from './installed';
import { DEAD_PROXY, LOCAL_HOSTS, TIME_ZONE } from './no-traffic-out';

// Before the page's own scripts: a Content-Security-Policy violation is not always a console
// message over BiDi, so the page reports each one itself (zod's `Function` probe was one per load
// before its jitless setting); and an Error logged reaches us as its text (BiDi sends an Error
// argument without its message).
const REPORT_PROBLEMS = `
document.addEventListener('securitypolicyviolation', (e) =>
  console.error('Content-Security-Policy: ' + e.violatedDirective + ' blocked ' + (e.blockedURI || 'inline')));
const logError = console.error.bind(console);
console.error = (...args) => logError(...args.map((a) => (a instanceof Error ? a.stack || String(a) : a)));`;

export async function openFirefox(): Promise<EnginePage> {
  const browser: Browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: firefoxPath(process.env),
    headless: true,
    env: { ...process.env, TZ: TIME_ZONE },
    extraPrefsFirefox: {
      'intl.accept_languages': 'es-CL, es',
      'network.proxy.type': 1,
      'network.proxy.share_proxy_settings': true,
      'network.proxy.http': DEAD_PROXY.host,
      'network.proxy.http_port': DEAD_PROXY.port,
      'network.proxy.ssl': DEAD_PROXY.host,
      'network.proxy.ssl_port': DEAD_PROXY.port,
      'network.proxy.no_proxies_on': LOCAL_HOSTS.join(', '),
      'network.proxy.allow_hijacking_localhost': false,
      'network.dns.disablePrefetch': true,
      'network.captive-portal-service.enabled': false,
      'network.connectivity-service.enabled': false,
      // The member's system asks for reduced motion, as in the Chromium journeys.
      'ui.prefersReducedMotion': 1,
      // Without the service worker, as the Chromium journeys (web/e2e/playwright.config.ts): online
      // it changes no answer, and a page left while the worker still fetched its scripts logs each
      // aborted fetch as an error of that page, which would fail the journey that left it.
      'dom.serviceWorkers.enabled': false,
    },
  });
  try {
    const page: Page = (await browser.pages())[0] ?? (await browser.newPage());
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`uncaught: ${String(error)}`));
    // What lies behind a script that failed to load: the answer's status, or the network's error.
    page.on('requestfailed', (request) =>
      problems.push(`request failed: ${request.url()} (${request.failure()?.errorText ?? '?'})`),
    );
    page.on('response', (response) => {
      if (response.status() >= 400) problems.push(`answer ${response.status()}: ${response.url()}`);
    });
    await page.evaluateOnNewDocument(REPORT_PROBLEMS);
    return firefoxPage(browser, page, problems);
  } catch (error) {
    await browser.close();
    throw error;
  }
}

function firefoxPage(browser: Browser, page: Page, problems: string[]): EnginePage {
  return {
    engine: 'firefox',
    evaluate: (expression) => page.evaluate(expression),
    goto: async (url) => void (await page.goto(url)),
    url: async () => page.url(),
    async click(selector) {
      const handle = await page.$(selector);
      if (!handle) throw new Error(`${selector} went away`);
      await handle.click();
    },
    async type(selector, text) {
      const handle = await page.$(selector);
      if (!handle) throw new Error(`${selector} went away`);
      await handle.type(text);
    },
    select: async (selector, value) => void (await page.select(selector, value)),
    setViewport: (width, height) => page.setViewport({ width, height }),
    takeProblems: () => problems.splice(0),
    close: () => browser.close(),
  };
}

// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { bootScript } from './boot-script';

const code = bootScript();

/** Runs the boot script as a pre-rendered page names it; `paintObserver`: the browser reports paints. */
function boot(paintObserver?: (report: () => void) => void) {
  const element = document.createElement('script');
  element.dataset.entry = '/assets/index-e.js';
  element.dataset.preloads = '/assets/start-s.js /assets/core-c.js';
  document.head.appendChild(element);
  class PaintObserver {
    static supportedEntryTypes = ['paint'];
    constructor(private onEntries: (list: { getEntriesByName: (name: string) => unknown[] }) => void) {}
    observe() {
      paintObserver!(() =>
        this.onEntries({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) }),
      );
    }
    disconnect() {}
  }
  Object.defineProperty(window, 'PerformanceObserver', {
    value: paintObserver ? PaintObserver : undefined,
    configurable: true,
  });
  Object.defineProperty(document, 'currentScript', { value: element, configurable: true });
  new Function(code)();
}

const requested = () => ({
  preloads: [...document.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href')),
  entry: document.querySelector('script[type="module"]')?.getAttribute('src'),
});
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

afterEach(() => {
  document.head.innerHTML = '';
});

describe('the boot script', () => {
  it('requests the entry and its preloads, named on its element, once the first paint is reported', async () => {
    let report = () => {};
    boot((r) => (report = r));
    await wait(50);
    expect(requested()).toEqual({ preloads: [], entry: undefined });
    report();
    await wait(20);
    expect(requested()).toEqual({
      preloads: ['/assets/start-s.js', '/assets/core-c.js'],
      entry: '/assets/index-e.js',
    });
  });

  it('where no paint is reported, requests them a frame after the first one', async () => {
    boot();
    await wait(100);
    expect(requested().entry).toBe('/assets/index-e.js');
  });

  it('is a classic script of ES2017 (no optional chaining or nullish operators, no imports)', () => {
    expect(code).not.toMatch(/\?\.|\?\?|^\s*(import|export)\b/m);
  });
});

// antd's tokens as the build writes them (scripts/design-tokens.ts): antd's names and values, only
// names antd has, colours that pass WCAG AA, and a seed that the whole look follows.
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { designTokens, tokenStylesheet, usedTokens } from './design-tokens';
import { launchChromium } from './browser';
import { CLUB_BLACK, clubTheme } from '../web/src/app/theme';

const tokens = designTokens();
const token = (name: string) => tokens.get(`--ant-${name}`)!;

// WCAG 2.x relative luminance and contrast ratio, of `#rgb`, `#rrggbb` or `rgba(0, 0, 0, a)` over white.
const channels = (colour: string): [number, number, number] => {
  const alpha = /^rgba\(0, ?0, ?0, ?([\d.]+)\)$/.exec(colour);
  if (alpha) return [0, 0, 0].map(() => 255 * (1 - Number(alpha[1]))) as [number, number, number];
  const hex = colour.length === 4 ? colour.replace(/\w/g, (d) => d + d) : colour; // #fff
  return [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
};
const luminance = (colour: string) => {
  const [r, g, b] = channels(colour).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

describe("antd's tokens for the club's theme", () => {
  it('are named and valued as antd writes its CSS variables', () => {
    expect(token('color-primary')).toBe(CLUB_BLACK);
    expect(token('border-radius')).toBe('8px');
    expect(token('border-radius-lg')).toBe('10px');
    expect(token('font-size')).toBe('14px');
    expect(token('line-height')).toBe(String(22 / 14)); // unitless, as in antd
    expect(tokenStylesheet(undefined, new Set(['--ant-color-primary']))).toBe(
      `:root {\n  --ant-color-primary: ${CLUB_BLACK};\n}\n`,
    );
  });

  it('are only names antd has: the build fails on any other, and web/src reads none', () => {
    expect(() => tokenStylesheet(undefined, new Set(['--ant-color-primry']))).toThrow(
      'not antd tokens: --ant-color-primry',
    );
    expect([...usedTokens()].filter((name) => !tokens.has(name))).toEqual([]);
    expect(usedTokens().size).toBeGreaterThan(40);
  });

  it('draw text, links and status messages that pass WCAG AA (4.5:1) on their surfaces', () => {
    for (const surface of [token('color-bg-container'), token('color-bg-layout')]) {
      for (const text of ['color-text', 'color-text-secondary', 'color-text-tertiary', 'color-link'])
        expect(contrast(token(text), surface), `${text} on ${surface}`).toBeGreaterThanOrEqual(4.5);
    }
    expect(contrast(token('color-text-light-solid'), token('color-primary'))).toBeGreaterThanOrEqual(4.5);
    for (const status of ['success', 'info', 'warning', 'error']) {
      const surface = token(`color-${status}-bg`);
      expect(contrast(token('color-text'), surface), status).toBeGreaterThanOrEqual(4.5);
      expect(contrast(token(`color-${status}`), surface), status).toBeGreaterThanOrEqual(4.5);
    }
  });
});

describe('another seed colour', () => {
  const SEED = '#0050b3';
  const css = ['web/src/app/global.css', 'web/src/components/light/light.css'].map((f) =>
    fs.readFileSync(f, 'utf8'),
  );
  // The light kit's markup (light-button.tsx, public-links.tsx) with its stylesheets and the tokens.
  const page = (seed: string) => `<!doctype html><html><head>
    <style>${tokenStylesheet(clubTheme(seed))}</style>${css.map((c) => `<style>${c}</style>`).join('')}
    </head><body><button class="l-button primary" type="button">Pagar</button>
    <a class="l-link" href="#volver">Volver</a></body></html>`;
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser?.close());

  /** The primary button's fill, the link's colour and the keyboard focus ring's, as drawn. */
  async function drawn(seed: string) {
    const tab = await browser.newPage();
    await tab.setContent(page(seed));
    await tab.keyboard.press('Tab'); // the keyboard's focus: :focus-visible
    const colours = await tab.evaluate(() => {
      const style = (selector: string) => getComputedStyle(document.querySelector(selector)!);
      return {
        button: style('.l-button.primary').backgroundColor,
        link: style('.l-link').color,
        focusRing: style('.l-button.primary:focus-visible').outlineColor,
      };
    });
    await tab.close();
    return colours;
  }
  const rgb = (hex: string) => `rgb(${channels(hex).join(', ')})`;

  it('is followed by the primary button, the links and the focus ring', async () => {
    expect(await drawn(SEED)).toEqual({ button: rgb(SEED), link: rgb(SEED), focusRing: rgb(SEED) });
    const club = rgb(CLUB_BLACK);
    expect(await drawn(CLUB_BLACK)).toEqual({ button: club, link: club, focusRing: club });
  });
});

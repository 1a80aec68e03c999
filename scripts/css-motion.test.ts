// What moves on its own, forever (a spinner, the navigation's bar), moves by transform or opacity
// only: the compositor animates those without the page's main thread. A shimmer animated through
// `background-position` had a phone's main thread restyle and repaint the page every frame while
// it still ran the screen's code, and the data showed later (docs/performance.md, "Placeholders
// that move"). Read from the stylesheets as written (web/src).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const WEB = path.resolve(import.meta.dirname, '../web/src');
const COMPOSITED = new Set(['transform', 'opacity']);

const stylesheets = (fs.readdirSync(WEB, { recursive: true }) as string[])
  .filter((f) => f.endsWith('.css'))
  .map((f) => ({
    file: f,
    css: fs.readFileSync(path.join(WEB, f), 'utf8').replace(/\/\*[\s\S]*?\*\//g, ''),
  }));

/** Each @keyframes' name and the properties its steps set. */
function keyframes(css: string): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const m of css.matchAll(/@keyframes\s+([\w-]+)\s*\{((?:[^{}]*\{[^{}]*\})*)[^{}]*\}/g))
    found.set(
      m[1]!,
      [...m[2]!.matchAll(/([a-z-]+)\s*:/g)].map((p) => p[1]!),
    );
  return found;
}

/** The keyframes named by an `animation` that repeats forever. */
const endless = (css: string) =>
  [...css.matchAll(/animation(?:-name)?\s*:([^;}]*)/g)]
    .map((m) => m[1]!)
    .filter((value) => /\binfinite\b/.test(value))
    .flatMap((value) => value.split(/[\s,]+/));

describe('endless animations', () => {
  const all = new Map(stylesheets.flatMap(({ css }) => [...keyframes(css)]));

  it('finds the stylesheets and their keyframes (the spinner among them)', () => {
    expect(stylesheets.length).toBeGreaterThan(10);
    expect(all.get('l-spin')).toEqual(['transform']);
  });

  it('animate only what the compositor can: transform and opacity', () => {
    const offenders = stylesheets.flatMap(({ file, css }) =>
      endless(css)
        .filter((name) => all.has(name))
        .flatMap((name) =>
          all
            .get(name)!
            .filter((property) => !COMPOSITED.has(property))
            .map((property) => `${file}: ${name} animates ${property}`),
        ),
    );
    expect([...new Set(offenders)]).toEqual([]);
  });

  it('would catch a shimmer through background-position', () => {
    const css =
      '.bar { animation: shine 1s infinite } @keyframes shine { from { background-position: 0 } to { background-position: 100% } }';
    expect(endless(css)).toContain('shine');
    expect(keyframes(css).get('shine')).toEqual(['background-position', 'background-position']);
  });
});

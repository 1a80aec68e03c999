// What a build must not contain for the browsers it promises (package.json's `browserslist`, the
// floor the README states): CSS the floor's oldest browsers would ignore or misread, and JavaScript
// they would choke on. The JavaScript's syntax is lowered by the build's target (web/vite.config.ts);
// what a target cannot lower (built-in functions, regular expressions built at run time) is looked
// for here. A feature is forbidden only when the floor lacks it, per caniuse's data (caniuse-lite,
// which browserslist itself reads) or, for the built-ins caniuse does not track, MDN's first Safari
// version: lower the floor and the features the new floor lacks start failing.
import browserslist from 'browserslist';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseAst } from 'vite';

const REPO = path.resolve(import.meta.dirname, '../..');

/** The floor's browsers, e.g. `safari 15.4`, `ios_saf 15.6-15.8`, `chrome 120`. */
export const floorBrowsers = (): string[] => browserslist(undefined, { path: REPO });

interface CaniuseFeature {
  stats: Record<string, Record<string, string>>;
}
const require = createRequire(import.meta.url);
const caniuse = require('caniuse-lite') as {
  feature: (packed: unknown) => CaniuseFeature;
  features: Record<string, unknown>;
};

/** The floor's browsers that lack caniuse's `feature` (partial support counts as lacking). */
export function lackingIn(feature: string, browsers = floorBrowsers()): string[] {
  const packed = caniuse.features[feature];
  if (!packed) throw new Error(`caniuse has no feature "${feature}"`);
  const { stats } = caniuse.feature(packed);
  return browsers.filter((b) => {
    const [name, version] = b.split(' ') as [string, string];
    return !stats[name]?.[version]?.startsWith('y');
  });
}

/** The oldest Safari the floor holds (desktop or iOS), as a number: 15.4. */
function oldestSafari(browsers: string[]): number {
  const versions = browsers
    .filter((b) => /^(safari|ios_saf) /.test(b))
    .map((b) => parseFloat(b.split(' ')[1]!));
  return versions.length ? Math.min(...versions) : Infinity;
}

/** Where a rule's `find` saw the feature: the file and a few characters around it. */
export interface Finding {
  file: string;
  what: string;
  lacking: string[];
  sample: string;
}

interface CssRule {
  what: string;
  caniuse: string;
  find: RegExp;
}

/**
 * CSS the floor might lack, each as caniuse names it and as it reads in minified CSS. Range media
 * queries are what the minifier writes for `max-width` when its targets allow them (Safari before
 * 16.4 then ignores the query and keeps the desktop layout).
 */
const CSS_RULES: CssRule[] = [
  { what: 'range media query', caniuse: 'css-media-range-syntax', find: /@media[^{]*[<>]/g },
  { what: ':has()', caniuse: 'css-has', find: /:has\(/g },
  { what: 'container query', caniuse: 'css-container-queries', find: /@container\b/g },
  { what: 'nested rule', caniuse: 'css-nesting', find: /[{};]\s*&|&\s*[{.:#[>+~]/g },
  { what: '@scope', caniuse: 'css-cascade-scope', find: /@scope\b/g },
  { what: 'subgrid', caniuse: 'css-subgrid', find: /\bsubgrid\b/g },
];

/** Strings and url()s hold text, not CSS (an `&` in a data URL is no nesting). */
const cssWithoutText = (css: string) =>
  css.replace(/url\((?:"[^"]*"|'[^']*'|[^)]*)\)/g, 'url()').replace(/"[^"]*"|'[^']*'/g, '""');

export function checkCss(file: string, css: string, browsers = floorBrowsers()): Finding[] {
  const text = cssWithoutText(css);
  return CSS_RULES.flatMap(({ what, caniuse: feature, find }) => {
    const match = new RegExp(find).exec(text);
    const lacking = match ? lackingIn(feature, browsers) : [];
    return match && lacking.length ? [{ file, what, lacking, sample: around(text, match.index) }] : [];
  });
}

interface Api {
  /** A property (`toSorted`) or, with `global`, a global's name (`requestIdleCallback`). */
  name: string;
  global?: true;
  /** Only as a property of these objects (`AbortSignal.any`): the name alone is too common. */
  on?: string[];
  /** caniuse's feature, or MDN's first Safari (built-ins caniuse does not track). */
  caniuse?: string;
  safari?: number;
}

/**
 * Built-ins a build target cannot lower. Where the same file tests for them (`typeof x`, `'x' in`),
 * they are taken as feature-detected (React Router's view transitions, zod's URL.canParse).
 */
const APIS: Api[] = [
  { name: 'requestIdleCallback', global: true, caniuse: 'requestidlecallback' },
  { name: 'startViewTransition', caniuse: 'view-transitions' },
  { name: 'showModal', caniuse: 'dialog' },
  { name: 'toSorted', safari: 16 },
  { name: 'toReversed', safari: 16 },
  { name: 'toSpliced', safari: 16 },
  { name: 'timeout', on: ['AbortSignal'], safari: 16 },
  { name: 'fromAsync', on: ['Array'], safari: 16.4 },
  { name: 'canParse', on: ['URL'], safari: 17 },
  { name: 'groupBy', on: ['Object', 'Map'], safari: 17.4 },
  { name: 'withResolvers', on: ['Promise'], safari: 17.4 },
  { name: 'any', on: ['AbortSignal'], safari: 17.4 },
];
const API_NAMES = new Map(APIS.map((a) => [a.name, a]));

interface Node {
  type: string;
  [key: string]: unknown;
}

function walk(node: unknown, visit: (n: Node) => void) {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) return node.forEach((n) => walk(n, visit));
  visit(node as Node);
  for (const value of Object.values(node)) if (value && typeof value === 'object') walk(value, visit);
}

const nameOf = (n: unknown): string | undefined => {
  const node = n as Node | undefined;
  if (node?.type === 'Identifier') return node.name as string;
  if (node?.type === 'MemberExpression' && !node.computed) return nameOf(node.property);
  return undefined;
};

/** A regular expression's source the floor may not parse: lookbehind, or the `v` flag's sets. */
function regexFindings(pattern: string, flags: string): string | undefined {
  if (/\(\?<[=!]/.test(pattern)) return 'js-regexp-lookbehind';
  if (flags.includes('v')) return 'v-flag';
  return undefined;
}

export function checkJs(file: string, code: string, browsers = floorBrowsers()): Finding[] {
  const findings: Finding[] = [];
  const used = new Map<string, number>();
  const detected = new Set<string>();
  const regexes: { feature: string; at: number }[] = [];
  walk(parseAst(code), (n) => {
    if (n.type === 'UnaryExpression' && n.operator === 'typeof') {
      const name = nameOf(n.argument);
      if (name) detected.add(name);
    }
    if (n.type === 'BinaryExpression' && n.operator === 'in') {
      const left = n.left as Node;
      if (left.type === 'Literal' && typeof left.value === 'string') detected.add(left.value);
    }
    const use = (name: string) => used.set(name, used.get(name) ?? (n.start as number));
    if (n.type === 'MemberExpression' && !n.computed) {
      const api = API_NAMES.get(nameOf(n.property)!);
      if (api && (!api.on || api.on.includes(nameOf(n.object)!))) use(api.name);
    }
    if (n.type === 'Identifier' && API_NAMES.get(n.name as string)?.global) use(n.name as string);
    if (n.type === 'Literal' && n.regex) {
      const { pattern, flags } = n.regex as { pattern: string; flags: string };
      const feature = regexFindings(pattern, flags);
      if (feature) regexes.push({ feature, at: n.start as number });
    }
    // `new RegExp('(?<=…)')` with a literal source: the target's form of a regex it cannot lower.
    if ((n.type === 'NewExpression' || n.type === 'CallExpression') && nameOf(n.callee) === 'RegExp') {
      const [source, flags] = n.arguments as Node[];
      if (source?.type === 'Literal' && typeof source.value === 'string') {
        const f = flags?.type === 'Literal' && typeof flags.value === 'string' ? flags.value : '';
        const feature = regexFindings(source.value, f);
        if (feature) regexes.push({ feature, at: n.start as number });
      }
    }
  });
  const safari = oldestSafari(browsers);
  for (const { feature, at } of regexes) {
    const lacking =
      feature === 'v-flag'
        ? browsers.filter((b) => /^(safari|ios_saf) /.test(b) && parseFloat(b.split(' ')[1]!) < 17)
        : lackingIn(feature, browsers);
    if (lacking.length)
      findings.push({ file, what: `regular expression (${feature})`, lacking, sample: around(code, at) });
  }
  for (const api of APIS) {
    const at = used.get(api.name);
    if (at === undefined || detected.has(api.name)) continue;
    const lacking = api.caniuse
      ? lackingIn(api.caniuse, browsers)
      : safari < api.safari!
        ? [`safari ${safari}`]
        : [];
    if (lacking.length)
      findings.push({ file, what: `${api.name} without a check`, lacking, sample: around(code, at) });
  }
  return findings;
}

function around(text: string, at: number): string {
  return text.slice(Math.max(0, at - 40), at + 60).replace(/\s+/g, ' ');
}

/** Every CSS file, every HTML page's `<style>`s, and every script of a build. */
export function checkBuild(dist: string): Finding[] {
  const browsers = floorBrowsers();
  const files = (fs.readdirSync(dist, { recursive: true }) as string[]).sort();
  return files.flatMap((rel) => {
    const file = path.join(dist, rel);
    if (rel.endsWith('.css')) return checkCss(rel, fs.readFileSync(file, 'utf8'), browsers);
    if (rel.endsWith('.js')) return checkJs(rel, fs.readFileSync(file, 'utf8'), browsers);
    if (rel.endsWith('.html')) {
      const styles = [...fs.readFileSync(file, 'utf8').matchAll(/<style[^>]*>([^<]*)<\/style>/g)];
      return checkCss(rel, styles.map((m) => m[1]).join('\n'), browsers);
    }
    return [];
  });
}

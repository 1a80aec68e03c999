import { describe, expect, it } from 'vitest';
import { checkCss, checkJs, floorBrowsers, lackingIn } from './floor-check';

const what = (findings: { what: string }[]) => findings.map((f) => f.what);
/** A floor below the project's: Safari 15.0 has no :has() (15.4) and no <dialog> (15.4). */
const OLDER = ['safari 15', 'chrome 120'];

describe('the floor (package.json browserslist)', () => {
  it('holds Safari and iOS 15.4, Chrome and Edge 120, and Firefox ESR', () => {
    const floor = floorBrowsers();
    for (const b of ['safari 15.4', 'ios_saf 15.4', 'chrome 120', 'and_chr', 'edge 120', 'firefox'])
      expect(floor.some((f) => f.startsWith(b))).toBe(true);
    expect(floor).not.toContain('safari 15.2');
  });

  it('lacks range media queries (Safari 16.4) but has :has() and <dialog> (15.4), per caniuse', () => {
    expect(lackingIn('css-media-range-syntax')).toContain('ios_saf 15.4');
    expect(lackingIn('css-has')).toEqual([]);
    expect(lackingIn('dialog')).toEqual([]);
  });
});

describe('checkCss', () => {
  it('finds the range media queries the minifier writes for a newer target', () => {
    const findings = checkCss('web.css', '.a{color:red}@media (width<=991px){.app-sider{display:none}}');
    expect(what(findings)).toEqual(['range media query']);
    expect(findings[0]!.lacking).toContain('safari 15.4');
    expect(findings[0]!.sample).toContain('@media (width<=991px)');
  });

  it('passes max-width queries, and what the floor has (:has, @layer, :focus-visible)', () => {
    const css =
      '@layer base{.a{color:red}}@media (max-width:991px){.s{display:none}}.r:has(input:focus-visible){outline:2px solid}';
    expect(checkCss('web.css', css)).toEqual([]);
  });

  it('finds nesting and container queries, but not an & inside a string or a url()', () => {
    expect(
      what(checkCss('a.css', '.card{color:red;&:hover{color:blue}}@container (width>1px){.b{}}')),
    ).toEqual(['container query', 'nested rule']);
    expect(checkCss('a.css', '.i{background:url(data:image/svg+xml;a&b)}.q::after{content:"a & b"}')).toEqual(
      [],
    );
  });

  it('forbids :has() once the floor is below Safari 15.4', () => {
    expect(what(checkCss('a.css', '.r:has(input:checked){color:#fff}', OLDER))).toEqual([':has()']);
  });
});

describe('checkJs', () => {
  it('finds built-ins the floor lacks, used without a check', () => {
    const code =
      'export const s = list.toSorted(); const t = AbortSignal.timeout(5000); requestIdleCallback(run);';
    expect(what(checkJs('a.js', code))).toEqual([
      'requestIdleCallback without a check',
      'toSorted without a check',
      'timeout without a check',
    ]);
  });

  it('passes them where the same file tests for them first', () => {
    const code =
      'typeof requestIdleCallback == "function" ? requestIdleCallback(run) : setTimeout(run); ' +
      'const ok = typeof URL.canParse == "function" ? URL.canParse(u) : true; ' +
      '"toSorted" in Array.prototype && list.toSorted();';
    expect(checkJs('a.js', code)).toEqual([]);
  });

  it('passes what the floor has (.at(), findLast, structuredClone, showModal) and a timeout that is no AbortSignal', () => {
    const code =
      'list.at(-1); list.findLast(Boolean); structuredClone(x); dialog.showModal(); fetcher.timeout(1);';
    expect(checkJs('a.js', code)).toEqual([]);
  });

  it('finds a lookbehind regex, as a literal or as the RegExp the target rewrites it into', () => {
    expect(what(checkJs('a.js', 'export const a = /(?<=\\$)\\d+/;'))).toEqual([
      'regular expression (js-regexp-lookbehind)',
    ]);
    expect(what(checkJs('a.js', 'export const a = new RegExp("(?<!x)y", "g");'))).toEqual([
      'regular expression (js-regexp-lookbehind)',
    ]);
    expect(checkJs('a.js', 'export const a = /(?<name>\\d+)/;')).toEqual([]);
  });

  it('finds showModal without a check once the floor is below Safari 15.4', () => {
    expect(what(checkJs('a.js', 'dialog.showModal();', OLDER))).toEqual(['showModal without a check']);
  });
});

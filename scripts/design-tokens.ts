// antd's design tokens as CSS custom properties, for the stylesheets of a SPA that ships none of
// antd's JavaScript. antd's own theme algorithm derives every token from the club's seed
// (web/src/app/theme.ts), at build time, in Node; each is written under the name antd itself gives
// it as a CSS variable (`colorPrimary` → `--ant-color-primary`, `borderRadiusLG` →
// `--ant-border-radius-lg`), with antd's units (px, but for line heights, weights, z-indexes and
// opacities). An antd component loaded lazily by some screen would therefore read the same values.
// The build writes only the tokens web/src reads, and fails on a name antd does not have.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { ThemeConfig } from 'antd';
import { theme as clubTheme } from '../web/src/app/theme.ts';

// antd's CommonJS builds: its ES build does not load in Node.
const require = createRequire(import.meta.url);
const { default: antdTheme } = require('antd/lib/theme') as typeof import('antd/lib/theme');
const { unitless, ignore } = require('antd/lib/theme/useToken') as {
  unitless: Record<string, boolean>;
  ignore: Record<string, boolean>;
};
const { token2CSSVar } = require('@ant-design/cssinjs') as typeof import('@ant-design/cssinjs');

/** Every token antd derives from `config`, as antd names it in CSS, with its CSS value. */
export function designTokens(config: ThemeConfig = clubTheme): Map<string, string> {
  const tokens = antdTheme.getDesignToken(config) as unknown as Record<string, unknown>;
  const variables = new Map<string, string>();
  for (const [key, value] of Object.entries(tokens)) {
    if (ignore[key] || (typeof value !== 'string' && typeof value !== 'number')) continue;
    const css = typeof value === 'number' && !unitless[key] ? `${value}px` : String(value);
    // antd's multi-line shadows, on one line.
    variables.set(token2CSSVar(key, 'ant'), css.replace(/\s*\n\s*/g, ' ').trim());
  }
  return variables;
}

const SOURCES = path.resolve(import.meta.dirname, '../web/src');
const USE = /var\((--ant-[a-z0-9-]+)/g;

/** The antd variables web/src reads (its stylesheets, and its components' inline styles). */
export function usedTokens(root: string = SOURCES): Set<string> {
  const used = new Set<string>();
  for (const file of fs.readdirSync(root, { recursive: true, encoding: 'utf8' })) {
    if (!/\.(css|tsx?)$/.test(file) || /\.test\.tsx?$/.test(file)) continue;
    for (const [, name] of fs.readFileSync(path.join(root, file), 'utf8').matchAll(USE)) used.add(name!);
  }
  return used;
}

/**
 * The stylesheet of the tokens: `:root { --ant-…: … }`, with those `only` names (all when absent).
 * Throws on a name of `only` that antd has no token for (a typo would otherwise draw nothing).
 */
export function tokenStylesheet(config: ThemeConfig = clubTheme, only?: Set<string>): string {
  const tokens = designTokens(config);
  const unknown = [...(only ?? [])].filter((name) => !tokens.has(name));
  if (unknown.length) throw new Error(`not antd tokens: ${unknown.sort().join(', ')}`);
  const names = only ? [...only].sort() : [...tokens.keys()];
  return `:root {\n${names.map((name) => `  ${name}: ${tokens.get(name)};`).join('\n')}\n}\n`;
}

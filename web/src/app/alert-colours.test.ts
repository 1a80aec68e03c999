import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ALERT_COLOURS, CLUB_BLACK as ALERT_TEXT, theme } from './theme'; // alerts are read in the club's black

const lightCss = fs.readFileSync(path.resolve('web/src/components/light/light.css'), 'utf8');

/** The declarations of the last rule whose selector is exactly `selector` in light.css. */
function rule(selector: string): Record<string, string> {
  const escaped = selector.replace(/\./g, '\\.');
  const matches = [...lightCss.matchAll(new RegExp(`(?:^|\\n)${escaped} \\{([^}]*)\\}`, 'g'))];
  const body = matches.at(-1)?.[1] ?? '';
  return Object.fromEntries(
    [...body.matchAll(/([a-z-]+):\s*([^;]+);/g)].map((m) => [m[1]!, m[2]!.trim().toLowerCase()]),
  );
}

// WCAG 2.x relative luminance and contrast ratio.
const luminance = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

describe('alert colours (one visual language on both kits)', () => {
  it('antd alerts use the club surfaces, not ones derived from the status colour', () => {
    const t = theme.token!;
    expect([t.colorSuccess, t.colorSuccessBg, t.colorSuccessBorder]).toEqual(
      Object.values(ALERT_COLOURS.success),
    );
    expect([t.colorInfo, t.colorInfoBg, t.colorInfoBorder]).toEqual(Object.values(ALERT_COLOURS.info));
    expect([t.colorWarning, t.colorWarningBg, t.colorWarningBorder]).toEqual(
      Object.values(ALERT_COLOURS.warning),
    );
    expect([t.colorError, t.colorErrorBg, t.colorErrorBorder]).toEqual(Object.values(ALERT_COLOURS.error));
  });

  it('the light screens’ alerts have the same surface, border and text as antd’s', () => {
    for (const status of ['success', 'info', 'warning', 'error'] as const) {
      expect(rule(`.l-alert.${status}`), status).toEqual({
        background: ALERT_COLOURS[status].bg,
        'border-color': ALERT_COLOURS[status].border,
      });
    }
    expect(lightCss).toMatch(
      /\.l-alert\.success,\s*\.l-alert\.info,\s*\.l-alert\.error,\s*\.l-alert\.warning \{\s*color: #141414;/,
    );
    expect(ALERT_TEXT).toBe('#141414');
  });

  it('text and icons pass WCAG AA (4.5:1) on every surface', () => {
    for (const [status, c] of Object.entries(ALERT_COLOURS)) {
      expect(contrast(ALERT_TEXT, c.bg), status).toBeGreaterThanOrEqual(4.5);
      expect(contrast(c.icon, c.bg), status).toBeGreaterThanOrEqual(4.5);
    }
  });
});

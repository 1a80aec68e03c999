import type { ThemeConfig } from 'antd';

// The club's theme, as antd's: the seed its theme algorithm derives every token from. The build
// writes the tokens as CSS custom properties with antd's names (scripts/design-tokens.ts), and every
// stylesheet reads them: change the seed and every screen follows. Nothing here ships to members.

/** The club's black: buttons, links, focus rings, the header, the info icon. */
export const CLUB_BLACK = '#141414';

/** The club's theme with `seed` as its primary colour (tests try another). */
export function clubTheme(seed: string = CLUB_BLACK): ThemeConfig {
  return {
    token: {
      colorPrimary: seed,
      // Links derive from the info colour in antd: both follow the seed (antd's default blue info
      // text is 4.1:1 on white, below WCAG AA).
      colorInfo: seed,
      // The club's text is its black whatever the seed; antd's default secondary greys fail AA on
      // the light surfaces (4.5:1), these pass.
      colorText: CLUB_BLACK,
      colorTextSecondary: 'rgba(0, 0, 0, 0.68)',
      colorTextTertiary: 'rgba(0, 0, 0, 0.62)',
      colorTextDescription: 'rgba(0, 0, 0, 0.65)',
      colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
      // Status colours dark enough for AA text on their pale surfaces (a test checks).
      colorSuccess: '#2b6a0f',
      colorWarning: '#8a4b00',
      colorError: '#b3261e',
      // antd derives the status surfaces from the status colour, which turns the dark green into a
      // muddy grey-green that reads as disabled: one pale surface and border per status instead.
      colorSuccessBg: '#f3f9ee',
      colorSuccessBorder: '#b7dc9f',
      colorInfoBg: '#f2f2f0',
      colorInfoBorder: '#d6d6d2',
      colorWarningBg: '#fdf5e6',
      colorWarningBorder: '#f0cf9a',
      colorErrorBg: '#fdf1f0',
      colorErrorBorder: '#f0b8b3',
      colorBgLayout: '#f4f4f2',
      borderRadius: 8,
      fontFamily:
        "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
    },
  };
}

export const theme = clubTheme();

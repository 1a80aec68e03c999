import type { ThemeConfig } from 'antd';

// The club's black and white. Every text colour here passes WCAG AA (≥ 4.5:1) on white and on the
// light surfaces antd draws; antd's default blue (4.1:1) and grey secondary text do not.
export const CLUB_BLACK = '#141414';

/**
 * One look for success, info, warning and error messages, on antd's Alert and on the light
 * screens' `.l-alert` (components/light/light.css uses the same values; a test keeps them equal and
 * checks AA contrast): a pale surface of the status colour, a border, the club's black text and the
 * status colour for the icon. antd would derive the surfaces from the status colour, which turns the
 * dark green into a muddy grey-green that reads as disabled.
 */
export const ALERT_COLOURS = {
  success: { icon: '#2b6a0f', bg: '#f3f9ee', border: '#b7dc9f' },
  info: { icon: CLUB_BLACK, bg: '#f2f2f0', border: '#d6d6d2' },
  warning: { icon: '#8a4b00', bg: '#fdf5e6', border: '#f0cf9a' },
  error: { icon: '#b3261e', bg: '#fdf1f0', border: '#f0b8b3' },
} as const;
export const theme: ThemeConfig = {
  token: {
    colorPrimary: CLUB_BLACK,
    colorInfo: ALERT_COLOURS.info.icon,
    // Alerts derive their surfaces from the status colours (colorInfo is black): set them here.
    colorInfoBg: ALERT_COLOURS.info.bg,
    colorInfoBorder: ALERT_COLOURS.info.border,
    colorSuccessBg: ALERT_COLOURS.success.bg,
    colorSuccessBorder: ALERT_COLOURS.success.border,
    colorWarningBg: ALERT_COLOURS.warning.bg,
    colorWarningBorder: ALERT_COLOURS.warning.border,
    colorErrorBg: ALERT_COLOURS.error.bg,
    colorErrorBorder: ALERT_COLOURS.error.border,
    colorLink: CLUB_BLACK,
    colorLinkHover: '#434343',
    colorLinkActive: '#000000',
    colorSuccess: ALERT_COLOURS.success.icon,
    colorError: ALERT_COLOURS.error.icon,
    colorWarning: ALERT_COLOURS.warning.icon,
    colorTextSecondary: 'rgba(0, 0, 0, 0.68)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.62)',
    colorTextDescription: 'rgba(0, 0, 0, 0.65)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
    colorBgLayout: '#f4f4f2',
    borderRadius: 8,
    fontFamily:
      "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  },
  components: {
    Layout: { headerBg: CLUB_BLACK, headerColor: '#ffffff', headerPadding: '0 16px', footerBg: CLUB_BLACK },
    Menu: { itemSelectedColor: CLUB_BLACK, itemSelectedBg: '#e8e8e6' },
  },
};

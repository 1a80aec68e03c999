import type { ThemeConfig } from 'antd';

// The club's black and white. Every text colour here passes WCAG AA (≥ 4.5:1) on white and on the
// light surfaces antd draws; antd's default blue (4.1:1) and grey secondary text do not.
export const CLUB_BLACK = '#141414';
export const theme: ThemeConfig = {
  token: {
    colorPrimary: CLUB_BLACK,
    colorInfo: CLUB_BLACK,
    // Info alerts derive their surface from colorInfo; keep them light grey, not black.
    colorInfoBg: '#f2f2f0',
    colorInfoBorder: '#d6d6d2',
    colorLink: CLUB_BLACK,
    colorLinkHover: '#434343',
    colorLinkActive: '#000000',
    colorSuccess: '#2b6a0f',
    colorError: '#b3261e',
    colorWarning: '#8a4b00',
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

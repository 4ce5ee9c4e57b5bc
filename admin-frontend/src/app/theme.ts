import type { ThemeConfig } from 'antd';

/**
 * The shell's palette (shell/src/styles/tokens.css) as literals: antd derives hover and active
 * shades from these in JS, which a CSS var() cannot feed. Text colours are solid, so the
 * contrast test measures exactly what is drawn.
 */
export const PALETTE = {
  ink: '#141414',
  inkSoft: '#3b3935',
  muted: '#67625b',
  ivory: '#faf7f2',
  paper: '#ffffff',
  line: '#e3ddd2',
  lineStrong: '#cfc7b9',
  lineSoft: '#f1ece3',
  gold: '#7d673d',
  danger: '#9b2c2c',
  success: '#2f5d48',
} as const;

export const BODY_FONT = "var(--dw-font-body, 'Jost', 'Helvetica Neue', Arial, sans-serif)";
export const DISPLAY_FONT = "var(--dw-font-display, 'Cormorant Garamond', 'Times New Roman', serif)";

export const adminTheme: ThemeConfig = {
  token: {
    colorPrimary: PALETTE.ink,
    colorInfo: PALETTE.ink,
    colorLink: PALETTE.ink,
    colorError: PALETTE.danger,
    colorSuccess: PALETTE.success,
    colorText: PALETTE.ink,
    colorTextSecondary: PALETTE.inkSoft,
    // antd's defaults here are 45% black, which fails 4.5:1 on ivory.
    colorTextTertiary: PALETTE.muted,
    colorTextDescription: PALETTE.muted,
    colorTextPlaceholder: PALETTE.muted,
    colorBgLayout: PALETTE.ivory,
    colorBgContainer: PALETTE.paper,
    colorBorder: PALETTE.lineStrong,
    colorBorderSecondary: PALETTE.line,
    colorFillAlter: '#fbf9f5',
    fontFamily: BODY_FONT,
    fontSize: 14,
    borderRadius: 2,
    borderRadiusLG: 4,
    controlHeight: 36,
  },
  components: {
    Layout: { headerBg: PALETTE.ink, headerHeight: 64, bodyBg: PALETTE.ivory },
    Tabs: { itemColor: PALETTE.inkSoft, itemSelectedColor: PALETTE.ink, inkBarColor: PALETTE.ink, titleFontSize: 15 },
    Table: {
      headerBg: PALETTE.lineSoft,
      headerColor: PALETTE.ink,
      rowHoverBg: '#fcfaf6',
      headerSortActiveBg: '#ebe4d8',
      bodySortBg: '#fdfbf8',
    },
    Button: { primaryShadow: 'none', defaultShadow: 'none', dangerShadow: 'none', fontWeight: 500 },
    Card: { headerFontSize: 14 },
    Statistic: { contentFontSize: 28 },
  },
};

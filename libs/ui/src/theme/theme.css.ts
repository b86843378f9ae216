import { createGlobalTheme } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { breakpoints } from './breakpoints';

// One light theme, applied at :root so that everything (including native <dialog> content in
// the top layer) sees the tokens. Colours were picked for WCAG AA contrast on their surfaces.
createGlobalTheme(':root', vars, {
  color: {
    background: '#f6f7f9',
    surface: '#ffffff',
    surfaceMuted: '#f9fafb',
    surfaceHover: '#f2f4f7',
    border: '#e4e7ec',
    borderStrong: '#d0d5dd',
    text: '#101828',
    textMuted: '#475467',
    textSubtle: '#5d6679',
    textInverse: '#ffffff',
    brand: '#4f46e5',
    brandHover: '#4338ca',
    brandActive: '#3730a3',
    brandSoft: '#eef2ff',
    brandText: '#4338ca',
    /** Edge of a brand-tinted badge. */
    brandBorder: '#c7d2fe',
    /** Hover on a control sitting on `brandSoft` (a chip's remove button). */
    brandSoftHover: 'rgba(79, 70, 229, 0.14)',
    onBrand: '#ffffff',
    /** The product logo's tile: a gradient from this to `brandActive`, with a light top edge. */
    logoGradientStart: '#6366f1',
    logoHighlight: 'rgba(255, 255, 255, 0.2)',
    /**
     * The one focus indicator's colour (`focusRing` in focus.ts draws it). Solid, and between
     * the light and the dark surfaces in luminance, so it keeps WCAG 2.2's 3:1 (SC 1.4.11 /
     * 2.4.11) on every one: 4.1:1 on white, 3.7:1 on brandSoft, 4.5:1 on the sidebar, 3.4:1 on
     * sidebarActive.
     */
    focusRing: '#6b6ef2',
    danger: '#d92d20',
    dangerHover: '#b42318',
    dangerSoft: '#fef3f2',
    dangerText: '#b42318',
    /** Edges of the soft tone boxes (alerts, badges). */
    dangerBorder: '#fecdca',
    success: '#079455',
    successSoft: '#ecfdf3',
    successText: '#067647',
    successBorder: '#abefc6',
    warningSoft: '#fffaeb',
    warningText: '#b54708',
    warningBorder: '#fedf89',
    infoSoft: '#eff8ff',
    infoText: '#175cd3',
    infoBorder: '#b2ddff',
    overlay: 'rgba(16, 24, 40, 0.55)',
    /** The sticky top bar: the surface, slightly see-through (blurred content scrolls under it). */
    topBar: 'rgba(255, 255, 255, 0.92)',
    sidebar: '#111322',
    sidebarHover: '#1d2035',
    sidebarActive: '#272a45',
    sidebarText: '#f2f4f7',
    sidebarTextMuted: '#a9b0c3',
    sidebarBorder: '#23263a',
    /** The bar beside the current page's link. */
    sidebarIndicator: '#818cf8',
    /** The one highlighted sidebar action (Return to Admin): tint, hover tint, text. */
    sidebarAccent: 'rgba(99, 102, 241, 0.16)',
    sidebarAccentHover: 'rgba(99, 102, 241, 0.26)',
    sidebarAccentText: '#c7d2fe',
    /**
     * The trend chart's two lines (gross revenue, net profit): apart in hue and in lightness for
     * colour-blind eyes, each over 3:1 on the surface (SC 1.4.11): 6.3:1 and 5.5:1 on white.
     */
    chartRevenue: '#4f46e5',
    chartProfit: '#c4320a',
  },
  font: {
    body: "'Inter Variable', 'Inter Fallback', Inter, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  },
  fontSize: {
    xs: '0.75rem',
    sm: '0.8125rem',
    md: '0.875rem',
    lg: '1rem',
    xl: '1.25rem',
    xxl: '1.5rem',
    display: '1.875rem',
  },
  fontWeight: {
    regular: '400',
    medium: '500',
    semibold: '600',
    bold: '700',
  },
  lineHeight: {
    tight: '1.25',
    normal: '1.5',
    relaxed: '1.65',
  },
  space: {
    none: '0',
    xxs: '2px',
    xs: '4px',
    sm: '8px',
    md: '12px',
    lg: '16px',
    xl: '24px',
    xxl: '32px',
    xxxl: '48px',
  },
  radius: {
    sm: '6px',
    md: '8px',
    lg: '12px',
    xl: '16px',
    full: '9999px',
  },
  shadow: {
    xs: '0 1px 2px rgba(16, 24, 40, 0.05)',
    sm: '0 1px 3px rgba(16, 24, 40, 0.08), 0 1px 2px rgba(16, 24, 40, 0.04)',
    md: '0 4px 8px -2px rgba(16, 24, 40, 0.08), 0 2px 4px -2px rgba(16, 24, 40, 0.04)',
    lg: '0 20px 24px -4px rgba(16, 24, 40, 0.1), 0 8px 8px -4px rgba(16, 24, 40, 0.04)',
  },
  breakpoint: {
    desktop: `${breakpoints.desktop}px`,
  },
  zIndex: {
    base: '0',
    sticky: '10',
    drawer: '40',
    dialog: '50',
    toast: '60',
  },
  size: {
    sidebarWidth: '248px',
    topBarHeight: '60px',
    controlSm: '32px',
    controlMd: '40px',
    controlLg: '48px',
  },
  transition: {
    fast: '120ms ease',
    normal: '200ms ease',
  },
});

// Media queries cannot read CSS variables, so the breakpoints live here as numbers:
// `desktop` is docs/product.md's layout breakpoint (1024 px: sidebar, side panel); `tablet` is where a
// form puts two fields side by side and actions in a row. The three below `tablet` each exist for
// one layout that runs out of room earlier (or later) than a form does; they are named here so no
// `.css.ts` outside this folder writes a pixel breakpoint (ESLint fails on one, see README).
// `vars.breakpoint.desktop` carries the desktop value for documentation.
export const breakpoints = {
  /** Below it (the narrowest phones, 360–414 px) a segmented control drops its icons for words. */
  narrowPhone: 420,
  /** Below it the top bar has no room for the person's name beside the avatar. */
  smallPhone: 480,
  /** From it a modal dialog's content is wide enough for two columns (the profile modal). */
  wideDialog: 560,
  tablet: 640,
  desktop: 1024,
  /** From it a page beside the sidebar has room for four summary cards in a row (finance). */
  wide: 1280,
} as const;

export const media = {
  narrowPhone: `screen and (max-width: ${breakpoints.narrowPhone - 0.02}px)`,
  smallPhone: `screen and (max-width: ${breakpoints.smallPhone - 0.02}px)`,
  wideDialog: `screen and (min-width: ${breakpoints.wideDialog}px)`,
  tablet: `screen and (min-width: ${breakpoints.tablet}px)`,
  desktop: `screen and (min-width: ${breakpoints.desktop}px)`,
  wide: `screen and (min-width: ${breakpoints.wide}px)`,
  mobile: `screen and (max-width: ${breakpoints.desktop - 0.02}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;

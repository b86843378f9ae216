// Media queries cannot read CSS variables, so the breakpoints live here as numbers:
// `desktop` is SPEC §9's layout breakpoint (1024 px: sidebar, side panel); `tablet` is where a
// form puts two fields side by side and actions in a row. `vars.breakpoint.desktop` carries the
// desktop value for documentation. No `.css.ts` outside this folder writes a pixel breakpoint.
export const breakpoints = { tablet: 640, desktop: 1024 } as const;

export const media = {
  tablet: `screen and (min-width: ${breakpoints.tablet}px)`,
  desktop: `screen and (min-width: ${breakpoints.desktop}px)`,
  mobile: `screen and (max-width: ${breakpoints.desktop - 0.02}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;

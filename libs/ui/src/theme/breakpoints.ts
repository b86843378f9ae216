// Media queries cannot read CSS variables, so the layout breakpoint (SPEC §9: 1024 px) also
// lives here as a number; `vars.breakpoint.desktop` carries the same value for documentation.
export const breakpoints = { desktop: 1024 } as const;

export const media = {
  desktop: `screen and (min-width: ${breakpoints.desktop}px)`,
  mobile: `screen and (max-width: ${breakpoints.desktop - 0.02}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;

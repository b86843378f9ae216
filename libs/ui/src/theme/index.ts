export { vars } from './contract.css';
export { breakpoints, media } from './breakpoints';
export { ThemeRoot } from './ThemeRoot';
export type { ThemeRootProps } from './ThemeRoot';
export { visuallyHidden } from './utils.css';
export { focusRing, focusRingInset } from './focus';
export { formGrid, formGridFull } from './layout.css';

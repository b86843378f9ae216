import type { ReactNode } from 'react';
// Only the latin and latin-ext faces of Inter (see fonts.css), not every script's.
import './fonts.css';
// Imported for their effect only: global.css.ts and theme.css.ts are listed under `sideEffects`
// in package.json (every other module is tree-shakeable). A new module that only registers
// global styles must be listed there too, or the bundler drops it.
import './global.css';

export type ThemeRootProps = { children: ReactNode };

/**
 * Loads the font, the theme tokens and the global styles. The theme is global (:root), so this
 * only needs to be rendered once near the top of the app; it adds no DOM of its own.
 */
export function ThemeRoot({ children }: ThemeRootProps) {
  return <>{children}</>;
}

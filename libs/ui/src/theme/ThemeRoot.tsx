import type { ReactNode } from 'react';
import '@fontsource-variable/inter';
import './global.css';

export type ThemeRootProps = { children: ReactNode };

/**
 * Loads the font, the theme tokens and the global styles. The theme is global (:root), so this
 * only needs to be rendered once near the top of the app; it adds no DOM of its own.
 */
export function ThemeRoot({ children }: ThemeRootProps) {
  return <>{children}</>;
}

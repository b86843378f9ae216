import { StrictMode, type ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { createMemoryStorage, routes } from '@portal/domain';
import { App } from './app/App';

export { isGuestOnly, prerenderedPages, PRERENDERED_ATTRIBUTE } from './app/prerendered-pages';

/**
 * The module of each page's screen that loads on demand (app/route-loaders.tsx; the login page's is in the
 * entry): the page preloads its chunk and carries its CSS.
 */
export const screenModules: Readonly<Record<string, string>> = {
  [routes.register]: 'src/routes/RegisterRoute.tsx',
  [routes.resetPassword]: 'src/routes/ResetPasswordRoute.tsx',
};
export { HIDE_WHEN_SIGNED_IN_CSS, PAGE_START_SCRIPT } from './app/page-start';

/**
 * The build's server-side entry (vite.config.ts renders the public pages with it, in Node): the
 * same app the browser runs, at a fixed address, with nothing stored, so the markup is what the
 * browser's first render of that page produces and hydrating it changes nothing. `prerender`
 * waits for the lazily loaded screens, so the page holds its content rather than a spinner.
 */
export async function renderPage(url: string): Promise<string> {
  const AtUrl = ({ children }: { readonly children: ReactNode }) => (
    <StaticRouter location={url}>{children}</StaticRouter>
  );
  const { prelude } = await prerender(
    <StrictMode>
      <App storage={createMemoryStorage()} Router={AtUrl} />
    </StrictMode>,
  );
  return new Response(prelude).text();
}

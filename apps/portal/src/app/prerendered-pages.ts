import { RESET_TOKEN_PARAM, routes } from '@portal/domain';
import { routeTable } from './routeTable';

/**
 * The pages the build draws to HTML (vite-prerender.ts with src/prerender.tsx): the public pages,
 * which a visitor opens before anything else. Each is drawn at `url` as a visitor with nothing
 * stored sees it there, and written to dist/ as `index.html` for '/' (also every other route's
 * page) and `<name>.html` for '/<name>', which the server sends for that path. The reset page is
 * drawn as its e-mail's link opens it, with a token: 'Verificando link...'.
 */
export const prerenderedPages = [
  { path: routes.login, url: routes.login },
  { path: routes.register, url: routes.register },
  { path: routes.resetPassword, url: `${routes.resetPassword}?${RESET_TOKEN_PARAM}=link` },
] as const;

export type PrerenderedPage = (typeof prerenderedPages)[number];

/** The attribute of #root naming the page drawn in it (its `path`). */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/**
 * The page drawn in this HTML when the app's first render at `location` is that same page: the
 * same path, with every query parameter it was drawn with present (a reset link without its
 * token draws 'Link inválido' instead). Anything else (the service worker's shell for another
 * route, say) is null: the app draws anew.
 */
export function prerenderedPageAt(
  root: HTMLElement,
  location: { readonly pathname: string; readonly search: string },
): PrerenderedPage | null {
  const page = prerenderedPages.find(
    ({ path }) => path === root.getAttribute(PRERENDERED_ATTRIBUTE) && path === location.pathname,
  );
  if (!page) return null;
  const asked = new URLSearchParams(location.search);
  const drawnWith = new URL(page.url, 'http://portal.invalid').searchParams;
  for (const name of drawnWith.keys()) if (!asked.get(name)) return null;
  return page;
}

/** Whether a signed-in person is sent away from the page (its access rule is 'guest'). */
export const isGuestOnly = (page: PrerenderedPage): boolean =>
  routeTable.some((route) => route.path === page.path && route.access === 'guest');

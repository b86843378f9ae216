import { routes } from '@portal/domain';
import { preloadApi } from './api';
import { preloadRoute } from './route-loaders';
import { loadShells } from './shells';

// Kept apart from route-loaders.tsx: the shells' chunk leads to the links that preload routes, and
// an import circle (dynamic imports count) would follow.

/** The performance mark set when the login page starts asking for what 'Entrar' needs. */
export const PRELOAD_FOR_SIGN_IN_MARK = 'portal:preload-for-sign-in';

/**
 * While a person is on the login page: everything 'Entrar' will need, so that its request leaves
 * at once and the landing (meetings for most, the companies screen for admin and council) is
 * drawn with no chunk to wait for: the client with the caches' code, the shells, both landings.
 */
export function preloadForSignIn(): void {
  // Where the bench's count of the login page's own bytes ends (tools/src/bench-login.ts).
  performance.mark(PRELOAD_FOR_SIGN_IN_MARK);
  void preloadApi();
  loadShells().catch(() => undefined);
  preloadRoute(routes.meetings, 'code');
  preloadRoute(routes.adminBusinesses, 'code');
}

/**
 * Runs `run` once the page has loaded and the browser is idle: after the page's own bytes, never
 * among them (the login page's budget counts what its first load fetches).
 */
export function whenIdle(run: () => void, win: Window = window): () => void {
  let cancelled = false;
  const go = () => {
    if (cancelled) return;
    if (typeof win.requestIdleCallback === 'function') {
      win.requestIdleCallback(() => !cancelled && run(), { timeout: 2000 });
    } else {
      win.setTimeout(() => !cancelled && run(), 200);
    }
  };
  if (win.document.readyState === 'complete') go();
  else win.addEventListener('load', go, { once: true });
  return () => {
    cancelled = true;
    win.removeEventListener('load', go);
  };
}

import { useLayoutEffect } from 'react';
import { useNavigate, type NavigateFunction } from 'react-router-dom';
import { preloadRoute } from './route-loaders';
import type { Navigate } from './session-machine';

// Machines navigate outside React's render (an actor's action after a server answer): they call
// `navigate` below, which hands the move to the router's own function once the router is drawn.
// Every move of the app happens after that (from effects and answers), as with a data router.

let routerNavigate: NavigateFunction | undefined;

/**
 * The app's way to move, for the session and spy-mode actors and the shells' links: the screen's
 * code and first data are asked for first, so they travel together while the router draws it
 * (the screen's machine then finds its first read on its way). A move to the page the person is
 * already on draws nothing new, so it reads nothing ahead.
 */
export const navigate: Navigate = (to, options) => {
  if (typeof window !== 'undefined' && to.split(/[?#]/)[0] !== window.location.pathname) {
    preloadRoute(to, 'navigate');
  }
  void routerNavigate?.(to, options);
};

/** Inside the router: lends its navigate function to `navigate` (before any effect runs). */
export function NavigationBridge(): null {
  const current = useNavigate();
  useLayoutEffect(() => {
    routerNavigate = current;
  }, [current]);
  return null;
}

import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { claimEarlyInput } from './app/page-start';
import { isGuestOnly, prerenderedPageAt } from './app/prerendered-pages';
import { loadPublicScreen } from './app/router';
import { preloadRoute } from './app/route-loaders';
import { storedSessionAtStart } from './app/session-machine';
import { loadShells } from './app/shells';
import { startPwa } from './app/pwa';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const storage = window.localStorage;
const stored = storedSessionAtStart(storage);
// A public page arrives drawn (src/prerender.tsx). It is hydrated where the app's first render is
// that very page: nobody signed in, or a page anyone may see (the reset link). A signed-in person
// on the login or registration page is on their way elsewhere: that page, kept hidden until now
// (page-start.ts), is dropped and the app draws what they see, as before.
const page = prerenderedPageAt(root, window.location);
const hydrate = page !== null && !(stored && isGuestOnly(page));

const app = (
  <StrictMode>
    <App storage={storage} />
  </StrictMode>
);

const render = () => {
  if (!hydrate && stored) root.replaceChildren();
  claimEarlyInput(root);
  if (hydrate) hydrateRoot(root, app);
  else createRoot(root).render(app);
};

// Someone with a stored session is drawn inside their shell from the first render (the token
// check goes on meanwhile), so its chunk comes first; a guest gets the login page at once. A
// drawn page's own screen comes first too, so hydrating it leaves the page as it is. A chunk that
// cannot be loaded renders anyway (the router shows the failure where it goes).
const first = [
  ...(stored ? [loadShells()] : []),
  ...(hydrate && page ? [loadPublicScreen(page.path)] : []),
];
// The page's own screen is asked for with them, without holding the first render: the shell's
// loading bar shows while the token is checked, and the screen is then drawn at once.
if (stored) preloadRoute(window.location.pathname, 'code');
if (first.length) void Promise.all(first).then(render, render);
else render();
startPwa();

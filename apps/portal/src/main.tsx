import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { storedSessionAtStart } from './app/session-machine';
import { loadShells } from './app/shells';
import { startPwa } from './app/pwa';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const render = () =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );

// Someone with a stored session is drawn inside their shell from the first render (the token
// check goes on meanwhile), so its chunk comes first; a guest gets the login page at once. A
// shell that cannot be loaded renders anyway (the router shows the failure where the shell goes).
if (storedSessionAtStart(window.localStorage)) void loadShells().then(render, render);
else render();
startPwa();

import type { ComponentType, ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import type { KeyValueStorage } from '@portal/domain';
import { AppNotices, ThemeRoot } from '@portal/ui';
import { navigate, NavigationBridge } from './navigation';
import { updatePortal, usePwaState } from './pwa';
import { AppRoutes } from './router';
import { SessionProvider } from './SessionProvider';
import { SpyModeProvider } from './SpyModeProvider';

type AppProps = {
  /**
   * Where the session is kept. The build draws the public pages with an empty one (nobody signed
   * in), src/prerender.tsx; the browser passes its localStorage.
   */
  readonly storage: KeyValueStorage;
  /** The router around the routes: the browser's address, or a fixed one when the build draws a page. */
  readonly Router?: ComponentType<{ readonly children: ReactNode }>;
};

export function App({ storage, Router = BrowserRouter }: AppProps) {
  const pwa = usePwaState();
  return (
    <ThemeRoot>
      <AppNotices
        offline={pwa.offline}
        updateAvailable={pwa.updateAvailable}
        onUpdate={updatePortal}
      />
      <Router>
        {/* First, so machines can move before any of their effects runs. */}
        <NavigationBridge />
        <SessionProvider navigate={navigate} storage={storage}>
          <SpyModeProvider navigate={navigate} storage={storage}>
            <AppRoutes />
          </SpyModeProvider>
        </SessionProvider>
      </Router>
    </ThemeRoot>
  );
}

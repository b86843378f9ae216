import { BrowserRouter } from 'react-router-dom';
import { AppNotices, ThemeRoot } from '@portal/ui';
import { navigate, NavigationBridge } from './navigation';
import { updatePortal, usePwaState } from './pwa';
import { AppRoutes } from './router';
import { SessionProvider } from './SessionProvider';
import { SpyModeProvider } from './SpyModeProvider';

export function App() {
  const pwa = usePwaState();
  return (
    <ThemeRoot>
      <AppNotices
        offline={pwa.offline}
        updateAvailable={pwa.updateAvailable}
        onUpdate={updatePortal}
      />
      <BrowserRouter>
        {/* First, so machines can move before any of their effects runs. */}
        <NavigationBridge />
        <SessionProvider navigate={navigate}>
          <SpyModeProvider navigate={navigate}>
            <AppRoutes />
          </SpyModeProvider>
        </SessionProvider>
      </BrowserRouter>
    </ThemeRoot>
  );
}

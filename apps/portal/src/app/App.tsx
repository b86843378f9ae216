import { BrowserRouter } from 'react-router-dom';
import { ThemeRoot } from '@portal/ui';
import { navigate, NavigationBridge } from './navigation';
import { AppRoutes } from './router';
import { SessionProvider } from './SessionProvider';
import { SpyModeProvider } from './SpyModeProvider';

export function App() {
  return (
    <ThemeRoot>
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

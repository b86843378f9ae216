import { RouterProvider } from 'react-router-dom';
import { ThemeRoot } from '@portal/ui';
import { router } from './router';
import { SessionProvider, type Navigate } from './SessionProvider';
import { SpyModeProvider } from './SpyModeProvider';

// Machines navigate through the data router itself, so they work outside React's render too.
const navigate: Navigate = (to, options) => void router.navigate(to, options);

export function App() {
  return (
    <ThemeRoot>
      <SessionProvider navigate={navigate}>
        <SpyModeProvider navigate={navigate}>
          <RouterProvider router={router} />
        </SpyModeProvider>
      </SessionProvider>
    </ThemeRoot>
  );
}

import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { DashboardLayout, GlobalSearch, ProfileModal } from '@portal/ui';
import { navigate } from '../app/navigation';
import { preloadRoute } from '../app/route-loaders';
import { useSession } from '../app/session-context';
import { useSpyMode } from '../app/spy-mode-context';
import { useCurrentBusiness } from '../app/useCurrentBusiness';
import { useProfile } from '../containers/useProfile';
import { ShellBell } from './ShellBell';
import { useSearch } from '../containers/useSearch';

/** A sidebar link about to be followed: its screen's code, and its data where the client caches it. */
const prefetchLink = (href: string) => preloadRoute(href, 'intent');

// The business dashboard's shell. In spy mode Log Out reads Exit View and, like Return to Admin,
// leaves the company view (the admin stays signed in). It is drawn as soon as the person is known,
// also while their stored token is still checked (the page inside waits for that).
export function BusinessShellRoute({ children }: { readonly children: ReactNode }) {
  const { shellSession: session, logout } = useSession();
  const spy = useSpyMode();
  const business = useCurrentBusiness();
  const profile = useProfile();
  const search = useSearch('company');
  const { pathname } = useLocation();
  if (!session) return null;

  return (
    <DashboardLayout
      user={{ name: session.user.name, role: session.user.role, pictureUrl: profile.pictureUrl }}
      businessName={business?.name ?? null}
      currentPath={pathname}
      onNavigate={navigate}
      onPrefetch={prefetchLink}
      spyMode={spy.active}
      onLogout={spy.active ? spy.exit : logout}
      onReturnToAdmin={spy.active ? spy.exit : undefined}
      onOpenProfile={profile.open}
      search={<GlobalSearch {...search} />}
      overlays={<ProfileModal {...profile.modal} />}
      topBarActions={session.authType === 'user' ? <ShellBell onNavigate={navigate} /> : undefined}
    >
      {children}
    </DashboardLayout>
  );
}

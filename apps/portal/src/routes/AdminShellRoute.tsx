import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { AdminLayout, GlobalSearch, ProfileModal } from '@portal/ui';
import { navigate } from '../app/navigation';
import { preloadRoute } from '../app/route-loaders';
import { useSession } from '../app/session-context';
import { useProfile } from '../containers/useProfile';
import { ShellBell } from './ShellBell';
import { useSearch } from '../containers/useSearch';

/** A sidebar link about to be followed: its screen's code, and its data where the client caches it. */
const prefetchLink = (href: string) => preloadRoute(href, 'intent');

// Drawn as soon as the person is known, also while their stored token is still checked (the page
// inside waits for that).
export function AdminShellRoute({ children }: { readonly children: ReactNode }) {
  const { shellSession: session, logout } = useSession();
  const profile = useProfile();
  const search = useSearch('companies');
  const { pathname } = useLocation();
  const role = session?.user.role;
  // The layout guard lets only admin and council in; this narrows the type.
  if (!session || (role !== 'admin' && role !== 'council')) return null;

  return (
    <AdminLayout
      role={role}
      user={{ name: session.user.name, pictureUrl: profile.pictureUrl }}
      currentPath={pathname}
      onNavigate={navigate}
      onPrefetch={prefetchLink}
      onLogout={logout}
      onOpenProfile={profile.open}
      search={<GlobalSearch {...search} />}
      overlays={<ProfileModal {...profile.modal} />}
      topBarActions={session.authType === 'user' ? <ShellBell onNavigate={navigate} /> : undefined}
    >
      {children}
    </AdminLayout>
  );
}

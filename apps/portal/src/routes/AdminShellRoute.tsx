import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { AdminLayout, GlobalSearch, ProfileModal } from '@portal/ui';
import { useSession } from '../app/session-context';
import { useProfile } from '../containers/useProfile';
import { ShellBell } from './ShellBell';
import { useSearch } from '../containers/useSearch';

// Drawn as soon as the person is known, also while their stored token is still checked (the page
// inside waits for that).
export function AdminShellRoute({ children }: { readonly children: ReactNode }) {
  const { shellSession: session, logout } = useSession();
  const profile = useProfile();
  const search = useSearch('companies');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const role = session?.user.role;
  // The layout guard lets only admin and council in; this narrows the type.
  if (!session || (role !== 'admin' && role !== 'council')) return null;

  return (
    <AdminLayout
      role={role}
      user={{ name: session.user.name, pictureUrl: profile.pictureUrl }}
      currentPath={pathname}
      onNavigate={(href) => void navigate(href)}
      onLogout={logout}
      onOpenProfile={profile.open}
      search={<GlobalSearch {...search} />}
      overlays={<ProfileModal {...profile.modal} />}
      topBarActions={
        session.authType === 'user' ? (
          <ShellBell onNavigate={(href) => void navigate(href)} />
        ) : undefined
      }
    >
      {children}
    </AdminLayout>
  );
}

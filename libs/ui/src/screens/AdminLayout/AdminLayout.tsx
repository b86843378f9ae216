import { useState } from 'react';
import type { ReactNode } from 'react';
import { routes } from '@portal/domain';
import { AppShell } from '../../components/AppShell/AppShell';
import { Badge } from '../../components/Badge/Badge';
import { Sidebar } from '../../components/Sidebar/Sidebar';
import { SidebarAction } from '../../components/SidebarAction/SidebarAction';
import type { SidebarNavItem } from '../../components/Sidebar/Sidebar';
import type { NavigateHandler } from '../../components/TextLink/TextLink';
import { ToastRegion } from '../../components/ToastRegion/ToastRegion';
import type { ToastItem } from '../../components/Toast/Toast';

export const adminRoles = ['admin', 'council'] as const;
export type AdminRole = (typeof adminRoles)[number];

const companies = {
  id: 'businesses',
  label: 'Empresas',
  href: routes.adminBusinesses,
  icon: 'building',
} as const;
const adminOnly = [
  { id: 'users', label: 'Usuários', href: routes.adminUsers, icon: 'users' },
  { id: 'finance', label: 'Finance', href: routes.adminFinance, icon: 'dollar' },
  { id: 'chat', label: 'Chat', href: routes.adminChat, icon: 'chat' },
  { id: 'audit', label: 'Registro de auditoria', href: routes.adminAudit, icon: 'shield' },
] as const satisfies readonly SidebarNavItem[];

/**
 * docs/product.md Shell: Empresas for all; Usuários, Finance, Chat and Registro de auditoria for
 * admin only.
 */
export function adminNavItems(role: AdminRole): SidebarNavItem[] {
  return role === 'admin' ? [companies, ...adminOnly] : [companies];
}

export type AdminLayoutProps = {
  role: AdminRole;
  user: { name: string; pictureUrl?: string | null };
  currentPath: string;
  onNavigate: NavigateHandler;
  /** A sidebar link pointed at or focused (the Sidebar's `onPrefetch`). */
  onPrefetch?: (href: string) => void;
  /** Clears the session and revalidates auth (the owner does both). */
  onLogout: () => void;
  onOpenProfile?: () => void;
  /** The top bar's search box (GlobalSearch), beside the person's button. */
  search?: ReactNode;
  toasts?: readonly ToastItem[];
  onDismissToast?: (id: string) => void;
  overlays?: ReactNode;
  /** Items of the top bar before the person's button (the notifications bell). */
  topBarActions?: ReactNode;
  children: ReactNode;
};

/**
 * The administration's shell, for admin and council: the sidebar with the 'ADMIN' or 'CONSELHO'
 * badge, 'Empresas' for both and 'Usuários', 'Finance', 'Chat', 'Registro de auditoria' for the
 * admin only, 'Log Out' at
 * its foot; the top bar with the person's button; toasts and overlays (the profile modal) over the
 * page. Below 1024 px the sidebar is a drawer opened by 'Abrir menu'.
 */
export function AdminLayout({
  role,
  user,
  currentPath,
  onNavigate,
  onPrefetch,
  onLogout,
  onOpenProfile,
  search,
  toasts = [],
  onDismissToast,
  overlays,
  topBarActions,
  children,
}: AdminLayoutProps) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const sidebar = (
    <Sidebar
      items={adminNavItems(role)}
      currentPath={currentPath}
      onNavigate={(href) => {
        setDrawerOpen(false);
        onNavigate(href);
      }}
      navLabel="Navegação administrativa"
      onPrefetch={onPrefetch}
      header={
        <Badge tone={role === 'admin' ? 'brand' : 'info'}>
          {role === 'admin' ? 'ADMIN' : 'CONSELHO'}
        </Badge>
      }
      footer={
        <SidebarAction
          icon="logOut"
          onClick={() => {
            setDrawerOpen(false);
            onLogout();
          }}
        >
          Log Out
        </SidebarAction>
      }
    />
  );
  return (
    <>
      <AppShell
        sidebar={sidebar}
        drawerOpen={drawerOpen}
        onDrawerOpenChange={setDrawerOpen}
        topBar={{
          user: { ...user, role },
          onOpenProfile,
          actions: (
            <>
              {search}
              {topBarActions}
            </>
          ),
        }}
      >
        {children}
      </AppShell>
      <ToastRegion toasts={toasts} onDismiss={onDismissToast} />
      {overlays}
    </>
  );
}

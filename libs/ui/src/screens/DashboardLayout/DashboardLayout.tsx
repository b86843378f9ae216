import { useState } from 'react';
import type { ReactNode } from 'react';
import { routes, type SessionRole } from '@portal/domain';
import { AppShell } from '../../components/AppShell/AppShell';
import { Badge } from '../../components/Badge/Badge';
import { Sidebar } from '../../components/Sidebar/Sidebar';
import { SidebarAction } from '../../components/SidebarAction/SidebarAction';
import type { SidebarNavItem } from '../../components/Sidebar/Sidebar';
import type { NavigateHandler } from '../../components/TextLink/TextLink';
import { ToastRegion } from '../../components/ToastRegion/ToastRegion';
import type { ToastItem } from '../../components/Toast/Toast';

/** docs/product.md Shell: the business sidebar, in this order. */
export const dashboardNavItems = [
  { id: 'meetings', label: 'Reuniões', href: routes.meetings, icon: 'calendar' },
  { id: 'tasks', label: 'Tarefas', href: routes.tasks, icon: 'tasks' },
  { id: 'documents', label: 'Documentos', href: routes.documents, icon: 'file' },
  { id: 'reports', label: 'Reports', href: routes.reports, icon: 'chart' },
  { id: 'info', label: 'Empresa', href: routes.info, icon: 'building' },
] as const satisfies readonly SidebarNavItem[];

export type ShellUser = { name: string; role: SessionRole; pictureUrl?: string | null };

export type DashboardLayoutProps = {
  user: ShellUser;
  /** Name of the current business, shown in the top bar. */
  businessName?: string | null;
  currentPath: string;
  onNavigate: NavigateHandler;
  /** A sidebar link pointed at or focused (the Sidebar's `onPrefetch`). */
  onPrefetch?: (href: string) => void;
  /** An admin or council member viewing a company (docs/product.md Spy mode). */
  spyMode?: boolean;
  /** Log Out, or Exit View in spy mode. */
  onLogout: () => void;
  onReturnToAdmin?: () => void;
  onOpenProfile: () => void;
  /** The top bar's search box (GlobalSearch), beside the person's button. */
  search?: ReactNode;
  toasts?: readonly ToastItem[];
  onDismissToast?: (id: string) => void;
  /** Rendered after the page, e.g. the profile modal. */
  overlays?: ReactNode;
  /** Items of the top bar before the person's button (the notifications bell). */
  topBarActions?: ReactNode;
  children: ReactNode;
};

/**
 * The company's shell: the sidebar 'Reuniões', 'Tarefas', 'Documentos', 'Reports', 'Empresa' with
 * 'Log Out'; the company's name in the top bar with the person's button. In spy mode (an admin or
 * council member viewing the company) the top bar adds 'Modo visualização' and the foot reads
 * 'Exit View', with a highlighted 'Return to Admin' above it for admin and council. Below 1024 px
 * the sidebar is a drawer opened by 'Abrir menu'.
 */
export function DashboardLayout({
  user,
  businessName,
  currentPath,
  onNavigate,
  onPrefetch,
  spyMode = false,
  onLogout,
  onReturnToAdmin,
  onOpenProfile,
  search,
  toasts = [],
  onDismissToast,
  overlays,
  topBarActions,
  children,
}: DashboardLayoutProps) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  // docs/product.md: Return to Admin only in spy mode and only for admin or council.
  const canReturnToAdmin = spyMode && (user.role === 'admin' || user.role === 'council');
  const navigate = (href: string) => {
    setDrawerOpen(false);
    onNavigate(href);
  };
  const close = (action: () => void) => () => {
    setDrawerOpen(false);
    action();
  };

  const sidebar = (
    <Sidebar
      items={dashboardNavItems}
      currentPath={currentPath}
      onNavigate={navigate}
      onPrefetch={onPrefetch}
      header={businessName ? <span>{businessName}</span> : undefined}
      footer={
        <>
          {canReturnToAdmin && onReturnToAdmin && (
            <SidebarAction icon="arrowLeft" accent onClick={close(onReturnToAdmin)}>
              Return to Admin
            </SidebarAction>
          )}
          <SidebarAction icon="logOut" onClick={close(onLogout)}>
            {spyMode ? 'Exit View' : 'Log Out'}
          </SidebarAction>
        </>
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
          user,
          onOpenProfile,
          actions: (
            <>
              {search}
              {topBarActions}
            </>
          ),
          title: businessName ?? undefined,
          titleBadge: spyMode ? (
            <Badge tone="warning" dot>
              Modo visualização
            </Badge>
          ) : undefined,
        }}
      >
        {children}
      </AppShell>
      <ToastRegion toasts={toasts} onDismiss={onDismissToast} />
      {overlays}
    </>
  );
}

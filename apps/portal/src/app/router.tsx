import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { Guard } from './Guard';
import { ReplayEarlyInput } from './page-start';
import { legacyRedirect } from './guards';
import { isRedirect, legacyPaths, routeTable, type ScreenKey, type Shell } from './routeTable';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { RouteLoading } from './RouteLoading';
import { AdminShell, BusinessShell } from './shells';
import { LoginRoute } from '../routes/LoginRoute';
import { routes } from '@portal/domain';
import { FullPageSpinner } from '@portal/ui';

// The login page is what most visits open first, so it ships in the entry chunk. The shells come
// in a chunk of their own (./shells.tsx), asked for before the first render when a session is
// stored, so a reload still draws the shell at once with the page's loading bar inside it. Every
// screen loads on demand.
// The other public pages are drawn at build time too (src/prerender.tsx); the browser asks for
// their code before it hydrates them (`loadPublicScreen`), so their drawn page stays as it is.
const loadOnce = <M,>(load: () => Promise<M>) => {
  let loading: Promise<M> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
};
const registerScreen = loadOnce(() => import('../routes/RegisterRoute'));
const resetPasswordScreen = loadOnce(() => import('../routes/ResetPasswordRoute'));
const RegisterRoute = lazy(() => registerScreen().then((m) => ({ default: m.RegisterRoute })));
const ResetPasswordRoute = lazy(() =>
  resetPasswordScreen().then((m) => ({ default: m.ResetPasswordRoute })),
);

/** The code of a public page's screen that loads on demand (none for the login page's). */
export function loadPublicScreen(path: string): Promise<unknown> {
  if (path === routes.register) return registerScreen();
  if (path === routes.resetPassword) return resetPasswordScreen();
  return Promise.resolve();
}
const WaitingRoute = lazy(() =>
  import('../routes/WaitingRoute').then((m) => ({ default: m.WaitingRoute })),
);
// Each workspace screen is its own chunk: the task board brings @dnd-kit, which no other page
// needs (the bench measures what this route loads).
const MeetingsRoute = lazy(() =>
  import('../routes/MeetingsRoute').then((m) => ({ default: m.MeetingsRoute })),
);
const MeetingRoute = lazy(() =>
  import('../routes/MeetingRoute').then((m) => ({ default: m.MeetingRoute })),
);
const TasksRoute = lazy(() =>
  import('../routes/TasksRoute').then((m) => ({ default: m.TasksRoute })),
);
// The library brings @dnd-kit too, in its own chunk (the bench measures it beside the board's).
const DocumentsRoute = lazy(() =>
  import('../routes/DocumentsRoute').then((m) => ({ default: m.DocumentsRoute })),
);
// The reports bring uPlot (in a chunk of its own, loaded with the chart) and html2canvas (loaded
// on Download Report).
const ReportsRoute = lazy(() =>
  import('../routes/ReportsRoute').then((m) => ({ default: m.ReportsRoute })),
);
const ReportRoute = lazy(() =>
  import('../routes/ReportRoute').then((m) => ({ default: m.ReportRoute })),
);
const CompanyInfoRoute = lazy(() =>
  import('../routes/CompanyInfoRoute').then((m) => ({ default: m.CompanyInfoRoute })),
);
// Admin only: the finance dashboard.
const AdminFinanceRoute = lazy(() =>
  import('../routes/AdminFinanceRoute').then((m) => ({ default: m.AdminFinanceRoute })),
);
// Admin only: the audit log.
const AdminAuditRoute = lazy(() =>
  import('../routes/AdminAuditRoute').then((m) => ({ default: m.AdminAuditRoute })),
);
// Admin (and council): the users.
const AdminUsersRoute = lazy(() =>
  import('../routes/AdminUsersRoute').then((m) => ({ default: m.AdminUsersRoute })),
);
const AdminBusinessesRoute = lazy(() =>
  import('../routes/AdminBusinessesRoute').then((m) => ({ default: m.AdminBusinessesRoute })),
);
// The chat brings marked and DOMPurify (the answers' markdown), which only it needs.
const AdminChatRoute = lazy(() =>
  import('../routes/AdminChatRoute').then((m) => ({ default: m.AdminChatRoute })),
);
const AdminViewRoute = lazy(() =>
  import('../routes/AdminViewRoute').then((m) => ({ default: m.AdminViewRoute })),
);

const screens: Record<ScreenKey, ComponentType> = {
  login: LoginRoute,
  register: RegisterRoute,
  resetPassword: ResetPasswordRoute,
  waiting: WaitingRoute,
  meetings: MeetingsRoute,
  meeting: MeetingRoute,
  tasks: TasksRoute,
  documents: DocumentsRoute,
  reports: ReportsRoute,
  report: ReportRoute,
  info: CompanyInfoRoute,
  adminBusinesses: AdminBusinessesRoute,
  adminUsers: AdminUsersRoute,
  adminFinance: AdminFinanceRoute,
  adminChat: AdminChatRoute,
  adminAudit: AdminAuditRoute,
  adminView: AdminViewRoute,
};

// While a screen's code loads: a page of its own shows the full-page spinner, a page in a shell
// the shell's loading bar. Once the first screen is drawn, what the person did on the page before
// the scripts ran is handed over (page-start.ts).
function Loading({ shell, children }: { readonly shell: Shell; readonly children: ReactNode }) {
  const fallback = shell === 'none' ? <FullPageSpinner /> : <RouteLoading />;
  return (
    <Suspense fallback={fallback}>
      {children}
      <ReplayEarlyInput />
    </Suspense>
  );
}

function LegacyRedirect() {
  const { pathname } = useLocation();
  return <Navigate to={legacyRedirect(pathname) ?? routes.login} replace />;
}

function routesFor(shell: Shell): RouteObject[] {
  return routeTable
    .filter((route) => (isRedirect(route) ? shell === 'none' : route.shell === shell))
    .map((route) => {
      if (isRedirect(route)) {
        return {
          path: route.path,
          element: (
            // A redirect shows nothing of its own: like a shell, it may go on while the token is
            // checked, and the page it leads to guards itself.
            <Guard access={route.access} frame="shell">
              <Navigate to={route.redirectTo} replace />
            </Guard>
          ),
        };
      }
      const Screen = screens[route.screen];
      return {
        path: route.path,
        element: (
          <Guard
            access={route.access}
            frame={route.shell === 'none' ? 'page' : 'inShell'}
            revalidateOnEntry={'revalidateOnEntry' in route}
          >
            <Loading shell={route.shell}>
              <Screen />
            </Loading>
          </Guard>
        ),
      };
    });
}

// Shells are layout routes so the sidebar stays mounted while the person moves between pages;
// each layout is guarded by the loosest rule of its pages, each page by its own. A shell is drawn
// while the person's stored token is checked; its pages wait for the check.
const routeObjects: RouteObject[] = [
  ...routesFor('none'),
  {
    element: (
      <Guard access="dashboard" frame="shell">
        <Suspense fallback={<RouteLoading />}>
          <BusinessShell>
            <Outlet />
          </BusinessShell>
        </Suspense>
      </Guard>
    ),
    children: routesFor('business'),
  },
  {
    element: (
      <Guard access="adminOrCouncil" frame="shell">
        <Suspense fallback={<RouteLoading />}>
          <AdminShell>
            <Outlet />
          </AdminShell>
        </Suspense>
      </Guard>
    ),
    children: routesFor('admin'),
  },
  ...legacyPaths.map((path) => ({ path, element: <LegacyRedirect /> })),
  { path: '*', element: <Navigate to={routes.login} replace /> },
];

/**
 * The routes, drawn inside App's `BrowserRouter`. A declarative router rather than a data router
 * (`createBrowserRouter`): the app uses no loaders, actions or fetchers, and the data router's
 * code is about 16 KiB gzip of the login page's JavaScript.
 */
export function AppRoutes() {
  const location = useLocation();
  const element = useRoutes(routeObjects);
  return <RouteErrorBoundary location={location}>{element}</RouteErrorBoundary>;
}

import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import {
  createBrowserRouter,
  Navigate,
  Outlet,
  useLocation,
  type RouteObject,
} from 'react-router-dom';
import { Guard } from './Guard';
import { legacyRedirect } from './guards';
import { paths } from './paths';
import { isRedirect, legacyPaths, routeTable, type ScreenKey, type Shell } from './routeTable';
import { LoginRoute } from '../routes/LoginRoute';
import { FullPageSpinner } from '@portal/ui';

// The login page is what most visits open first, so it ships in the entry chunk; every other
// screen and both shells load on demand.
const RegisterRoute = lazy(() =>
  import('../routes/RegisterRoute').then((m) => ({ default: m.RegisterRoute })),
);
const ResetPasswordRoute = lazy(() =>
  import('../routes/ResetPasswordRoute').then((m) => ({ default: m.ResetPasswordRoute })),
);
const WaitingRoute = lazy(() =>
  import('../routes/WaitingRoute').then((m) => ({ default: m.WaitingRoute })),
);
const BusinessShellRoute = lazy(() =>
  import('../routes/BusinessShellRoute').then((m) => ({ default: m.BusinessShellRoute })),
);
const AdminShellRoute = lazy(() =>
  import('../routes/AdminShellRoute').then((m) => ({ default: m.AdminShellRoute })),
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
const CompanyInfoRoute = lazy(() =>
  import('../routes/CompanyInfoRoute').then((m) => ({ default: m.CompanyInfoRoute })),
);
const placeholder = (key: keyof typeof import('../routes/placeholders').placeholderScreens) =>
  lazy(() =>
    import('../routes/placeholders').then((m) => ({ default: m.placeholderScreens[key] })),
  );

const screens: Record<ScreenKey, ComponentType> = {
  login: LoginRoute,
  register: RegisterRoute,
  resetPassword: ResetPasswordRoute,
  waiting: WaitingRoute,
  meetings: MeetingsRoute,
  meeting: MeetingRoute,
  tasks: TasksRoute,
  documents: placeholder('documents'),
  reports: placeholder('reports'),
  report: placeholder('report'),
  info: CompanyInfoRoute,
  adminBusinesses: placeholder('adminBusinesses'),
  adminUsers: placeholder('adminUsers'),
  adminFinance: placeholder('adminFinance'),
  adminChat: placeholder('adminChat'),
};

function Loading({ children }: { readonly children: ReactNode }) {
  return <Suspense fallback={<FullPageSpinner />}>{children}</Suspense>;
}

function LegacyRedirect() {
  const { pathname } = useLocation();
  return <Navigate to={legacyRedirect(pathname) ?? paths.login} replace />;
}

function routesFor(shell: Shell): RouteObject[] {
  return routeTable
    .filter((route) => (isRedirect(route) ? shell === 'none' : route.shell === shell))
    .map((route) => {
      if (isRedirect(route)) {
        return {
          path: route.path,
          element: (
            <Guard access={route.access}>
              <Navigate to={route.redirectTo} replace />
            </Guard>
          ),
        };
      }
      const Screen = screens[route.screen];
      return {
        path: route.path,
        element: (
          <Guard access={route.access} revalidateOnEntry={'revalidateOnEntry' in route}>
            <Loading>
              <Screen />
            </Loading>
          </Guard>
        ),
      };
    });
}

// Shells are layout routes so the sidebar stays mounted while the person moves between pages;
// each layout is guarded by the loosest rule of its pages, each page by its own.
export const routes: RouteObject[] = [
  ...routesFor('none'),
  {
    element: (
      <Guard access="dashboard">
        <Loading>
          <BusinessShellRoute>
            <Outlet />
          </BusinessShellRoute>
        </Loading>
      </Guard>
    ),
    children: routesFor('business'),
  },
  {
    element: (
      <Guard access="adminOrCouncil">
        <Loading>
          <AdminShellRoute>
            <Outlet />
          </AdminShellRoute>
        </Loading>
      </Guard>
    ),
    children: routesFor('admin'),
  },
  ...legacyPaths.map((path) => ({ path, element: <LegacyRedirect /> })),
  { path: '*', element: <Navigate to={paths.login} replace /> },
];

export const router = createBrowserRouter(routes);

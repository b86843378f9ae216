import { Suspense, type ComponentType, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { Guard } from './Guard';
import { ReplayEarlyInput } from './page-start';
import { legacyRedirect } from './guards';
import { isRedirect, legacyPaths, routeTable, type ScreenKey, type Shell } from './routeTable';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { lazyScreen, screenCode } from './route-loaders';
import { RouteLoading } from './RouteLoading';
import { AdminShell, BusinessShell } from './shells';
import { LoginRoute } from '../routes/LoginRoute';
import { routes } from '@portal/domain';
import { FullPageSpinner } from '@portal/ui';

// The login page is what most visits open first, so it ships in the entry chunk. The shells come
// in a chunk of their own (./shells.tsx), asked for before the first render when a session is
// stored, so a reload still draws the shell at once with the page's loading bar inside it. Every
// screen loads on demand, from route-loaders.tsx, which also asks for a screen's code and data
// ahead (a link pointed at, a move, the login page at idle): a screen whose code is in is drawn
// at once.
// The other public pages are drawn at build time too (src/prerender.tsx); the browser asks for
// their code before it hydrates them (`loadPublicScreen`), so their drawn page stays as it is.

/** The code of a public page's screen that loads on demand (none for the login page's). */
export function loadPublicScreen(path: string): Promise<unknown> {
  if (path === routes.register) return screenCode.register.load();
  if (path === routes.resetPassword) return screenCode.resetPassword.load();
  return Promise.resolve();
}

const screens: Record<ScreenKey, ComponentType> = {
  login: LoginRoute,
  register: lazyScreen(screenCode.register),
  resetPassword: lazyScreen(screenCode.resetPassword),
  waiting: lazyScreen(screenCode.waiting),
  meetings: lazyScreen(screenCode.meetings),
  meeting: lazyScreen(screenCode.meeting),
  tasks: lazyScreen(screenCode.tasks),
  documents: lazyScreen(screenCode.documents),
  reports: lazyScreen(screenCode.reports),
  report: lazyScreen(screenCode.report),
  info: lazyScreen(screenCode.info),
  adminBusinesses: lazyScreen(screenCode.adminBusinesses),
  adminUsers: lazyScreen(screenCode.adminUsers),
  adminFinance: lazyScreen(screenCode.adminFinance),
  adminChat: lazyScreen(screenCode.adminChat),
  adminAudit: lazyScreen(screenCode.adminAudit),
  adminView: lazyScreen(screenCode.adminView),
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

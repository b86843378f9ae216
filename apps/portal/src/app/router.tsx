import type { ComponentType } from 'react';
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
import { RegisterRoute } from '../routes/RegisterRoute';
import { ResetPasswordRoute } from '../routes/ResetPasswordRoute';
import { WaitingRoute } from '../routes/WaitingRoute';
import { BusinessShellRoute } from '../routes/BusinessShellRoute';
import { AdminShellRoute } from '../routes/AdminShellRoute';
import { placeholderScreens } from '../routes/placeholders';

const screens: Record<ScreenKey, ComponentType> = {
  login: LoginRoute,
  register: RegisterRoute,
  resetPassword: ResetPasswordRoute,
  waiting: WaitingRoute,
  ...placeholderScreens,
};

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
            <Screen />
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
        <BusinessShellRoute>
          <Outlet />
        </BusinessShellRoute>
      </Guard>
    ),
    children: routesFor('business'),
  },
  {
    element: (
      <Guard access="adminOrCouncil">
        <AdminShellRoute>
          <Outlet />
        </AdminShellRoute>
      </Guard>
    ),
    children: routesFor('admin'),
  },
  ...legacyPaths.map((path) => ({ path, element: <LegacyRedirect /> })),
  { path: '*', element: <Navigate to={paths.login} replace /> },
];

export const router = createBrowserRouter(routes);

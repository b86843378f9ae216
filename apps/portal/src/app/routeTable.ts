import { routePatterns, routes } from '@portal/domain';
import type { AccessRule } from './guards';

// The typed route table: every route of docs/product.md with its access rule. The router builds itself
// from this table, so the rule a route has here is the rule it enforces.
export type ScreenKey =
  | 'login'
  | 'register'
  | 'resetPassword'
  | 'waiting'
  | 'meetings'
  | 'meeting'
  | 'tasks'
  | 'documents'
  | 'reports'
  | 'report'
  | 'info'
  | 'adminBusinesses'
  | 'adminUsers'
  | 'adminFinance'
  | 'adminChat'
  | 'adminAudit'
  | 'adminView';

export type Shell = 'none' | 'business' | 'admin';

export type ScreenRoute = {
  readonly path: string;
  readonly access: AccessRule;
  readonly screen: ScreenKey;
  readonly shell: Shell;
  // /admin/chat checks the token again on entry instead of reusing the 30 s old answer (docs/product.md).
  readonly revalidateOnEntry?: boolean;
};
export type RedirectRoute = {
  readonly path: string;
  readonly access: AccessRule;
  readonly redirectTo: string;
};
export type RouteEntry = ScreenRoute | RedirectRoute;

export const routeTable = [
  { path: routes.login, access: 'guest', screen: 'login', shell: 'none' },
  { path: routes.register, access: 'guest', screen: 'register', shell: 'none' },
  { path: routes.resetPassword, access: 'public', screen: 'resetPassword', shell: 'none' },
  { path: routes.waiting, access: 'waiting', screen: 'waiting', shell: 'none' },
  { path: routes.dashboard, access: 'dashboard', redirectTo: routes.meetings },
  { path: routes.business, access: 'dashboard', redirectTo: routes.meetings },
  { path: routes.meetings, access: 'dashboard', screen: 'meetings', shell: 'business' },
  { path: routePatterns.meeting, access: 'dashboard', screen: 'meeting', shell: 'business' },
  { path: routes.tasks, access: 'dashboard', screen: 'tasks', shell: 'business' },
  { path: routes.documents, access: 'dashboard', screen: 'documents', shell: 'business' },
  { path: routes.reports, access: 'dashboard', screen: 'reports', shell: 'business' },
  { path: routePatterns.report, access: 'dashboard', screen: 'report', shell: 'business' },
  { path: routes.info, access: 'dashboard', screen: 'info', shell: 'business' },
  { path: routes.admin, access: 'adminOrCouncil', redirectTo: routes.adminBusinesses },
  {
    path: routes.adminBusinesses,
    access: 'adminOrCouncil',
    screen: 'adminBusinesses',
    shell: 'admin',
  },
  // docs/product.md's table gives Users to admin or council (the shell shows its link to admin only).
  { path: routes.adminUsers, access: 'adminOrCouncil', screen: 'adminUsers', shell: 'admin' },
  { path: routes.adminFinance, access: 'admin', screen: 'adminFinance', shell: 'admin' },
  {
    path: routes.adminChat,
    access: 'admin',
    screen: 'adminChat',
    shell: 'admin',
    revalidateOnEntry: true,
  },
  { path: routes.adminAudit, access: 'admin', screen: 'adminAudit', shell: 'admin' },
  // Enters spy mode on the company named, if the person may see it, then opens its page.
  {
    path: routePatterns.companyView,
    access: 'adminOrCouncil',
    screen: 'adminView',
    shell: 'admin',
  },
] as const satisfies readonly RouteEntry[];

export const legacyPaths = ['/meetings/:id', '/tasks', '/documents', '/reports', '/reports/:id'];

export const isRedirect = (route: RouteEntry): route is RedirectRoute => 'redirectTo' in route;

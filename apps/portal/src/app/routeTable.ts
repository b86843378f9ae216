import type { AccessRule } from './guards';
import { paths } from './paths';

// The typed route table: every route of SPEC §2 with its access rule. The router builds itself
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
  | 'adminView';

export type Shell = 'none' | 'business' | 'admin';

export type ScreenRoute = {
  readonly path: string;
  readonly access: AccessRule;
  readonly screen: ScreenKey;
  readonly shell: Shell;
  // /admin/chat checks the token again on entry instead of reusing the 30 s old answer (SPEC §4).
  readonly revalidateOnEntry?: boolean;
};
export type RedirectRoute = {
  readonly path: string;
  readonly access: AccessRule;
  readonly redirectTo: string;
};
export type RouteEntry = ScreenRoute | RedirectRoute;

export const routeTable = [
  { path: paths.login, access: 'guest', screen: 'login', shell: 'none' },
  { path: paths.register, access: 'guest', screen: 'register', shell: 'none' },
  { path: paths.resetPassword, access: 'public', screen: 'resetPassword', shell: 'none' },
  { path: paths.waiting, access: 'waiting', screen: 'waiting', shell: 'none' },
  { path: paths.dashboard, access: 'dashboard', redirectTo: paths.meetings },
  { path: '/dashboard/business', access: 'dashboard', redirectTo: paths.meetings },
  { path: paths.meetings, access: 'dashboard', screen: 'meetings', shell: 'business' },
  { path: paths.meeting, access: 'dashboard', screen: 'meeting', shell: 'business' },
  { path: paths.tasks, access: 'dashboard', screen: 'tasks', shell: 'business' },
  { path: paths.documents, access: 'dashboard', screen: 'documents', shell: 'business' },
  { path: paths.reports, access: 'dashboard', screen: 'reports', shell: 'business' },
  { path: paths.report, access: 'dashboard', screen: 'report', shell: 'business' },
  { path: paths.info, access: 'dashboard', screen: 'info', shell: 'business' },
  { path: paths.admin, access: 'adminOrCouncil', redirectTo: paths.adminBusinesses },
  {
    path: paths.adminBusinesses,
    access: 'adminOrCouncil',
    screen: 'adminBusinesses',
    shell: 'admin',
  },
  // SPEC §2's table gives Users to admin or council (the shell shows its link to admin only).
  { path: paths.adminUsers, access: 'adminOrCouncil', screen: 'adminUsers', shell: 'admin' },
  { path: paths.adminFinance, access: 'admin', screen: 'adminFinance', shell: 'admin' },
  {
    path: paths.adminChat,
    access: 'admin',
    screen: 'adminChat',
    shell: 'admin',
    revalidateOnEntry: true,
  },
  // Enters spy mode on the company named, if the person may see it, then opens its page.
  { path: paths.adminView, access: 'adminOrCouncil', screen: 'adminView', shell: 'admin' },
] as const satisfies readonly RouteEntry[];

export const legacyPaths = ['/meetings/:id', '/tasks', '/documents', '/reports', '/reports/:id'];

export const isRedirect = (route: RouteEntry): route is RedirectRoute => 'redirectTo' in route;

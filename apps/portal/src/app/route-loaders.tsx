import { use, type ComponentType } from 'react';
import { matchPath, type Params } from 'react-router-dom';
import type { ApiClient } from '@portal/api-client';
import { withApi } from './api';
import { firstLoads } from './first-loads';
import { isRedirect, routeTable, type ScreenKey, type ScreenRoute } from './routeTable';

// What each screen needs beyond the entry chunk, and how to ask for it before it is drawn: its
// code (its own chunk) and its first data. A link the person points at or focuses asks for the
// code and for the data the api-client caches; a move (a click, the landing after 'Entrar') asks
// for both, so the screen's code and its data travel together rather than one after the other.

/** Code loaded on demand, once; a failed load is tried again by the next call. */
export type Loader<T> = {
  load(): Promise<T>;
  /** The loaded value, at once, or undefined while it is not there. */
  loaded(): T | undefined;
};

/** A loader over `importer`. */
export function loader<T>(importer: () => Promise<T>): Loader<T> {
  let loading: Promise<T> | undefined;
  let value: T | undefined;
  return {
    load: () =>
      (loading ??= importer().then(
        (result) => (value = result),
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      )),
    loaded: () => value,
  };
}

/**
 * The screen of a loader: drawn at once when its code is in (no Suspense fallback, and so no
 * wait for React to reveal a boundary that suspended), else suspends until it is.
 */
export function lazyScreen(code: Loader<ComponentType>): ComponentType {
  function LazyScreen() {
    const Screen = code.loaded() ?? use(code.load());
    return <Screen />;
  }
  return LazyScreen;
}

type LazyScreenKey = Exclude<ScreenKey, 'login'>;

/**
 * Each screen's chunk (the login page ships in the entry). The task board and the library bring
 * @dnd-kit, the reports uPlot (loaded with the chart) and html2canvas (on Download Report), the
 * chat marked and DOMPurify: nothing another page needs (the bench measures what each loads).
 */
export const screenCode: Record<LazyScreenKey, Loader<ComponentType>> = {
  register: loader(() => import('../routes/RegisterRoute').then((m) => m.RegisterRoute)),
  resetPassword: loader(() =>
    import('../routes/ResetPasswordRoute').then((m) => m.ResetPasswordRoute),
  ),
  waiting: loader(() => import('../routes/WaitingRoute').then((m) => m.WaitingRoute)),
  meetings: loader(() => import('../routes/MeetingsRoute').then((m) => m.MeetingsRoute)),
  meeting: loader(() => import('../routes/MeetingRoute').then((m) => m.MeetingRoute)),
  tasks: loader(() => import('../routes/TasksRoute').then((m) => m.TasksRoute)),
  documents: loader(() => import('../routes/DocumentsRoute').then((m) => m.DocumentsRoute)),
  reports: loader(() => import('../routes/ReportsRoute').then((m) => m.ReportsRoute)),
  report: loader(() => import('../routes/ReportRoute').then((m) => m.ReportRoute)),
  info: loader(() => import('../routes/CompanyInfoRoute').then((m) => m.CompanyInfoRoute)),
  adminBusinesses: loader(() =>
    import('../routes/AdminBusinessesRoute').then((m) => m.AdminBusinessesRoute),
  ),
  adminUsers: loader(() => import('../routes/AdminUsersRoute').then((m) => m.AdminUsersRoute)),
  adminFinance: loader(() =>
    import('../routes/AdminFinanceRoute').then((m) => m.AdminFinanceRoute),
  ),
  adminChat: loader(() => import('../routes/AdminChatRoute').then((m) => m.AdminChatRoute)),
  adminAudit: loader(() => import('../routes/AdminAuditRoute').then((m) => m.AdminAuditRoute)),
  adminView: loader(() => import('../routes/AdminViewRoute').then((m) => m.AdminViewRoute)),
};

/** A screen's first reads, sent ahead of it; `cached`: all of them are kept by the api-client. */
type ScreenData = {
  readonly cached: boolean;
  start(api: ApiClient, params: Params): void;
};

// Each starts exactly the reads the screen's machine makes first, through the same calls (the
// api-client's cached lists) or through `firstLoads`, which the screen's actor takes.
export const screenData: Partial<Record<ScreenKey, ScreenData>> = {
  meetings: { cached: true, start: (api) => void api.meetings.list() },
  meeting: {
    cached: true,
    start: (api, { id }) => void (id && api.meetings.getById(id)),
  },
  tasks: { cached: true, start: (api) => void api.tasks.getAll() },
  documents: { cached: true, start: (api) => void api.documents.getAll() },
  reports: {
    cached: false,
    start: (api) => {
      firstLoads.reports.start(api);
      firstLoads.reportsCompany.start(api);
      firstLoads.reportsSheet.start(api);
    },
  },
  info: { cached: false, start: (api) => firstLoads.company.start(api) },
  adminBusinesses: {
    cached: false,
    start: (api) => {
      void api.adminBusinesses.getAll();
      firstLoads.waitingBusinesses.start(api);
      firstLoads.joinRequests.start(api);
    },
  },
  adminUsers: { cached: true, start: (api) => void api.adminUsers.getAll() },
};

/** The screen a path opens (following the table's redirects), with the path's parameters. */
export function screenAt(path: string): { route: ScreenRoute; params: Params } | null {
  const pathname = path.split(/[?#]/)[0] ?? '';
  for (const entry of routeTable) {
    const match = matchPath(entry.path, pathname);
    if (!match) continue;
    if (isRedirect(entry)) return screenAt(entry.redirectTo);
    return { route: entry, params: match.params };
  }
  return null;
}

/**
 * What is asked for ahead: 'code' only; 'intent' (a pointer over a link, a link focused) the code
 * and the data the api-client caches, so a link passed over and never followed leaves nothing
 * behind that could go stale; 'navigate' (the person is on their way) the code and all the data.
 */
export type PreloadIntent = 'code' | 'intent' | 'navigate';

/**
 * Asks for the screen at `path` ahead of drawing it. Data only for a signed-in person, and for a
 * company's screen only once a company is chosen: a visitor's or a company-less admin's reads
 * would only be refused.
 */
export function preloadRoute(path: string, intent: PreloadIntent): void {
  const at = screenAt(path);
  if (!at) return;
  const { route, params } = at;
  if (route.screen !== 'login') screenCode[route.screen].load().catch(() => undefined);
  const data = screenData[route.screen];
  if (!data || intent === 'code' || (intent === 'intent' && !data.cached)) return;
  withApi((api) => {
    const session = api.readSession();
    if (!session.jwt) return;
    if (route.shell === 'business' && !session.businessId) return;
    data.start(api, params);
  });
}

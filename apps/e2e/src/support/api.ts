import type { APIRequestContext, APIResponse, Page, Response, Route } from '@playwright/test';
import { demo, demoPassword } from './demo';

// The portal's app segment: every call goes to /webhook/portal/... (docs/product.md, The wire format).
export const apiBase = '/webhook/portal';

export type ApiSession = {
  jwt: string;
  authType: 'user' | 'business';
  business: { id: string; name: string } | null;
  /** Who signed in (a business account's is the company's). */
  user: { id: string; name: string };
};

/** Signs in through the API (not the browser), for calls a spec makes as that person. */
export async function apiLogin(
  request: APIRequestContext,
  key: string,
  password = demoPassword,
): Promise<ApiSession> {
  const response = await request.post(`${apiBase}/login`, {
    data: { authType: 'user', key, password },
  });
  if (!response.ok()) throw new Error(`login of ${key} answered ${response.status()}`);
  const body = (await response.json()) as {
    jwt_token: string;
    auth_type: 'user' | 'business';
    business: { id: string; name: string } | null;
    user: { id: string; name: string };
  };
  return {
    jwt: body.jwt_token,
    authType: body.auth_type,
    business: body.business,
    user: { id: body.user.id, name: body.user.name },
  };
}

/** POST getmeetings for `businessId` with the session's token (docs/product.md, The wire format Meetings). */
export function getMeetings(
  request: APIRequestContext,
  session: ApiSession,
  businessId: string,
): Promise<APIResponse> {
  return request.post(`${apiBase}/getmeetings`, {
    data: { jwt: session.jwt, authType: session.authType, business: businessId },
  });
}

/** POST meetings/list: the light list the portal shows (title, date, overview). */
export function listMeetings(
  request: APIRequestContext,
  session: ApiSession,
  businessId: string,
): Promise<APIResponse> {
  return request.post(`${apiBase}/meetings/list`, {
    data: { jwt: session.jwt, authType: session.authType, business: businessId },
  });
}

/** POST meetings/get: one meeting whole, of the company `businessId` names. */
export function getMeeting(
  request: APIRequestContext,
  session: ApiSession,
  businessId: string,
  meetingId: string,
): Promise<APIResponse> {
  return request.post(`${apiBase}/meetings/get`, {
    data: { jwt: session.jwt, authType: session.authType, business: businessId, meetingId },
  });
}

/** POST tasks with the `action` header (docs/product.md, The wire format Tasks). */
export function tasksAction(
  request: APIRequestContext,
  session: ApiSession,
  action: 'getAll' | 'create' | 'update' | 'delete' | 'updateOrder',
  businessId: string,
  body: Record<string, unknown> = {},
): Promise<APIResponse> {
  return request.post(`${apiBase}/tasks`, {
    headers: { action },
    data: { jwt: session.jwt, authType: session.authType, business: businessId, ...body },
  });
}

/** A new task as create sends it: not started, from no meeting, with what `fields` add. */
export const newTask = (title: string, fields: Record<string, unknown> = {}) => ({
  id: crypto.randomUUID(),
  title,
  task: '',
  status: 'Not started',
  created_at: new Date().toISOString(),
  completed_at: null,
  from_meeting: null,
  ...fields,
});

/**
 * Deletes the demo company's tasks whose title holds `mark` (a spec's run stamp), so no task of
 * a run stays on the shared demo board whatever step failed.
 */
export async function removeTasksMarked(request: APIRequestContext, mark: string): Promise<void> {
  const session = await apiLogin(request, demo.user.key);
  const businessId = session.business?.id;
  if (!businessId) return;
  const list = await tasksAction(request, session, 'getAll', businessId);
  const tasks = (await list.json()) as { id: string; title: string }[] | { status: string };
  if (!Array.isArray(tasks)) return;
  for (const task of tasks.filter((t) => t.title.includes(mark)))
    await tasksAction(request, session, 'delete', businessId, { taskId: task.id });
}

/** The next answer of a tasks call with this `action` header, seen from the browser. */
export function waitForTasksCall(page: Page, action: string): Promise<Response> {
  return page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === `${apiBase}/tasks` &&
      response.request().headers()['action'] === action,
  );
}

/** The next answer of a myBusiness call with this `action` header. */
export function waitForCompanyCall(page: Page, action: 'get' | 'update'): Promise<Response> {
  return page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === `${apiBase}/myBusiness` &&
      response.request().headers()['action'] === action,
  );
}

/** The next answer of the meetings list the portal asks for (meetings/list). */
export function waitForMeetingsCall(page: Page): Promise<Response> {
  return page.waitForResponse(
    (response) => new URL(response.url()).pathname === `${apiBase}/meetings/list`,
  );
}

/** The next answer of one meeting asked for as it is opened (meetings/get). */
export function waitForMeetingCall(page: Page): Promise<Response> {
  return page.waitForResponse(
    (response) => new URL(response.url()).pathname === `${apiBase}/meetings/get`,
  );
}

export type DocumentsAction =
  'getAll' | 'createFolder' | 'createDocument' | 'moveDocument' | 'rename' | 'delete';

/** POST documents with `?action=` (docs/product.md, The wire format Documents). */
export function documentsAction(
  request: APIRequestContext,
  session: ApiSession,
  action: DocumentsAction,
  businessId: string,
  body: Record<string, unknown> = {},
): Promise<APIResponse> {
  return request.post(`${apiBase}/documents?action=${action}`, {
    data: { jwt: session.jwt, authType: session.authType, business: businessId, ...body },
  });
}

/** The next answer of a documents call with this `action`, seen from the browser. */
export function waitForDocumentsCall(page: Page, action: string): Promise<Response> {
  return page.waitForResponse((response) => {
    const url = new URL(response.url());
    return url.pathname === `${apiBase}/documents` && url.searchParams.get('action') === action;
  });
}

/** POST admin/business with the `action` header (docs/product.md, The wire format Admin businesses). */
export function adminBusinessesAction(
  request: APIRequestContext,
  session: ApiSession,
  action: 'getAll' | 'getAllWaiting' | 'getJoinRequests',
): Promise<APIResponse> {
  return request.post(`${apiBase}/admin/business`, {
    headers: { action },
    data: { jwt: session.jwt, authType: session.authType },
  });
}

/** A finance record as POST admin/finance getAll answers it (docs/product.md, with the name beside). */
export type FinanceRecord = {
  id: string;
  businessId: string;
  businessName?: string;
  gross_revenue: number;
  net_revenue: number;
  expenses: number;
  cogs: number;
  net_profit: number;
  net_margin: number;
  months?: number;
};

/** POST admin/finance getAll for a month or a range (docs/product.md, The wire format Admin finance), as an admin. */
export async function financeOf(
  request: APIRequestContext,
  session: ApiSession,
  period: string | { start: string; end: string },
): Promise<FinanceRecord[]> {
  const response = await request.post(`${apiBase}/admin/finance`, {
    headers: { action: 'getAll' },
    data: { jwt: session.jwt, authType: session.authType, period },
  });
  if (!response.ok()) throw new Error(`finance getAll answered ${response.status()}`);
  return (await response.json()) as FinanceRecord[];
}

/**
 * How many companies the admin's companies list holds (POST admin/business getAll), or null when
 * it does not answer with a list: the Finance screen then counts the companies it lists.
 */
export async function companiesCount(
  request: APIRequestContext,
  session: ApiSession,
): Promise<number | null> {
  const response = await request.post(`${apiBase}/admin/business`, {
    headers: { action: 'getAll' },
    data: { jwt: session.jwt, authType: session.authType },
  });
  if (!response.ok()) return null;
  const body: unknown = await response.json();
  return Array.isArray(body) ? body.length : null;
}

/** A documents call with this `action`, as `page.route` matches it. */
export const documentsCall =
  (action: string) =>
  (url: URL): boolean =>
    url.pathname === `${apiBase}/documents` && url.searchParams.get('action') === action;

/** Any tasks call (the first one a page makes is its getAll), as `page.route` matches it. */
export const tasksCall = (url: URL): boolean => url.pathname === `${apiBase}/tasks`;

/**
 * Holds the browser's next tasks call with this `action` header until the returned function
 * runs. The board asks for its list and its people at once, over the same path: a hold by path
 * alone would catch whichever left first.
 */
export async function holdNextTasksCall(page: Page, action: string): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  let taken = false;
  await page.route(tasksCall, async (route) => {
    if (taken || route.request().headers()['action'] !== action) return route.fallback();
    taken = true;
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Holds the browser's next call matching `call` until the returned function runs: then it goes
 * to the server, or `answer` answers it at the browser instead (a failure the server would not
 * give on demand). For a state that lasts only while a request is on its way; never a sleep.
 */
export async function holdNextCall(
  page: Page,
  call: (url: URL) => boolean,
  answer: (route: Route) => Promise<void> = (route) => route.continue(),
): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    call,
    async (route) => {
      await held;
      await answer(route);
    },
    { times: 1 },
  );
  return release;
}

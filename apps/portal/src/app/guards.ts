import { routes, type SessionView } from '@portal/domain';

// The session as the guards see it. 'validating' covers every check of a token (a stored one on a
// reload, or again on entry to /admin/chat): until it answers no protected page may render and no
// redirect may fire (it would bounce a signed-in person to the login page on every reload).
// `pendingRole` is the role of the session being checked, when there is one: enough to draw the
// shell around a page the person will most likely be allowed to see.
export type SessionRole = 'admin' | 'council' | 'ordinary' | 'waiting';
export type GuardSession =
  | { readonly status: 'validating'; readonly pendingRole: SessionRole | null }
  | { readonly status: 'anonymous' }
  | { readonly status: 'authenticated'; readonly role: SessionRole };

// Access rules of docs/product.md, one per route of the table.
export const accessRules = [
  'guest', // '/' and '/register': signed-in people go to their landing
  'public', // reset-password: anyone, whatever the session (the link in the e-mail works)
  'waiting', // '/waiting': only people whose registration is under review
  'dashboard', // the business dashboard: authenticated and not waiting
  'adminOrCouncil', // companies and users
  'admin', // finance and chat
] as const;
export type AccessRule = (typeof accessRules)[number];

/**
 * - `allow`: render the route.
 * - `hold`: a token is being checked and the person it belongs to would be allowed here: a shell
 *   is drawn at once, the page itself waits for the check (it shows the loading bar).
 * - `wait`: nothing may render yet (a full-page spinner, or the loading bar inside a shell).
 * - `redirect`: go elsewhere.
 */
export type GuardDecision =
  | { readonly type: 'wait' }
  | { readonly type: 'hold' }
  | { readonly type: 'allow' }
  | { readonly type: 'redirect'; readonly to: string };

// The session machine's view, as the guards read it.
export function toGuardSession(view: SessionView): GuardSession {
  if (view.isValidating) {
    return { status: 'validating', pendingRole: view.pendingSession?.user.role ?? null };
  }
  if (view.isAuthenticated && view.role) return { status: 'authenticated', role: view.role };
  return { status: 'anonymous' };
}

/** What else the guards need to know: an admin or council member is viewing a company. */
export type GuardWorkspace = { readonly spyMode: boolean };

const allow: GuardDecision = { type: 'allow' };
const wait: GuardDecision = { type: 'wait' };
const hold: GuardDecision = { type: 'hold' };
const redirect = (to: string): GuardDecision => ({ type: 'redirect', to });

// Where a person goes after signing in (docs/product.md): admin and council to the companies screen,
// waiting people to the thank-you screen, everybody else to the meetings list.
export function landingFor(role: SessionRole): string {
  switch (role) {
    case 'admin':
    case 'council':
      return routes.adminBusinesses;
    case 'waiting':
      return routes.waiting;
    case 'ordinary':
      return routes.meetings;
  }
}

export function decideAccess(
  rule: AccessRule,
  session: GuardSession,
  workspace: GuardWorkspace,
): GuardDecision {
  if (rule === 'public') return allow;
  if (session.status === 'validating') {
    // Only a shell is drawn for the pending person, and only where they would be let in; where
    // they would be sent elsewhere, nothing moves until the check has answered.
    const { pendingRole } = session;
    if (pendingRole === null) return wait;
    return decideFor(rule, pendingRole, workspace).type === 'allow' ? hold : wait;
  }
  if (session.status === 'anonymous') return rule === 'guest' ? allow : redirect(routes.login);
  return decideFor(rule, session.role, workspace);
}

function decideFor(
  rule: Exclude<AccessRule, 'public'>,
  role: SessionRole,
  { spyMode }: GuardWorkspace,
): GuardDecision {
  switch (rule) {
    case 'guest':
      return redirect(landingFor(role));
    case 'waiting':
      return role === 'waiting' ? allow : redirect(landingFor(role));
    case 'dashboard':
      if (role === 'waiting') return redirect(routes.waiting);
      // Admin and council have no company of their own: a company page is theirs only while
      // they view a company in spy mode; without one they belong on the companies screen.
      if ((role === 'admin' || role === 'council') && !spyMode) return redirect(landingFor(role));
      return allow;
    case 'adminOrCouncil':
      if (role === 'admin' || role === 'council') return allow;
      return role === 'waiting' ? redirect(routes.waiting) : redirect(routes.meetings);
    case 'admin':
      if (role === 'admin') return allow;
      // docs/product.md: a non-admin on /admin/chat goes to '/', council included; ordinary users on any
      // /admin/* page go to the meetings list.
      if (role === 'council') return redirect(routes.login);
      return role === 'waiting' ? redirect(routes.waiting) : redirect(routes.meetings);
  }
}

/**
 * Where a guard stands, which says what it shows while it may not render its route yet:
 * - `page`: a page of its own (login, register, waiting): the full-page spinner.
 * - `shell`: a shell around pages: drawn at once for the person whose token is being checked
 *   (`hold`); each page inside decides for itself.
 * - `inShell`: a page inside a shell: the shell's top loading bar until it may render.
 */
export type GuardFrame = 'page' | 'shell' | 'inShell';

export type GuardView =
  | { readonly show: 'route' }
  | { readonly show: 'spinner' }
  | { readonly show: 'loadingBar' }
  | { readonly show: 'redirect'; readonly to: string };

export function guardView(decision: GuardDecision, frame: GuardFrame): GuardView {
  switch (decision.type) {
    case 'allow':
      return { show: 'route' };
    case 'redirect':
      return { show: 'redirect', to: decision.to };
    case 'hold':
      if (frame === 'shell') return { show: 'route' };
      return frame === 'inShell' ? { show: 'loadingBar' } : { show: 'spinner' };
    case 'wait':
      return frame === 'inShell' ? { show: 'loadingBar' } : { show: 'spinner' };
  }
}

/** The login page's query parameter naming where to go once signed in (a page of the portal). */
export const NEXT_PARAM = 'destino';

/** The login page, remembering `path` (the page a signed-out person asked for) when it may. */
export function loginRemembering(path: string): string {
  return path === routes.login ||
    nextPathFrom(`?${NEXT_PARAM}=${encodeURIComponent(path)}`) === null
    ? routes.login
    : `${routes.login}?${new URLSearchParams({ [NEXT_PARAM]: path })}`;
}

/**
 * Where the login page was asked to lead, when it is a page of this portal: a relative path
 * ('/…', never '//host', a backslash or a control character) that stays on this origin once
 * resolved. Anything else (another site, a script URL) is null: the person lands by role.
 */
export function nextPathFrom(search: string): string | null {
  const value = new URLSearchParams(search).get(NEXT_PARAM);
  if (!value || !value.startsWith('/') || value.startsWith('//')) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return null;
  const base = 'http://portal.invalid';
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return null;
  }
  if (url.origin !== base || url.pathname === routes.login) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Where a guard's redirect goes, with the page a signed-out person asked for kept across the
 * login: an anonymous visitor sent to the login page carries it in `destino`, and the login page
 * (rule 'guest') sends a person who is now signed in there instead of the landing. The session
 * machine moves there too when the login succeeds; whichever the router applies first, both
 * lead to the same page.
 */
export function redirectTarget(
  to: string,
  rule: AccessRule,
  session: GuardSession,
  location: { readonly pathname: string; readonly search: string },
): string {
  if (to === routes.login && session.status === 'anonymous')
    return loginRemembering(`${location.pathname}${location.search}`);
  if (rule === 'guest' && session.status === 'authenticated')
    return nextPathFrom(location.search) ?? to;
  return to;
}

// Legacy addresses of the first version of the portal. docs/product.md says the id redirect target was
// written with a literal placeholder; we carry the id over, which is what a person following an
// old link expects.
export function legacyRedirect(pathname: string): string | null {
  const meeting = /^\/meetings\/([^/]+)\/?$/.exec(pathname);
  if (meeting?.[1]) return `${routes.meetings}/${meeting[1]}`;
  const report = /^\/reports\/([^/]+)\/?$/.exec(pathname);
  if (report?.[1]) return `${routes.reports}/${report[1]}`;
  const simple: Record<string, string> = {
    '/tasks': routes.tasks,
    '/documents': routes.documents,
    '/reports': routes.reports,
  };
  return simple[pathname.replace(/\/$/, '')] ?? null;
}

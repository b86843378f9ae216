import type { SessionView } from '@portal/domain';
import { paths } from './paths';

// The session as the guards see it. 'validating' covers the first check of a stored token: until it
// answers, no protected screen may render and no redirect may fire (it would bounce a signed-in
// person to the login page on every reload).
export type SessionRole = 'admin' | 'council' | 'ordinary' | 'waiting';
export type GuardSession =
  | { readonly status: 'validating' }
  | { readonly status: 'anonymous' }
  | { readonly status: 'authenticated'; readonly role: SessionRole };

// Access rules of SPEC §2, one per route of the table.
export const accessRules = [
  'guest', // '/', the login page: signed-in people go to their landing
  'public', // register and reset-password: anyone, whatever the session
  'waiting', // '/waiting': only people whose registration is under review
  'dashboard', // the business dashboard: authenticated and not waiting
  'adminOrCouncil', // companies and users
  'admin', // finance and chat
] as const;
export type AccessRule = (typeof accessRules)[number];

export type GuardDecision =
  | { readonly type: 'wait' }
  | { readonly type: 'allow' }
  | { readonly type: 'redirect'; readonly to: string };

// The session machine's view, as the guards read it.
export function toGuardSession(view: SessionView): GuardSession {
  if (view.isValidating) return { status: 'validating' };
  if (view.isAuthenticated && view.role) return { status: 'authenticated', role: view.role };
  return { status: 'anonymous' };
}

const allow: GuardDecision = { type: 'allow' };
const wait: GuardDecision = { type: 'wait' };
const redirect = (to: string): GuardDecision => ({ type: 'redirect', to });

// Where a person goes after signing in (SPEC §4): admin and council to the companies screen,
// waiting people to the thank-you screen, everybody else to the meetings list.
export function landingFor(role: SessionRole): string {
  switch (role) {
    case 'admin':
    case 'council':
      return paths.adminBusinesses;
    case 'waiting':
      return paths.waiting;
    case 'ordinary':
      return paths.meetings;
  }
}

export function decideAccess(rule: AccessRule, session: GuardSession): GuardDecision {
  if (rule === 'public') return allow;
  if (session.status === 'validating') return wait;
  if (session.status === 'anonymous') return rule === 'guest' ? allow : redirect(paths.login);

  const { role } = session;
  switch (rule) {
    case 'guest':
      return redirect(landingFor(role));
    case 'waiting':
      return role === 'waiting' ? allow : redirect(landingFor(role));
    case 'dashboard':
      return role === 'waiting' ? redirect(paths.waiting) : allow;
    case 'adminOrCouncil':
      if (role === 'admin' || role === 'council') return allow;
      return role === 'waiting' ? redirect(paths.waiting) : redirect(paths.meetings);
    case 'admin':
      if (role === 'admin') return allow;
      // SPEC §4: a non-admin on /admin/chat goes to '/', council included; ordinary users on any
      // /admin/* page go to the meetings list.
      if (role === 'council') return redirect(paths.login);
      return role === 'waiting' ? redirect(paths.waiting) : redirect(paths.meetings);
  }
}

// Legacy addresses of the first version of the portal. SPEC §2 says the id redirect target was
// written with a literal placeholder; we carry the id over, which is what a person following an
// old link expects.
export function legacyRedirect(pathname: string): string | null {
  const meeting = /^\/meetings\/([^/]+)\/?$/.exec(pathname);
  if (meeting?.[1]) return `${paths.meetings}/${meeting[1]}`;
  const report = /^\/reports\/([^/]+)\/?$/.exec(pathname);
  if (report?.[1]) return `${paths.reports}/${report[1]}`;
  const simple: Record<string, string> = {
    '/tasks': paths.tasks,
    '/documents': paths.documents,
    '/reports': paths.reports,
  };
  return simple[pathname.replace(/\/$/, '')] ?? null;
}

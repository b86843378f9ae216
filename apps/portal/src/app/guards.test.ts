import { describe, expect, it } from 'vitest';
import {
  decideAccess,
  guardView,
  landingFor,
  legacyRedirect,
  loginRemembering,
  nextPathFrom,
  redirectTarget,
  toGuardSession,
  type GuardDecision,
  type GuardSession,
  type SessionRole,
} from './guards';
import { isRedirect, routeTable } from './routeTable';

const anonymous: GuardSession = { status: 'anonymous' };
// Reading storage, or logging out: nobody known.
const validating: GuardSession = { status: 'validating', pendingRole: null };
// A stored token of someone with this role is being checked.
const checking = (role: SessionRole): GuardSession => ({
  status: 'validating',
  pendingRole: role,
});
const as = (role: SessionRole): GuardSession => ({ status: 'authenticated', role });

const ruleOf = (path: string) => {
  const route = routeTable.find((r) => r.path === path);
  if (!route) throw new Error(`no route ${path}`);
  return route.access;
};
const visit = (path: string, session: GuardSession, { spyMode = false } = {}) =>
  decideAccess(ruleOf(path), session, { spyMode });

const companyPages = [
  '/dashboard',
  '/dashboard/business',
  '/dashboard/business/meetings',
  '/dashboard/business/meetings/:id',
  '/dashboard/business/tasks',
  '/dashboard/business/documents',
  '/dashboard/business/reports',
  '/dashboard/business/reports/:id',
  '/dashboard/business/info',
];

describe('landingFor', () => {
  it('sends admin and council to companies, waiting to /waiting, others to meetings', () => {
    expect(landingFor('admin')).toBe('/admin/businesses');
    expect(landingFor('council')).toBe('/admin/businesses');
    expect(landingFor('ordinary')).toBe('/dashboard/business/meetings');
    expect(landingFor('waiting')).toBe('/waiting');
  });
});

describe('route table', () => {
  it('has every route of docs/product.md', () => {
    const all = routeTable.map((r) => r.path);
    for (const path of [
      '/',
      '/register',
      '/reset-password',
      '/waiting',
      '/dashboard',
      '/dashboard/business/meetings',
      '/dashboard/business/meetings/:id',
      '/dashboard/business/tasks',
      '/dashboard/business/documents',
      '/dashboard/business/reports',
      '/dashboard/business/reports/:id',
      '/dashboard/business/info',
      '/admin',
      '/admin/businesses',
      '/admin/users',
      '/admin/finance',
      '/admin/chat',
    ]) {
      expect(all).toContain(path);
    }
  });

  it('redirects /dashboard to meetings and /admin to companies', () => {
    const dashboard = routeTable.find((r) => r.path === '/dashboard');
    const admin = routeTable.find((r) => r.path === '/admin');
    expect(dashboard && isRedirect(dashboard) && dashboard.redirectTo).toBe(
      '/dashboard/business/meetings',
    );
    expect(admin && isRedirect(admin) && admin.redirectTo).toBe('/admin/businesses');
  });

  it('lets admin and council follow a link into a company (/admin/view/…), nobody else', () => {
    expect(visit('/admin/view/:businessId/*', as('admin'))).toEqual({ type: 'allow' });
    expect(visit('/admin/view/:businessId/*', as('council'))).toEqual({ type: 'allow' });
    expect(visit('/admin/view/:businessId/*', as('ordinary'))).toEqual({
      type: 'redirect',
      to: '/dashboard/business/meetings',
    });
    expect(visit('/admin/view/:businessId/*', anonymous)).toEqual({ type: 'redirect', to: '/' });
  });

  it('re-validates the token on entry to /admin/chat only', () => {
    const revalidating = routeTable.filter((r) => 'revalidateOnEntry' in r && r.revalidateOnEntry);
    expect(revalidating.map((r) => r.path)).toEqual(['/admin/chat']);
  });
});

describe('decideAccess', () => {
  it('waits while nobody is known yet (storage read, logging out), except on the reset page', () => {
    expect(visit('/', validating)).toEqual({ type: 'wait' });
    expect(visit('/register', validating)).toEqual({ type: 'wait' });
    expect(visit('/dashboard/business/meetings', validating)).toEqual({ type: 'wait' });
    expect(visit('/admin/chat', validating)).toEqual({ type: 'wait' });
    expect(visit('/reset-password', validating)).toEqual({ type: 'allow' });
  });

  it('holds (shell drawn, page waiting) while the token of someone who would be let in is checked', () => {
    for (const path of companyPages) {
      expect(visit(path, checking('ordinary'))).toEqual({ type: 'hold' });
    }
    expect(visit('/dashboard/business/tasks', checking('admin'), { spyMode: true })).toEqual({
      type: 'hold',
    });
    expect(visit('/admin/businesses', checking('council'))).toEqual({ type: 'hold' });
    expect(visit('/admin/chat', checking('admin'))).toEqual({ type: 'hold' });
    expect(visit('/waiting', checking('waiting'))).toEqual({ type: 'hold' });
  });

  it('never redirects on a token not yet checked: where the person would be sent away, it waits', () => {
    expect(visit('/', checking('ordinary'))).toEqual({ type: 'wait' });
    expect(visit('/register', checking('admin'))).toEqual({ type: 'wait' });
    expect(visit('/admin/users', checking('ordinary'))).toEqual({ type: 'wait' });
    expect(visit('/admin/chat', checking('council'))).toEqual({ type: 'wait' });
    expect(visit('/dashboard/business/meetings', checking('waiting'))).toEqual({ type: 'wait' });
    expect(visit('/dashboard/business/meetings', checking('admin'))).toEqual({ type: 'wait' });
    expect(visit('/reset-password', checking('ordinary'))).toEqual({ type: 'allow' });
  });

  it('lets anonymous people see only public pages and sends them to / elsewhere', () => {
    expect(visit('/', anonymous)).toEqual({ type: 'allow' });
    expect(visit('/register', anonymous)).toEqual({ type: 'allow' });
    expect(visit('/reset-password', anonymous)).toEqual({ type: 'allow' });
    for (const path of [
      '/waiting',
      '/dashboard/business/tasks',
      '/admin/businesses',
      '/admin/users',
      '/admin/finance',
      '/admin/chat',
    ]) {
      expect(visit(path, anonymous)).toEqual({ type: 'redirect', to: '/' });
    }
  });

  it('sends signed-in people who open / to their landing', () => {
    expect(visit('/', as('admin'))).toEqual({ type: 'redirect', to: '/admin/businesses' });
    expect(visit('/', as('council'))).toEqual({ type: 'redirect', to: '/admin/businesses' });
    expect(visit('/', as('ordinary'))).toEqual({
      type: 'redirect',
      to: '/dashboard/business/meetings',
    });
    expect(visit('/', as('waiting'))).toEqual({ type: 'redirect', to: '/waiting' });
  });

  it('sends signed-in people who open /register to their landing, but lets them reset a password', () => {
    expect(visit('/register', as('admin'))).toEqual({ type: 'redirect', to: '/admin/businesses' });
    expect(visit('/register', as('council'))).toEqual({
      type: 'redirect',
      to: '/admin/businesses',
    });
    expect(visit('/register', as('ordinary'))).toEqual({
      type: 'redirect',
      to: '/dashboard/business/meetings',
    });
    expect(visit('/register', as('waiting'))).toEqual({ type: 'redirect', to: '/waiting' });
    for (const role of ['admin', 'council', 'ordinary', 'waiting'] as const) {
      expect(visit('/reset-password', as(role))).toEqual({ type: 'allow' });
    }
  });

  it('keeps waiting people on /waiting and everyone else off it', () => {
    expect(visit('/waiting', as('waiting'))).toEqual({ type: 'allow' });
    expect(visit('/dashboard/business/meetings', as('waiting'))).toEqual({
      type: 'redirect',
      to: '/waiting',
    });
    expect(visit('/admin/businesses', as('waiting'))).toEqual({ type: 'redirect', to: '/waiting' });
    expect(visit('/waiting', as('ordinary'))).toEqual({
      type: 'redirect',
      to: '/dashboard/business/meetings',
    });
    expect(visit('/waiting', as('admin'))).toEqual({ type: 'redirect', to: '/admin/businesses' });
  });

  it('opens the dashboard to ordinary users and business accounts, spy flag or not', () => {
    for (const path of companyPages) {
      expect(visit(path, as('ordinary'))).toEqual({ type: 'allow' });
      expect(visit(path, as('ordinary'), { spyMode: true })).toEqual({ type: 'allow' });
    }
  });

  it('opens the dashboard to admin and council while they view a company in spy mode', () => {
    for (const role of ['admin', 'council'] as const) {
      for (const path of companyPages) {
        expect(visit(path, as(role), { spyMode: true })).toEqual({ type: 'allow' });
      }
    }
  });

  it('sends admin and council on a company page without a company chosen to the companies', () => {
    for (const role of ['admin', 'council'] as const) {
      for (const path of companyPages) {
        expect(visit(path, as(role))).toEqual({ type: 'redirect', to: '/admin/businesses' });
      }
    }
  });

  it('sends ordinary users on /admin/* to meetings', () => {
    for (const path of [
      '/admin',
      '/admin/businesses',
      '/admin/users',
      '/admin/finance',
      '/admin/chat',
    ]) {
      expect(visit(path, as('ordinary'))).toEqual({
        type: 'redirect',
        to: '/dashboard/business/meetings',
      });
    }
  });

  it('lets council see companies and users but sends it to / from finance, chat and the audit log', () => {
    expect(visit('/admin/businesses', as('council'))).toEqual({ type: 'allow' });
    expect(visit('/admin/users', as('council'))).toEqual({ type: 'allow' });
    expect(visit('/admin/chat', as('council'))).toEqual({ type: 'redirect', to: '/' });
    expect(visit('/admin/finance', as('council'))).toEqual({ type: 'redirect', to: '/' });
    expect(visit('/admin/audit', as('council'))).toEqual({ type: 'redirect', to: '/' });
  });

  it('lets admin everywhere in the admin area', () => {
    const paths = ['/admin/businesses', '/admin/users', '/admin/finance', '/admin/chat'];
    for (const path of [...paths, '/admin/audit']) {
      expect(visit(path, as('admin'))).toEqual({ type: 'allow' });
    }
  });
});

describe('guardView', () => {
  const allow: GuardDecision = { type: 'allow' };
  const hold: GuardDecision = { type: 'hold' };
  const wait: GuardDecision = { type: 'wait' };
  const away: GuardDecision = { type: 'redirect', to: '/' };

  it('draws a shell at once for a person held while their token is checked', () => {
    expect(guardView(hold, 'shell')).toEqual({ show: 'route' });
    expect(guardView(wait, 'shell')).toEqual({ show: 'spinner' });
    expect(guardView(allow, 'shell')).toEqual({ show: 'route' });
  });

  it('shows the loading bar, never the full-page spinner, for a page inside a shell', () => {
    expect(guardView(hold, 'inShell')).toEqual({ show: 'loadingBar' });
    expect(guardView(wait, 'inShell')).toEqual({ show: 'loadingBar' });
    expect(guardView(allow, 'inShell')).toEqual({ show: 'route' });
  });

  it('keeps the full-page spinner for pages of their own until they may render', () => {
    expect(guardView(hold, 'page')).toEqual({ show: 'spinner' });
    expect(guardView(wait, 'page')).toEqual({ show: 'spinner' });
    expect(guardView(allow, 'page')).toEqual({ show: 'route' });
  });

  it('follows a redirect wherever it stands', () => {
    for (const frame of ['page', 'shell', 'inShell'] as const) {
      expect(guardView(away, frame)).toEqual({ show: 'redirect', to: '/' });
    }
  });
});

describe('legacyRedirect', () => {
  it('maps the old addresses to their /dashboard/business equivalents', () => {
    expect(legacyRedirect('/tasks')).toBe('/dashboard/business/tasks');
    expect(legacyRedirect('/documents')).toBe('/dashboard/business/documents');
    expect(legacyRedirect('/reports')).toBe('/dashboard/business/reports');
    expect(legacyRedirect('/reports/abc-1')).toBe('/dashboard/business/reports/abc-1');
    expect(legacyRedirect('/meetings/m-9')).toBe('/dashboard/business/meetings/m-9');
  });

  it('knows nothing else', () => {
    expect(legacyRedirect('/nope')).toBeNull();
    expect(legacyRedirect('/meetings')).toBeNull();
  });
});

describe('toGuardSession', () => {
  const session = {
    jwt: 't',
    authType: 'user' as const,
    user: { id: 'u', name: 'Ana', email: 'a@b.c', role: 'council' as const },
    business: null,
  };

  const view = { isValidating: false, isAuthenticated: false, role: null, session: null };

  it('is validating while a token is checked, with the role of the session being checked', () => {
    expect(toGuardSession({ ...view, isValidating: true, pendingSession: null })).toEqual({
      status: 'validating',
      pendingRole: null,
    });
    expect(toGuardSession({ ...view, isValidating: true, pendingSession: session })).toEqual({
      status: 'validating',
      pendingRole: 'council',
    });
  });

  it('passes the role of an authenticated session and treats the rest as anonymous', () => {
    expect(
      toGuardSession({
        ...view,
        isAuthenticated: true,
        role: 'council',
        session,
        pendingSession: null,
      }),
    ).toEqual({ status: 'authenticated', role: 'council' });
    expect(toGuardSession({ ...view, pendingSession: null })).toEqual({ status: 'anonymous' });
  });
});

describe('the login page remembers where a signed-out person was going', () => {
  const reports = '/dashboard/business/reports?preencher=2026-11';

  it('carries the page asked for and gives it back once signed in', () => {
    const login = loginRemembering(reports);
    expect(login).toBe('/?destino=%2Fdashboard%2Fbusiness%2Freports%3Fpreencher%3D2026-11');
    expect(nextPathFrom(login.slice(1))).toBe(reports);
    expect(loginRemembering('/')).toBe('/');
  });

  it('leads only to a page of the portal: never another site, a script or the login itself', () => {
    for (const next of [
      '//evil.example/x',
      '/\\evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      '/\r\n//evil.example',
      '/\t/evil.example',
      '/',
      '',
      'dashboard',
    ]) {
      const search = `?${new URLSearchParams({ destino: next })}`;
      expect(nextPathFrom(search), next).toBeNull();
    }
    expect(nextPathFrom('?destino=/dashboard/business/tasks#x')).toBe(
      '/dashboard/business/tasks#x',
    );
  });
});

describe('a guard redirect keeps the page asked for across the login', () => {
  const reports = '/dashboard/business/reports?preencher=2026-11';
  const here = { pathname: '/dashboard/business/reports', search: '?preencher=2026-11' };

  it('sends a signed-out visitor to the login page with the page asked for', () => {
    expect(redirectTarget('/', 'dashboard', { status: 'anonymous' }, here)).toBe(
      `/?destino=${encodeURIComponent(reports)}`,
    );
  });

  it('sends a person just signed in from the login page there, not to the landing', () => {
    const login = { pathname: '/', search: `?destino=${encodeURIComponent(reports)}` };
    const signedIn: GuardSession = { status: 'authenticated', role: 'ordinary' };
    expect(redirectTarget(landingFor('ordinary'), 'guest', signedIn, login)).toBe(reports);
    const elsewhere = { pathname: '/', search: '?destino=%2F%2Fevil.example' };
    expect(redirectTarget(landingFor('ordinary'), 'guest', signedIn, elsewhere)).toBe(
      landingFor('ordinary'),
    );
  });
});

import { describe, expect, it } from 'vitest';
import {
  decideAccess,
  landingFor,
  legacyRedirect,
  toGuardSession,
  type GuardSession,
  type SessionRole,
} from './guards';
import { isRedirect, routeTable } from './routeTable';

const anonymous: GuardSession = { status: 'anonymous' };
const validating: GuardSession = { status: 'validating' };
const as = (role: SessionRole): GuardSession => ({ status: 'authenticated', role });

const ruleOf = (path: string) => {
  const route = routeTable.find((r) => r.path === path);
  if (!route) throw new Error(`no route ${path}`);
  return route.access;
};
const visit = (path: string, session: GuardSession) => decideAccess(ruleOf(path), session);

describe('landingFor', () => {
  it('sends admin and council to companies, waiting to /waiting, others to meetings', () => {
    expect(landingFor('admin')).toBe('/admin/businesses');
    expect(landingFor('council')).toBe('/admin/businesses');
    expect(landingFor('ordinary')).toBe('/dashboard/business/meetings');
    expect(landingFor('waiting')).toBe('/waiting');
  });
});

describe('route table', () => {
  it('has every route of SPEC §2', () => {
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

  it('re-validates the token on entry to /admin/chat only', () => {
    const revalidating = routeTable.filter((r) => 'revalidateOnEntry' in r && r.revalidateOnEntry);
    expect(revalidating.map((r) => r.path)).toEqual(['/admin/chat']);
  });
});

describe('decideAccess', () => {
  it('waits (spinner) while the session is validated, except on public pages', () => {
    expect(visit('/', validating)).toEqual({ type: 'wait' });
    expect(visit('/dashboard/business/meetings', validating)).toEqual({ type: 'wait' });
    expect(visit('/admin/chat', validating)).toEqual({ type: 'wait' });
    expect(visit('/register', validating)).toEqual({ type: 'allow' });
    expect(visit('/reset-password', validating)).toEqual({ type: 'allow' });
  });

  it('lets anonymous people see only public pages and sends them to / elsewhere', () => {
    expect(visit('/', anonymous)).toEqual({ type: 'allow' });
    expect(visit('/register', anonymous)).toEqual({ type: 'allow' });
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

  it('opens the dashboard to every approved role (admin and council use it in spy mode)', () => {
    for (const role of ['admin', 'council', 'ordinary'] as const) {
      expect(visit('/dashboard/business/reports/:id', as(role))).toEqual({ type: 'allow' });
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

  it('lets council see companies and users but sends it to / from finance and chat', () => {
    expect(visit('/admin/businesses', as('council'))).toEqual({ type: 'allow' });
    expect(visit('/admin/users', as('council'))).toEqual({ type: 'allow' });
    expect(visit('/admin/chat', as('council'))).toEqual({ type: 'redirect', to: '/' });
    expect(visit('/admin/finance', as('council'))).toEqual({ type: 'redirect', to: '/' });
  });

  it('lets admin everywhere in the admin area', () => {
    for (const path of ['/admin/businesses', '/admin/users', '/admin/finance', '/admin/chat']) {
      expect(visit(path, as('admin'))).toEqual({ type: 'allow' });
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

  it('shows the spinner while validating, even with a known role', () => {
    expect(
      toGuardSession({ isValidating: true, isAuthenticated: false, role: null, session: null }),
    ).toEqual({ status: 'validating' });
  });

  it('passes the role of an authenticated session and treats the rest as anonymous', () => {
    expect(
      toGuardSession({ isValidating: false, isAuthenticated: true, role: 'council', session }),
    ).toEqual({ status: 'authenticated', role: 'council' });
    expect(
      toGuardSession({ isValidating: false, isAuthenticated: false, role: null, session: null }),
    ).toEqual({ status: 'anonymous' });
  });
});

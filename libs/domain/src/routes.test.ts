import { describe, expect, it } from 'vitest';
import { monthToFill } from './reports/report-link';
import { routes } from './routes';

describe('the portal addresses', () => {
  // Bookmarks and e-mails already sent carry these: a change here breaks them.
  it('keeps the public addresses of the pages', () => {
    expect(routes).toMatchObject({
      login: '/',
      register: '/register',
      resetPassword: '/reset-password',
      waiting: '/waiting',
      meetings: '/dashboard/business/meetings',
      tasks: '/dashboard/business/tasks',
      documents: '/dashboard/business/documents',
      reports: '/dashboard/business/reports',
      info: '/dashboard/business/info',
      adminBusinesses: '/admin/businesses',
      adminUsers: '/admin/users',
      adminFinance: '/admin/finance',
      adminChat: '/admin/chat',
      adminAudit: '/admin/audit',
    });
    expect(routes.meeting('m1')).toBe('/dashboard/business/meetings/m1');
    expect(routes.report('r1')).toBe('/dashboard/business/reports/r1');
  });

  it('writes an id as one path segment, whatever it holds', () => {
    expect(routes.meeting('a/b c')).toBe('/dashboard/business/meetings/a%2Fb%20c');
    expect(routes.report('r?1#x')).toBe('/dashboard/business/reports/r%3F1%23x');
    expect(routes.companyView('b/1', { page: 'meetings', id: 'm 1' })).toBe(
      '/admin/view/b%2F1/meetings/m%201',
    );
  });

  it('writes the address of each company page the chat cites', () => {
    expect(routes.companyView('b1', { page: 'reports', id: 'r 7' })).toBe(
      '/admin/view/b1/reports/r%207',
    );
    for (const page of ['tasks', 'documents', 'info', 'meetings', 'reports'] as const) {
      expect(routes.companyView('b1', { page })).toBe(`/admin/view/b1/${page}`);
    }
  });

  it('carries the query each linked page reads', () => {
    const reminder = new URL(routes.fillReport('2026-11'), 'http://portal.test');
    expect(reminder.pathname).toBe(routes.reports);
    expect(monthToFill(reminder.search)).toBe('2026-11');

    const reset = new URL(routes.resetPasswordWith('a+b/c='), 'http://portal.test');
    expect(reset.pathname).toBe(routes.resetPassword);
    expect(reset.searchParams.get('token')).toBe('a+b/c=');

    const user = new URL(routes.adminUser('u 1&x'), 'http://portal.test');
    expect(user.pathname).toBe(routes.adminUsers);
    expect(user.searchParams.get('usuario')).toBe('u 1&x');
  });
});

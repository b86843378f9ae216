import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { routes } from '@portal/domain';
import { routeTable } from './routeTable';

// Which declared route an address opens, and the parameters the page reads from it (matched
// the way the router matches: its address decoded first).
function opened(address: string) {
  const { pathname } = new URL(address, 'http://portal.test');
  const [match] =
    matchRoutes(
      routeTable.map(({ path }) => ({ path })),
      pathname,
    ) ?? [];
  return match ? { path: match.route.path, params: match.params } : null;
}

describe('the addresses the routes module writes', () => {
  it('each open a page the router declares', () => {
    const pages = Object.values(routes).filter((value) => typeof value === 'string');
    expect(pages.length).toBeGreaterThan(10);
    for (const page of pages) expect(opened(page)?.path, page).toBe(page);
  });

  it('give the meeting and report pages back the id they were written with', () => {
    expect(opened(routes.meeting('reunião/2024 03'))?.params).toEqual({ id: 'reunião/2024 03' });
    expect(opened(routes.report('r?14#x'))?.params).toEqual({ id: 'r?14#x' });
  });

  it('lead the links that carry a query to their page', () => {
    expect(opened(routes.fillReport('2026-11'))?.path).toBe(routes.reports);
    expect(opened(routes.adminUser('u1'))?.path).toBe(routes.adminUsers);
    expect(opened(routes.resetPasswordWith('abc'))?.path).toBe(routes.resetPassword);
  });

  it('lead a link into a company to the company view with its id and page', () => {
    const link = routes.companyView('b 1', { page: 'meetings', id: 'm1' });
    expect(opened(link)?.params).toEqual({ businessId: 'b 1', '*': 'meetings/m1' });
  });
});

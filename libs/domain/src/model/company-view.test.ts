import { describe, expect, it } from 'vitest';
import { companyPagePath, companyViewPath } from './company-view';

describe('links into a company from outside its workspace', () => {
  it('writes the address of each page the chat cites', () => {
    expect(companyViewPath('b1', { page: 'meetings', id: 'm1' })).toBe(
      '/admin/view/b1/meetings/m1',
    );
    expect(companyViewPath('b1', { page: 'reports', id: 'r 7' })).toBe(
      '/admin/view/b1/reports/r%207',
    );
    for (const page of ['tasks', 'documents', 'info', 'meetings', 'reports'] as const) {
      expect(companyViewPath('b1', { page })).toBe(`/admin/view/b1/${page}`);
    }
  });

  it('opens the same page of the dashboard', () => {
    expect(companyPagePath('meetings/m1')).toBe('/dashboard/business/meetings/m1');
    expect(companyPagePath('reports/r%207/')).toBe('/dashboard/business/reports/r%207');
    expect(companyPagePath('tasks')).toBe('/dashboard/business/tasks');
    expect(companyPagePath('/documents/')).toBe('/dashboard/business/documents');
    expect(companyPagePath('info')).toBe('/dashboard/business/info');
  });

  it('opens the meetings list for nothing or anything it does not know', () => {
    for (const rest of ['', 'finance', 'tasks/t1', 'meetings/m1/edit', '../../admin/users']) {
      expect(companyPagePath(rest)).toBe('/dashboard/business/meetings');
    }
  });
});

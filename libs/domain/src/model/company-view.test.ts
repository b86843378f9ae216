import { describe, expect, it } from 'vitest';
import { companyPagePath } from './company-view';

describe('links into a company from outside its workspace', () => {
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

describe("a search's link to a transcript line", () => {
  it('keeps the line of a meeting, and nothing else of the query string', () => {
    expect(companyPagePath('meetings/m1', '?linha=12&x=1')).toBe(
      '/dashboard/business/meetings/m1?linha=12',
    );
    expect(companyPagePath('reports/r1', '?linha=12')).toBe('/dashboard/business/reports/r1');
    expect(companyPagePath('meetings/m1', '?linha=abc')).toBe('/dashboard/business/meetings/m1');
    expect(companyPagePath('meetings', '?linha=3')).toBe('/dashboard/business/meetings');
  });
});

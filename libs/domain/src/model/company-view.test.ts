import { describe, expect, it } from 'vitest';
import { companyPagePath, linkedIdOf } from './company-view';

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

describe("a search's link to a task or a folder", () => {
  it('keeps the task on the board and the folder in the library, as ids only', () => {
    expect(companyPagePath('tasks', '?tarefa=5d8f2b7a-1c4e&linha=2')).toBe(
      '/dashboard/business/tasks?tarefa=5d8f2b7a-1c4e',
    );
    // The library names a folder by its name.
    expect(companyPagePath('documents/', '?pasta=Reuni%C3%B5es+%26+atas')).toBe(
      '/dashboard/business/documents?pasta=Reuni%C3%B5es+%26+atas',
    );
    expect(companyPagePath('tasks', `?tarefa=${'x'.repeat(201)}`)).toBe(
      '/dashboard/business/tasks',
    );
    expect(companyPagePath('info', '?pasta=abc')).toBe('/dashboard/business/info');
    expect(linkedIdOf('?pasta=Financeiro', 'pasta')).toBe('Financeiro');
    expect(linkedIdOf('?pasta=', 'pasta')).toBeNull();
  });
});

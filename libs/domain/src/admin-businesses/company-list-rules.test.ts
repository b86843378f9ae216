import { describe, expect, it } from 'vitest';
import { searchKey } from '../format/search-key';
import { canManageBusinesses } from '../model/permissions';
import {
  companyCounters,
  companyRows,
  dreStatus,
  selectRows,
  type AdminCompany,
} from './company-list-rules';

// 16 November 2026, afternoon in São Paulo.
const TODAY = new Date('2026-11-16T15:00:00-03:00');

const company = (id: string, name: string, fields: Partial<AdminCompany> = {}): AdminCompany => ({
  id,
  name,
  logo: null,
  niche: null,
  lastDRE: null,
  ...fields,
});

const companies: readonly AdminCompany[] = [
  company('1', 'Padaria Pão da Serra', { niche: 'Panificação', lastDRE: '2026-11-03' }),
  company('2', 'Ateliê Flor de Lis', { niche: 'Moda sob medida', lastDRE: '2026-10-28' }),
  company('3', 'Sorriso Pleno Odontologia', { niche: 'Saúde', lastDRE: '2026-11-10' }),
  company('4', 'Exato Contabilidade', { niche: 'Serviços contábeis', lastDRE: null }),
  company('5', 'academia movimento vivo', { niche: 'Fitness', lastDRE: '2025-11-20' }),
];

const names = (list: readonly { company: AdminCompany }[]) => list.map((row) => row.company.name);

describe('DRE status (docs/product.md)', () => {
  it("is 'this month' when lastDRE falls in the current calendar month", () => {
    expect(dreStatus('2026-11-01', TODAY)).toBe('thisMonth');
    expect(dreStatus('2026-11-30', TODAY)).toBe('thisMonth');
    expect(dreStatus('2026-11-03T12:00:00.000Z', TODAY)).toBe('thisMonth');
  });

  it('is pending for another month, another year, none, or an unreadable date', () => {
    expect(dreStatus('2026-10-31', TODAY)).toBe('pending');
    expect(dreStatus('2025-11-16', TODAY)).toBe('pending');
    expect(dreStatus(null, TODAY)).toBe('pending');
    expect(dreStatus(undefined, TODAY)).toBe('pending');
    expect(dreStatus('', TODAY)).toBe('pending');
    expect(dreStatus('ontem', TODAY)).toBe('pending');
  });

  it("reads months in São Paulo's calendar, not UTC's", () => {
    // 31 October 22:30 in São Paulo is already 1 November in UTC: it counts for October.
    expect(dreStatus('2026-11-01T01:30:00Z', TODAY)).toBe('pending');
    // 1 November 00:30 in São Paulo (03:30 UTC) counts for November.
    expect(dreStatus('2026-11-01T03:30:00Z', TODAY)).toBe('thisMonth');
    // And 'today' itself: 1 December 01:00 UTC is still 30 November there.
    expect(dreStatus('2026-11-05', new Date('2026-12-01T01:00:00Z'))).toBe('thisMonth');
  });
});

describe('counters (Total, DRE este mês, Pendentes)', () => {
  it('counts every active company by its DRE status', () => {
    expect(companyCounters(companies, TODAY)).toEqual({ total: 5, thisMonth: 2, pending: 3 });
    expect(companyCounters([], TODAY)).toEqual({ total: 0, thisMonth: 0, pending: 0 });
  });
});

describe('search, filter and sort', () => {
  const rows = companyRows(companies, TODAY);
  const show = (options: Partial<Parameters<typeof selectRows>[1]> = {}) =>
    names(selectRows(rows, { search: '', filter: 'all', sort: 'name', ...options }));

  it('finds by a part of the name or the niche, ignoring case and accents', () => {
    expect(show({ search: 'ATELIE' })).toEqual(['Ateliê Flor de Lis']);
    expect(show({ search: 'pao da' })).toEqual(['Padaria Pão da Serra']);
    expect(show({ search: '  saude ' })).toEqual(['Sorriso Pleno Odontologia']);
    expect(show({ search: 'contábeis' })).toEqual(['Exato Contabilidade']);
    expect(show({ search: 'Movimento   VIVO' })).toEqual(['academia movimento vivo']);
    expect(show({ search: 'xyz' })).toEqual([]);
  });

  it('shows everything for a blank query', () => {
    expect(show({ search: '   ' })).toHaveLength(5);
    expect(searchKey('  Ção  Ê  ')).toBe('cao e');
  });

  it('filters by DRE this month or pending, together with the search', () => {
    expect(show({ filter: 'thisMonth' })).toEqual([
      'Padaria Pão da Serra',
      'Sorriso Pleno Odontologia',
    ]);
    expect(show({ filter: 'notThisMonth' })).toEqual([
      'academia movimento vivo',
      'Ateliê Flor de Lis',
      'Exato Contabilidade',
    ]);
    expect(show({ filter: 'notThisMonth', search: 'a' })).toHaveLength(3);
    expect(show({ filter: 'thisMonth', search: 'exato' })).toEqual([]);
  });

  it('sorts by name in pt-BR order, whatever the case and accents', () => {
    expect(show()).toEqual([
      'academia movimento vivo',
      'Ateliê Flor de Lis',
      'Exato Contabilidade',
      'Padaria Pão da Serra',
      'Sorriso Pleno Odontologia',
    ]);
  });

  it('sorts by health: critical first, companies without health facts last, ties by name', () => {
    const sick = { previousMonthFilled: false, overdueTasks: 4, lastMeetingAt: null };
    const worried = { previousMonthFilled: false, overdueTasks: 0, lastMeetingAt: '2026-11-10' };
    const lateTasks = { previousMonthFilled: true, overdueTasks: 2, lastMeetingAt: '2026-11-10' };
    const fine = { previousMonthFilled: true, overdueTasks: 0, lastMeetingAt: '2026-11-10' };
    const list = companyRows(
      [
        company('a', 'Alfa', { health: fine }),
        company('b', 'Beta', { health: worried }),
        company('c', 'Gama'),
        company('d', 'Delta', { health: sick }),
        company('e', 'Épsilon', { health: lateTasks }),
        company('f', 'Zeta', { health: fine }),
      ],
      TODAY,
    );
    expect(names(selectRows(list, { search: '', filter: 'all', sort: 'health' }))).toEqual([
      'Delta',
      'Épsilon',
      'Beta',
      'Alfa',
      'Zeta',
      'Gama',
    ]);
  });

  it('keeps the list it was given', () => {
    const before = names(rows);
    selectRows(rows, { search: '', filter: 'all', sort: 'name' });
    expect(names(rows)).toEqual(before);
  });
});

describe('who manages companies (docs/product.md, Roles)', () => {
  it('is the admin only; the council reads', () => {
    expect(canManageBusinesses('admin')).toBe(true);
    expect(canManageBusinesses('council')).toBe(false);
    expect(canManageBusinesses('ordinary')).toBe(false);
    expect(canManageBusinesses(null)).toBe(false);
  });
});

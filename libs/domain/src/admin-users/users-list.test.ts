import { describe, expect, it } from 'vitest';
import {
  auroraRef,
  bistroRef,
  cafeRef,
  managedUserFixture,
  managedUsersFixture,
} from '../testing/fixtures';
import {
  adminCountOf,
  businessesOfUsers,
  DEFAULT_USER_SORT,
  nextUserSort,
  NO_USER_FILTERS,
  visibleUsers,
} from './users-list';

const names = (users: readonly { name: string }[]) => users.map((user) => user.name);
const all = managedUsersFixture;

describe('the users table (docs/product.md)', () => {
  it('lists by name ascending by default, accents sorted as letters', () => {
    expect(names(visibleUsers(all, '', NO_USER_FILTERS, DEFAULT_USER_SORT))).toEqual([
      'Bruno Costa',
      'Carla Conselho',
      'João Silva',
      'Marina Admin',
      'Wanda Espera',
    ]);
  });

  it('sorts by e-mail or by the role as labelled, either way; ties stay in name order', () => {
    const byRole = nextUserSort(DEFAULT_USER_SORT, 'role');
    expect(byRole).toEqual({ column: 'role', direction: 'ascending' });
    // Admin, Conselho, then the Usuário people (someone waiting reads as Usuário) by name.
    expect(names(visibleUsers(all, '', NO_USER_FILTERS, byRole))).toEqual([
      'Marina Admin',
      'Carla Conselho',
      'Bruno Costa',
      'João Silva',
      'Wanda Espera',
    ]);
    const descending = nextUserSort(byRole, 'role');
    expect(descending.direction).toBe('descending');
    expect(names(visibleUsers(all, '', NO_USER_FILTERS, descending))).toEqual([
      'Bruno Costa',
      'João Silva',
      'Wanda Espera',
      'Carla Conselho',
      'Marina Admin',
    ]);
    const byEmail = nextUserSort(descending, 'email');
    expect(byEmail.direction).toBe('ascending');
    expect(visibleUsers(all, '', NO_USER_FILTERS, byEmail).map((user) => user.email)[0]).toBe(
      'u-admin@example.com',
    );
  });

  it('finds by name or e-mail, ignoring case and accents', () => {
    expect(names(visibleUsers(all, '  JOAO ', NO_USER_FILTERS, DEFAULT_USER_SORT))).toEqual([
      'João Silva',
    ]);
    expect(names(visibleUsers(all, 'u-bruno@', NO_USER_FILTERS, DEFAULT_USER_SORT))).toEqual([
      'Bruno Costa',
    ]);
    expect(visibleUsers(all, 'ninguém', NO_USER_FILTERS, DEFAULT_USER_SORT)).toEqual([]);
  });

  it('filters by role (waiting counts as Usuário) and by company, together with the search', () => {
    const users = visibleUsers(all, '', { role: 'user', businessId: null }, DEFAULT_USER_SORT);
    expect(names(users)).toEqual(['Bruno Costa', 'João Silva', 'Wanda Espera']);
    const atBistro = { role: null, businessId: bistroRef.id };
    expect(names(visibleUsers(all, '', atBistro, DEFAULT_USER_SORT))).toEqual([
      'Carla Conselho',
      'Wanda Espera',
    ]);
    expect(names(visibleUsers(all, 'carla', atBistro, DEFAULT_USER_SORT))).toEqual([
      'Carla Conselho',
    ]);
    expect(
      visibleUsers(all, '', { role: 'admin', businessId: cafeRef.id }, DEFAULT_USER_SORT),
    ).toEqual([]);
  });

  it('offers the companies of the people listed, each once, by name; counts the admins', () => {
    expect(businessesOfUsers(all)).toEqual([bistroRef, cafeRef, auroraRef]);
    expect(adminCountOf(all)).toBe(1);
    expect(adminCountOf([...all, managedUserFixture('u-2', 'Outra Admin', 'admin')])).toBe(2);
  });
});

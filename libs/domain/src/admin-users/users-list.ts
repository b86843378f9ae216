// What the users list shows of everyone it holds (docs/product.md "Admin: Users"): the search, the
// filters (role, company) and the sort of the table's columns, as plain functions the list's view
// applies. docs/product.md, Limits: by name ascending unless the person sorts otherwise.
import { searchKey } from '../format/search-key';
import type { BusinessRef, ListedRole, ManagedUser } from '../model/admin-users';
import { roleLabel, type Role } from '../model/session';

export const USER_SORT_COLUMNS = ['name', 'email', 'role'] as const;
export type UserSortColumn = (typeof USER_SORT_COLUMNS)[number];
/** The words of `aria-sort`, so a header says its order as it is. */
export type SortDirection = 'ascending' | 'descending';
export type UserSort = { readonly column: UserSortColumn; readonly direction: SortDirection };

/** docs/product.md, Limits: users sorted by name ascending. */
export const DEFAULT_USER_SORT: UserSort = { column: 'name', direction: 'ascending' };

/** The filters panel: a role and a company, each null for "any". */
export type UserFilters = { readonly role: Role | null; readonly businessId: string | null };
export const NO_USER_FILTERS: UserFilters = { role: null, businessId: null };

/** A person waiting for approval is listed, filtered and sorted as a user (their badge reads Usuário). */
export const filterRoleOf = (role: ListedRole): Role => (role === 'waiting' ? 'user' : role);

/** The same column again turns its order around; another column starts ascending. */
export function nextUserSort(sort: UserSort, column: UserSortColumn): UserSort {
  if (sort.column !== column) return { column, direction: 'ascending' };
  return { column, direction: sort.direction === 'ascending' ? 'descending' : 'ascending' };
}

const collator = new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true });

const sortKey: Record<UserSortColumn, (user: ManagedUser) => string> = {
  name: (user) => user.name,
  email: (user) => user.email,
  role: (user) => roleLabel(filterRoleOf(user.role)),
};

/** Case- and accent-insensitive "contains" on the name or the e-mail; blank matches everyone. */
export function matchesUserSearch(user: ManagedUser, query: string): boolean {
  const needle = searchKey(query);
  return (
    needle === '' || searchKey(user.name).includes(needle) || searchKey(user.email).includes(needle)
  );
}

export function matchesUserFilters(user: ManagedUser, filters: UserFilters): boolean {
  if (filters.role !== null && filterRoleOf(user.role) !== filters.role) return false;
  if (filters.businessId === null) return true;
  return user.business.businesses.some((business) => business.id === filters.businessId);
}

/** Ties of the sorted column keep the people in name, then e-mail order, whatever the direction. */
export function compareUsers(a: ManagedUser, b: ManagedUser, sort: UserSort): number {
  const order = collator.compare(sortKey[sort.column](a), sortKey[sort.column](b));
  if (order !== 0) return sort.direction === 'ascending' ? order : -order;
  return (
    collator.compare(a.name, b.name) || collator.compare(a.email, b.email) || (a.id < b.id ? -1 : 1)
  );
}

/** The rows of the table: the search, then the filters, in the sort's order. */
export function visibleUsers(
  users: readonly ManagedUser[],
  query: string,
  filters: UserFilters,
  sort: UserSort,
): ManagedUser[] {
  return users
    .filter((user) => matchesUserSearch(user, query) && matchesUserFilters(user, filters))
    .sort((a, b) => compareUsers(a, b, sort));
}

/** The companies the filter offers: each company someone in the list belongs to, by name. */
export function businessesOfUsers(users: readonly ManagedUser[]): BusinessRef[] {
  const byId = new Map<string, BusinessRef>();
  for (const user of users) {
    for (const business of user.business.businesses) byId.set(business.id, business);
  }
  return [...byId.values()].sort((a, b) => collator.compare(a.name, b.name));
}

/** How many approved admins the list holds (the last-admin rule of the edit form). */
export const adminCountOf = (users: readonly ManagedUser[]): number =>
  users.filter((user) => user.role === 'admin').length;

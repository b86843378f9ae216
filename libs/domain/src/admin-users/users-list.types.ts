// The users list machine's public types: what its actors take and give, what it holds, and the
// events it answers. The machine itself is `users-list.machine.ts`.
import type { BusinessRef, ManagedUser } from '../model/admin-users';
import type { Role } from '../model/session';
import type { UserFormEvent, UserSavedEvent } from './user-form.machine';
import {
  DEFAULT_USER_SORT,
  NO_USER_FILTERS,
  type UserFilters,
  type UserSort,
  type UserSortColumn,
} from './users-list';

/**
 * `force: false` may be answered from the client's 5-minute cache (shared with any request in
 * flight); `true` (the refresh button, a retry) drops it and asks the server (docs/product.md).
 */
export type LoadUsersInput = { force: boolean };
export type LoadUsersOutput = {
  /** Everyone the signed-in person may see (admin: everyone; council: its companies' people). */
  users: readonly ManagedUser[];
  /** Every company an admin may link a person to (the form's picker). */
  businesses: readonly BusinessRef[];
};
export type DeleteUserInput = { userId: string };
/** Resolves when the server deleted the person (the value is ignored). */
export type DeleteUserOutput = unknown;

export type UsersListInput = {
  /** The signed-in person's id: never offered deleting themself. */
  actorId: string | null;
  /** Admins create, edit and delete; the council reads (docs/product.md, Roles). */
  canManage: boolean;
  /** A person whose detail opens once the list is there (another screen's "managed by"). */
  openUserId?: string | null;
};

/** The screen's one toast (3 s). */
export type UsersToast = { tone: 'success' | 'error'; text: string };

export type UsersListContext = {
  actorId: string | null;
  canManage: boolean;
  users: readonly ManagedUser[];
  businesses: readonly BusinessRef[];
  /** The first load failed (state `failure`). */
  error: string | null;
  query: string;
  filters: UserFilters;
  /** The filters panel is shown. */
  filtersOpen: boolean;
  sort: UserSort;
  /** The person of the detail modal (or asked for before the list was there). */
  openUserId: string | null;
  /** The detail opens in edit mode (the row's edit button). */
  startEditing: boolean;
  /** The person the delete confirmation asks about. */
  deleteUserId: string | null;
  /** Shown for TOAST_MS (the `toast` region); a newer one replaces it. */
  toast: UsersToast | null;
};

export const initialUsersListContext: UsersListContext = {
  actorId: null,
  canManage: false,
  users: [],
  businesses: [],
  error: null,
  query: '',
  filters: NO_USER_FILTERS,
  filtersOpen: false,
  sort: DEFAULT_USER_SORT,
  openUserId: null,
  startEditing: false,
  deleteUserId: null,
  toast: null,
};

export type UsersListEvent =
  /** The refresh button or the error box's retry: a fresh load from the server. */
  | { type: 'users.refresh' }
  | { type: 'search.change'; query: string }
  | { type: 'filters.toggle' }
  | { type: 'filter.role'; role: Role | null }
  | { type: 'filter.business'; businessId: string | null }
  /** The panel's clear button: no role, no company, no search. */
  | { type: 'filters.clear' }
  /** A column header: that column ascending, or the same column the other way. */
  | { type: 'sort.change'; column: UserSortColumn }
  /** The name in a row (or another screen): the person's detail. */
  | { type: 'user.open'; userId: string }
  /** The row's edit button (admins): the detail in edit mode. */
  | { type: 'user.edit'; userId: string }
  /** 'New User' (admins). */
  | { type: 'user.create' }
  /** The row's delete button (admins): asks for confirmation first. */
  | { type: 'user.delete'; userId: string }
  | { type: 'delete.confirm' }
  /** ×, Escape, Cancel of whichever modal is open. */
  | { type: 'dialog.close' }
  | { type: 'toast.dismiss' }
  /** The open form's events, forwarded to it. */
  | UserFormEvent
  /** Sent by the open form when an edit was saved. */
  | UserSavedEvent
  /** Raised by the machine itself whenever it has something to say. */
  | { type: 'toast.show'; toast: UsersToast };

// The users' role rules (docs/product.md "role changes" "Admin create user", roles): the portal's
// user forms and the server's admin-users service both read them from here.
import {
  ADMIN_CANNOT_DELETE_SELF,
  ADMIN_CANNOT_DEMOTE_SELF,
  ADMIN_USER_BUSINESS_REQUIRED,
  ADMIN_USER_CREATE_ROLE,
  ADMIN_USER_FIELDS_REQUIRED,
  EMAIL_INVALID,
  LAST_ADMIN_REQUIRED,
  PASSWORD_TOO_SHORT,
  USER_ONE_BUSINESS_ONLY,
} from '../messages';
import type { Role, SessionRole } from '../model/session';
import { PASSWORD_MIN_LENGTH } from '../validation/limits';
import { isValidEmail, type FieldErrors } from '../validation/rules';

/** The roles the create forms offer (docs/product.md: "Create forms offer only user and council"). */
export const CREATABLE_ROLES = ['user', 'council'] as const satisfies readonly Role[];
export type CreatableRole = (typeof CREATABLE_ROLES)[number];

export const isCreatableRole = (role: Role): role is CreatableRole =>
  (CREATABLE_ROLES as readonly Role[]).includes(role);

/** What an admin's company list shows: every company ('*', docs/product.md user detail). */
export const ALL_BUSINESSES_MARK = '*';

/** How many companies a role holds: user exactly one, council one or more, admin all (none listed). */
export const BUSINESSES_PER_ROLE = {
  user: { min: 1, max: 1 },
  council: { min: 1, max: Number.POSITIVE_INFINITY },
  admin: { min: 0, max: 0 },
} as const satisfies Record<Role, { min: number; max: number }>;

/**
 * The company list after the role changes to `role` (docs/product.md): to admin the list is cleared, to
 * user only the first is kept, to council the list stays.
 */
export function businessesForRole<T>(role: Role, businesses: readonly T[]): T[] {
  if (role === 'admin') return [];
  if (role === 'user') return businesses.slice(0, 1);
  return [...businesses];
}

/** The refusal of a company list for a role, or undefined (admins hold every company anyway). */
export function validateUserBusinesses(role: Role, count: number): string | undefined {
  if (role === 'admin') return undefined;
  if (count < BUSINESSES_PER_ROLE[role].min) return ADMIN_USER_BUSINESS_REQUIRED;
  if (count > BUSINESSES_PER_ROLE[role].max) return USER_ONE_BUSINESS_ONLY;
  return undefined;
}

export type AdminUserValues = {
  name: string;
  email: string;
  /** Asked only when creating (docs/product.md: the create modal has a password; edit has none). */
  password?: string | undefined;
  role: Role;
  businessCount: number;
};
export type AdminUserField = 'name' | 'email' | 'password' | 'role' | 'businesses';

/**
 * The admin user form (docs/product.md, Limits): name, e-mail and (creating) password required ('Please fill in
 * all required fields'), a valid e-mail, a password of the registration's length, the company
 * count of the role. `creating` also refuses a role the create form does not offer.
 */
export function validateAdminUser(
  values: AdminUserValues,
  creating: boolean,
): FieldErrors<AdminUserField> {
  const errors: FieldErrors<AdminUserField> = {};
  if (values.name.trim() === '') errors.name = ADMIN_USER_FIELDS_REQUIRED;
  if (values.email.trim() === '') errors.email = ADMIN_USER_FIELDS_REQUIRED;
  else if (!isValidEmail(values.email)) errors.email = EMAIL_INVALID;
  if (creating) {
    const password = values.password ?? '';
    if (password === '') errors.password = ADMIN_USER_FIELDS_REQUIRED;
    else if (password.length < PASSWORD_MIN_LENGTH) errors.password = PASSWORD_TOO_SHORT;
    if (!isCreatableRole(values.role)) errors.role = ADMIN_USER_CREATE_ROLE;
  }
  const businesses = validateUserBusinesses(values.role, values.businessCount);
  if (businesses) errors.businesses = businesses;
  return errors;
}

/** Who sees the users screen (admin and, read-only, council: docs/product.md, Roles). */
export const canListUsers = (role: SessionRole | Role | null | undefined): boolean =>
  role === 'admin' || role === 'council';

/** Who creates, edits and deletes users: admins only (docs/product.md, Roles: "user edit only for admin"). */
export const canManageUsers = (role: SessionRole | Role | null | undefined): boolean =>
  role === 'admin';

/** An admin's refusal to delete someone, or undefined: never themself. */
export function validateUserDelete(actorId: string, targetId: string): string | undefined {
  return actorId === targetId ? ADMIN_CANNOT_DELETE_SELF : undefined;
}

/**
 * An admin's refusal of a role change, or undefined: never their own admin role, and never the
 * portal's last admin (`adminCount` counts the approved admins, the target included).
 */
export function validateRoleChange(input: {
  actorId: string;
  targetId: string;
  from: Role;
  to: Role;
  adminCount: number;
}): string | undefined {
  if (input.from !== 'admin' || input.to === 'admin') return undefined;
  if (input.actorId === input.targetId) return ADMIN_CANNOT_DEMOTE_SELF;
  if (input.adminCount <= 1) return LAST_ADMIN_REQUIRED;
  return undefined;
}

/** The last-admin rule for a delete: refuses removing the only approved admin. */
export function validateAdminRemoval(targetRole: Role, adminCount: number): string | undefined {
  return targetRole === 'admin' && adminCount <= 1 ? LAST_ADMIN_REQUIRED : undefined;
}

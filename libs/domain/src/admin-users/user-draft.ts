// The admin's user form (docs/product.md "User detail modal" edit mode and "Create User modal"): the
// draft as typed, the role rules applied as the person changes the role or picks companies
// (docs/product.md), its checks (docs/product.md, Limits), and the bodies the create and edit calls send.
import type { BusinessRef, ManagedUser } from '../model/admin-users';
import type { Role } from '../model/session';
import type { FieldErrors } from '../validation/rules';
import { filterRoleOf } from './users-list';
import {
  businessesForRole,
  validateAdminUser,
  validateRoleChange,
  type AdminUserField,
  type CreatableRole,
} from './user-rules';

export type UserDraft = {
  readonly name: string;
  readonly email: string;
  readonly phone_number: string;
  /** Asked only when creating. */
  readonly password: string;
  readonly role: Role;
  readonly knowledge_base: string;
  /** Edited only in the detail (the create modal has no notes, docs/product.md). */
  readonly notes: string;
  readonly businesses: readonly BusinessRef[];
};

/** The text fields of the form (the role and the companies have events of their own). */
export const USER_DRAFT_TEXT_FIELDS = [
  'name',
  'email',
  'phone_number',
  'password',
  'knowledge_base',
  'notes',
] as const;
export type UserDraftField = (typeof USER_DRAFT_TEXT_FIELDS)[number];

/** A new person: Usuário (the create form offers Usuário and Conselho), no company yet. */
export const emptyUserDraft: UserDraft = {
  name: '',
  email: '',
  phone_number: '',
  password: '',
  role: 'user',
  knowledge_base: '',
  notes: '',
  businesses: [],
};

/** Edit mode starts from the person as saved; someone waiting is edited as a user. */
export function draftOfUser(user: ManagedUser): UserDraft {
  const role = filterRoleOf(user.role);
  return {
    name: user.name,
    email: user.email,
    phone_number: user.phone_number ?? '',
    password: '',
    role,
    knowledge_base: user.knowledge_base ?? '',
    notes: user.notes ?? '',
    businesses: businessesForRole(role, user.business.businesses),
  };
}

/** docs/product.md: to admin the list is cleared, to user only the first company is kept. */
export const withRole = (draft: UserDraft, role: Role): UserDraft => ({
  ...draft,
  role,
  businesses: businessesForRole(role, draft.businesses),
});

/**
 * A company picked or unpicked: a user holds exactly one (picking another replaces it), a
 * council member any number, an admin none (they hold all).
 */
export function toggleBusiness(draft: UserDraft, business: BusinessRef): UserDraft {
  if (draft.role === 'admin') return draft;
  const picked = draft.businesses.some((b) => b.id === business.id);
  if (draft.role === 'user') return { ...draft, businesses: picked ? [] : [business] };
  return {
    ...draft,
    businesses: picked
      ? draft.businesses.filter((b) => b.id !== business.id)
      : [...draft.businesses, business],
  };
}

/** Who is editing whom: the refusals an admin gets about their own role and the last admin. */
export type UserFormSubject = {
  /** The person edited, or null when creating. */
  readonly user: ManagedUser | null;
  /** The signed-in admin's id. */
  readonly actorId: string | null;
  /** The approved admins of the list (the edited person included if an admin). */
  readonly adminCount: number;
};

/**
 * docs/product.md's checks of the admin form, then, editing, the role refusals the server would give
 * (never one's own admin role, never the portal's last admin).
 */
export function validateUserDraft(
  draft: UserDraft,
  subject: UserFormSubject,
): FieldErrors<AdminUserField> {
  const creating = subject.user === null;
  const errors = validateAdminUser(
    {
      name: draft.name,
      email: draft.email,
      password: creating ? draft.password : undefined,
      role: draft.role,
      businessCount: draft.businesses.length,
    },
    creating,
  );
  if (subject.user && subject.actorId && !errors.role) {
    const refusal = validateRoleChange({
      actorId: subject.actorId,
      targetId: subject.user.id,
      from: filterRoleOf(subject.user.role),
      to: draft.role,
      adminCount: subject.adminCount,
    });
    if (refusal) errors.role = refusal;
  }
  return errors;
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());
const picked = (draft: UserDraft) => ({
  businesses: businessesForRole(draft.role, draft.businesses).map(({ id, name }) => ({ id, name })),
});

/** docs/product.md, The wire format create: the user object (knowledge base or null, the picked companies). */
export type CreateUserInput = {
  name: string;
  email: string;
  phone_number: string | null;
  password: string;
  role: CreatableRole;
  knowledge_base: string | null;
  business: { businesses: BusinessRef[] };
};

/** docs/product.md, The wire format userEdit: the person with their companies as id and name. */
export type EditUserInput = {
  id: string;
  name: string;
  email: string;
  phone_number: string | null;
  role: Role;
  knowledge_base: string | null;
  notes: string | null;
  business: { businesses: BusinessRef[] };
};

/** The create body of a checked draft (its role is one the create form offers). */
export function toCreateUserInput(draft: UserDraft): CreateUserInput {
  return {
    name: draft.name.trim(),
    email: draft.email.trim(),
    phone_number: orNull(draft.phone_number),
    password: draft.password,
    role: draft.role === 'council' ? 'council' : 'user',
    knowledge_base: orNull(draft.knowledge_base),
    business: picked(draft),
  };
}

export function toEditUserInput(user: ManagedUser, draft: UserDraft): EditUserInput {
  return {
    id: user.id,
    name: draft.name.trim(),
    email: draft.email.trim(),
    phone_number: orNull(draft.phone_number),
    role: draft.role,
    knowledge_base: orNull(draft.knowledge_base),
    notes: orNull(draft.notes),
    business: picked(draft),
  };
}

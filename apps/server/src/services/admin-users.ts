import type { AdminUser, EditedUser, NewUser } from '@portal/api-client';
import {
  ADMIN_USER_CREATE_ROLE,
  businessesForRole,
  isCreatableRole,
  LAST_ADMIN_REQUIRED,
  normalizeEmail,
  validateAdminRemoval,
  validateRoleChange,
  validateUserBusinesses,
  validateUserDelete,
} from '@portal/domain';
import type { Database } from '../db';
import { isUniqueViolation } from '../db';
import {
  deleteUserById,
  findAdminUser,
  listAdminUsers,
  listMembershipsOf,
  lockActiveAdmins,
  lockBusinessesByIds,
  lockUserById,
  setMemberships,
  updateUserByAdmin,
  type AdminUserRow,
} from '../repositories/admin-users';
import { findUserIdByEmail, insertUser } from '../repositories/users';
import { requireAdmin, requireAdminOrCouncil } from '../auth/authorize';
import { hashPassword } from '../auth/password';
import type { Principal } from '../auth/principal';
import { inBackground, type ServiceDeps } from './deps';
import { notify } from './notifications';
import { conflict, forbidden, invalid, MESSAGES, notFound } from './errors';
import { endTokens } from './tokens';

/** A person as the admin users screen gets it (the contract's reply type). */
export type AdminUserView = AdminUser;
type BusinessRef = { id: string; name: string };

function toView(row: AdminUserRow, businesses: readonly BusinessRef[]): AdminUserView {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone_number: row.phoneNumber,
    role: row.status === 'waiting' ? 'waiting' : row.role,
    knowledge_base: row.knowledgeBase,
    notes: row.notes,
    created_at: row.createdAt.toISOString(),
    created_by: row.createdBy,
    created_by_name: row.createdByName,
    // An admin holds every company: the screen shows '*' for an empty list (docs/product.md).
    business: { businesses: row.role === 'admin' ? [] : [...businesses] },
    two_factor: row.twoFactor,
    erasure_requested_at: row.erasureRequestedAt?.toISOString() ?? null,
  };
}

function groupByUser(links: readonly (BusinessRef & { userId: string })[]) {
  const byUser = new Map<string, BusinessRef[]>();
  for (const { userId, id, name } of links) {
    const list = byUser.get(userId) ?? [];
    list.push({ id, name });
    byUser.set(userId, list);
  }
  return byUser;
}

/**
 * Every person, by name (docs/product.md, Limits), with their companies. Admins see everyone; a council member
 * (read-only) sees the people of the companies they are linked to, themself included, and of
 * each person only those companies (ours: docs/product.md gives the council only its own companies).
 */
export async function listUsers(deps: ServiceDeps, principal: Principal): Promise<AdminUserView[]> {
  requireAdminOrCouncil(principal);
  const [rows, links] = await Promise.all([listAdminUsers(deps.db), listMembershipsOf(deps.db)]);
  const byUser = groupByUser(links);
  if (principal.kind === 'user' && principal.role === 'admin') {
    return rows.map((row) => toView(row, byUser.get(row.id) ?? []));
  }
  const mine = new Set((byUser.get(principal.id) ?? []).map((b) => b.id));
  return rows.flatMap((row) => {
    const shared = (byUser.get(row.id) ?? []).filter((b) => mine.has(b.id));
    if (row.id !== principal.id && (shared.length === 0 || row.role === 'admin')) return [];
    return [toView(row, shared)];
  });
}

/** The company ids of a body, each once, in order, for the role (docs/product.md: admin none). */
function pickedBusinessIds(role: EditedUser['role'], picked: readonly { id: string }[]) {
  const ids = [...new Set(picked.map((b) => b.id.toLowerCase()))];
  const message = validateUserBusinesses(role, ids.length);
  if (message) throw invalid(message);
  return businessesForRole(role, ids);
}

/** Every id names a company, locked until the commit so none is deleted while linked. */
async function requireBusinesses(tx: Database, ids: readonly string[]) {
  const found = await lockBusinessesByIds(tx, ids);
  if (found.length !== ids.length) throw notFound(MESSAGES.businessNotFound);
}

async function requireFreeEmail(tx: Database, email: string, ownId?: string) {
  const taken = await findUserIdByEmail(tx, email);
  if (taken && taken.id !== ownId) throw conflict(MESSAGES.emailTaken);
}

async function viewOf(db: Database, id: string): Promise<AdminUserView> {
  const row = await findAdminUser(db, id);
  if (!row) throw notFound(MESSAGES.userNotFound);
  return toView(row, await listMembershipsOf(db, [id]));
}

/** A unique index refusal that a concurrent writer caused, told as the e-mail being taken. */
async function emailRace<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(MESSAGES.emailTaken);
    throw error;
  }
}

/**
 * docs/product.md, Limits "Admin create user": an approved person with a password (argon2), a role the create
 * form offers, the companies of that role; "created by" is the admin.
 */
export async function createUser(
  deps: ServiceDeps,
  principal: Principal,
  input: NewUser,
): Promise<[{ status: 'success'; user: AdminUserView }]> {
  requireAdmin(principal);
  if (!isCreatableRole(input.role)) throw invalid(ADMIN_USER_CREATE_ROLE);
  // The company form's inline person: no company until the company being created links them.
  const businessIds = input.forNewCompany
    ? []
    : pickedBusinessIds(input.role, input.business.businesses);
  const email = normalizeEmail(input.email);
  const passwordHash = await hashPassword(input.password);
  const user = await emailRace(() =>
    deps.db.transaction(async (tx) => {
      await requireFreeEmail(tx, email);
      await requireBusinesses(tx, businessIds);
      const { id } = await insertUser(tx, {
        name: input.name,
        email,
        phoneNumber: input.phone_number ?? null,
        passwordHash,
        role: input.role,
        status: 'active',
        knowledgeBase: input.knowledge_base ?? null,
        notes: input.notes ?? null,
        createdBy: principal.id,
      });
      await setMemberships(tx, id, businessIds);
      return viewOf(tx, id);
    }),
  );
  return [{ status: 'success', user }];
}

/**
 * An admin edits a person. The role's company rule holds (to admin the list is cleared); an
 * admin never demotes themself, and the last admin stays one (the admins are locked first, so
 * two admins demoting each other at once are decided in turn). A role or company change ends
 * the person's open sessions, in the same transaction.
 */
export async function editUser(
  deps: ServiceDeps,
  principal: Principal,
  input: EditedUser,
): Promise<[{ status: 'success'; user: AdminUserView }]> {
  requireAdmin(principal);
  const businessIds = pickedBusinessIds(input.role, input.business.businesses);
  const email = normalizeEmail(input.email);
  const user = await emailRace(() =>
    deps.db.transaction(async (tx) => {
      const admins = await lockActiveAdmins(tx);
      const target = await lockUserById(tx, input.id);
      if (!target) throw notFound(MESSAGES.userNotFound);
      const refusal = validateRoleChange({
        actorId: principal.id,
        targetId: target.id,
        from: target.role,
        to: input.role,
        adminCount: admins.includes(target.id) ? admins.length : Number.POSITIVE_INFINITY,
      });
      if (refusal) throw refusal === LAST_ADMIN_REQUIRED ? conflict(refusal) : forbidden(refusal);
      await requireFreeEmail(tx, email, target.id);
      await requireBusinesses(tx, businessIds);
      const before = (await listMembershipsOf(tx, [target.id])).map((b) => b.id);
      await updateUserByAdmin(tx, target.id, {
        name: input.name,
        email,
        phoneNumber: input.phone_number ?? null,
        role: input.role,
        knowledgeBase: input.knowledge_base ?? null,
        notes: input.notes ?? null,
      });
      await setMemberships(tx, target.id, businessIds);
      const sameBusinesses =
        before.length === businessIds.length && before.every((id) => businessIds.includes(id));
      if (target.role !== input.role || !sameBusinesses) {
        await endTokens(deps, { kind: 'user', id: target.id }, tx);
      }
      return viewOf(tx, target.id);
    }),
  );
  return [{ status: 'success', user }];
}

/** A person who asked for the erasure hears that it was done, at the address they signed in with. */
function tellErased(deps: ServiceDeps, person: { name: string; email: string }) {
  inBackground(deps, '[usuários] falha ao avisar da exclusão da conta', () =>
    deps.mailer.send({
      to: person.email,
      subject: 'Sua conta foi excluída',
      text:
        `Olá, ${person.name}!\n\n` +
        'Como você pediu, a sua conta no portal e os seus dados pessoais foram excluídos. ' +
        'Os registros de segurança e de auditoria que citam o seu nome ficam guardados pelo ' +
        'prazo de retenção do portal, como a lei permite.\n',
    }),
  );
}

/**
 * An admin deletes a person (never themself, never the last admin): their links and reset links
 * go with the row, so their sessions end; their picture is removed after the commit. Deleting a
 * person who asked for it is how the erasure is confirmed: they are told, and so are the other
 * admins' bells (the notice of the request goes).
 */
export async function deleteUser(
  deps: ServiceDeps,
  principal: Principal,
  userId: string,
): Promise<[{ status: 'success' }]> {
  requireAdmin(principal);
  const self = validateUserDelete(principal.id, userId);
  if (self) throw forbidden(self);
  const removed = await deps.db.transaction(async (tx) => {
    const admins = await lockActiveAdmins(tx);
    const target = await lockUserById(tx, userId);
    if (!target) throw notFound(MESSAGES.userNotFound);
    if (admins.includes(target.id)) {
      const refusal = validateAdminRemoval('admin', admins.length);
      if (refusal) throw conflict(refusal);
    }
    const row = await deleteUserById(tx, target.id);
    await notify.erasureSettled(tx, target.id);
    return row;
  });
  if (removed?.erasureRequestedAt) tellErased(deps, removed);
  const picture = removed?.profilePicture;
  if (picture) {
    await deps.storage.delete(picture).catch((error: unknown) => {
      deps.logger.error(`[usuários] foto não removida: ${picture}`, error);
    });
  }
  return [{ status: 'success' }];
}

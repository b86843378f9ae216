import type { adminBusinessesMultipartBodies } from '@portal/api-client';
import {
  BUSINESS_MANAGER_NOT_MEMBER,
  BUSINESS_UPDATED,
  BUSINESS_USER_TAKEN,
  BUSINESS_USER_UNKNOWN,
  websiteWithScheme,
} from '@portal/domain';
import type { z } from 'zod';
import type { Database } from '../db';
import { updateBusinessByAdmin, type AdminBusinessChange } from '../repositories/admin-businesses';
import { insertBusiness, lockBusinessById } from '../repositories/businesses';
import {
  activeMemberIds,
  linkedElsewhere,
  linkPeople,
  lockPeople,
  unlinkPeople,
} from '../repositories/business-people';
import { requireAdmin } from '../auth/authorize';
import type { Principal } from '../auth/principal';
import { businessView, type AdminBusinessView } from './admin-business-view';
import { removeFiles, storeAdminLogo } from './business-logo';
import { afterCompanyRemoved, deleteCompany } from './company-erasure';
import type { ServiceDeps } from './deps';
import { conflict, invalid, MESSAGES, notFound } from './errors';
import { endTokens } from './tokens';

// The admin's companies (docs/product.md "Admin: Companies"): create, edit and delete; the approvals
// are in business-approvals.ts, the business account's login and spy-mode entries in
// business-access.ts. Every write runs in one transaction under the company's row lock (ADR
// 0004), the people it links locked too; a logo is stored before its row and an old one removed
// after the commit (the recipe's order), so a crash leaves at worst an unnamed file.

export type BusinessFields = Omit<
  z.output<typeof adminBusinessesMultipartBodies.create>,
  'jwt' | 'authType'
>;
export type BusinessEdit = Omit<
  z.output<typeof adminBusinessesMultipartBodies.edit>,
  'jwt' | 'authType'
>;
type BusinessReply = [{ status: 'success'; message?: string; business: AdminBusinessView }];

/** Empty text is "not given": stored as null, as the company page does. */
const orNull = (value: string) => value.trim() || null;
const websiteOf = (value: string) => {
  const website = orNull(value);
  return website && websiteWithScheme(website);
};
export const uniqueIds = (ids: readonly string[]) => [
  ...new Set(ids.map((id) => id.toLowerCase())),
];

/** The row fields of the form's text fields that were given (edit gives only some). */
export function changeOf(input: Partial<BusinessFields>): AdminBusinessChange {
  const change: AdminBusinessChange = {};
  if (input.name !== undefined) change.name = input.name;
  if (input.niche !== undefined) change.niche = orNull(input.niche);
  if (input.website !== undefined) change.website = websiteOf(input.website);
  if (input.knowledge_base !== undefined) change.knowledgeBase = orNull(input.knowledge_base);
  if (input.meta_faturamento !== undefined) change.metaFaturamento = input.meta_faturamento;
  if (input.username_instagram !== undefined)
    change.usernameInstagram = orNull(input.username_instagram);
  if (input.custom_questions !== undefined) change.customQuestions = input.custom_questions;
  return change;
}

/**
 * The people a company is given, locked until the commit: each must be an approved person (or,
 * on approval, one of the company's own registrants, `alsoAllowed`), and a person of role user
 * belongs to one company only (docs/product.md/), so one already linked elsewhere is refused by name.
 */
export async function requireMembers(
  tx: Database,
  ids: readonly string[],
  businessId: string | null,
  alsoAllowed: ReadonlySet<string> = new Set(),
): Promise<void> {
  const people = await lockPeople(tx, ids);
  if (
    people.length !== ids.length ||
    people.some((p) => p.status !== 'active' && !alsoAllowed.has(p.id))
  ) {
    throw notFound(BUSINESS_USER_UNKNOWN);
  }
  const users = people.filter((p) => p.role === 'user');
  const elsewhere = await linkedElsewhere(
    tx,
    users.map((p) => p.id),
    businessId,
  );
  const taken = users.find((p) => elsewhere.has(p.id));
  if (taken) throw conflict(BUSINESS_USER_TAKEN(taken.name));
}

/** The manager is one of the company's people (an empty list of people: no manager at all). */
export function requireManagerAmong(managedBy: string | null, members: readonly string[]) {
  if (managedBy !== null && !members.includes(managedBy.toLowerCase()))
    throw invalid(BUSINESS_MANAGER_NOT_MEMBER);
}

/** Runs `work` after storing the logo; a refusal or failure removes the logo again. */
export async function withStoredLogo<T>(
  deps: ServiceDeps,
  logo: Blob | undefined,
  work: (logoKey: string | null) => Promise<T>,
): Promise<T> {
  const logoKey = await storeAdminLogo(deps, logo);
  try {
    return await work(logoKey);
  } catch (error) {
    await removeFiles(deps, [logoKey]);
    throw error;
  }
}

/**
 * docs/product.md, The wire format create: an active company with the form's fields, its people linked (the manager among
 * them) and its custom questions; no business account yet (setAccess gives it one).
 */
export async function createBusiness(
  deps: ServiceDeps,
  principal: Principal,
  input: BusinessFields,
): Promise<BusinessReply> {
  requireAdmin(principal);
  const users = uniqueIds(input.users);
  requireManagerAmong(input.managed_by, users);
  const business = await withStoredLogo(deps, input.logo, (logo) =>
    deps.db.transaction(async (tx) => {
      await requireMembers(tx, users, null);
      const { id } = await insertBusiness(tx, {
        name: input.name,
        ...changeOf(input),
        customQuestions: input.custom_questions ?? [],
        managedBy: input.managed_by.toLowerCase(),
        logo,
        status: 'active',
      });
      await linkPeople(tx, id, users);
      return businessView(deps, tx, id);
    }),
  );
  return [{ status: 'success', business }];
}

/**
 * docs/product.md, The wire format edit: only the fields given change. `users` replaces the company's approved people
 * (people waiting to join keep their request); those taken off end their sessions. A new logo
 * replaces the old, which is removed after the commit.
 */
export async function editBusiness(
  deps: ServiceDeps,
  principal: Principal,
  input: BusinessEdit,
): Promise<BusinessReply> {
  requireAdmin(principal);
  const users = input.users && uniqueIds(input.users);
  let oldLogo: string | null = null;
  const business = await withStoredLogo(deps, input.logo, (logo) =>
    deps.db.transaction(async (tx) => {
      const current = await lockBusinessById(tx, input.id);
      if (!current) throw notFound(MESSAGES.businessNotFound);
      const before = await activeMemberIds(tx, current.id);
      if (users) await requireMembers(tx, users, current.id);
      const managedBy = input.managed_by ?? current.managedBy;
      if (users || input.managed_by !== undefined) requireManagerAmong(managedBy, users ?? before);
      await updateBusinessByAdmin(tx, current.id, {
        ...changeOf(input),
        ...(input.managed_by !== undefined ? { managedBy: input.managed_by.toLowerCase() } : {}),
        ...(logo ? { logo } : {}),
      });
      if (users) {
        const removed = before.filter((id) => !users.includes(id));
        await unlinkPeople(tx, current.id, removed);
        await linkPeople(
          tx,
          current.id,
          users.filter((id) => !before.includes(id)),
        );
        for (const id of removed) await endTokens(deps, { kind: 'user', id }, tx);
      }
      oldLogo = logo ? current.logo : null;
      return businessView(deps, tx, current.id);
    }),
  );
  await removeFiles(deps, [oldLogo]);
  return [{ status: 'success', message: BUSINESS_UPDATED, business }];
}

/**
 * docs/product.md, The wire format delete: the company and all it holds (services/company-erasure.ts);
 * its stored files after the commit.
 */
export async function deleteBusiness(
  deps: ServiceDeps,
  principal: Principal,
  businessId: string,
): Promise<[{ status: 'success' }]> {
  requireAdmin(principal);
  const removed = await deps.db.transaction((tx) => deleteCompany(tx, deps, businessId));
  await afterCompanyRemoved(deps, removed);
  return [{ status: 'success' }];
}

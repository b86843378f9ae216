import type { AdminBusiness } from '@portal/api-client';
import { monthKey, monthOf, overdueTaskCutoff, previousMonth } from '@portal/domain';
import type { Database } from '../db';
import {
  businessesWithReportFor,
  lastMeetingDates,
  listActiveBusinesses,
  listActiveMembers,
  overdueTaskCounts,
  type BusinessScope,
  type ListedBusinessRow,
  type MemberRow,
} from '../repositories/admin-businesses';
import { findBusinessById } from '../repositories/businesses';
import { requireAdminOrCouncil } from '../auth/authorize';
import type { Principal } from '../auth/principal';
import type { ServiceDeps } from './deps';
import { MESSAGES, notFound } from './errors';
import { businessOf, byName, peopleByName } from './business-shape';

/** A company as the admin companies screen gets it (the contract's reply type). */
export type AdminBusinessView = AdminBusiness;

const byNameThenId = (a: ListedBusinessRow, b: ListedBusinessRow) =>
  byName.compare(a.name, b.name) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** True for an approved admin (the access code is theirs to see). */
const isAdmin = (principal: Principal) =>
  principal.kind === 'user' && principal.status === 'active' && principal.role === 'admin';

/**
 * docs/product.md's business plus the health badge's facts (and, for the admin, the access code) of each
 * row, from four set-based queries over the scope, each grouped by company: the members, last
 * month's reports, the overdue tasks (overdueTaskCutoff) and the newest meetings. Never a query
 * per company, and each company's facts are its own.
 */
async function views(
  deps: ServiceDeps,
  db: Database,
  rows: readonly ListedBusinessRow[],
  scope: BusinessScope,
  withAccessCode: boolean,
  inTransaction: boolean,
): Promise<AdminBusinessView[]> {
  if (rows.length === 0) return [];
  const now = deps.clock.now();
  const month = `${monthKey(previousMonth(monthOf(now)))}-01`;
  const before = overdueTaskCutoff(now);
  const queries = [
    () => listActiveMembers(db, scope),
    () => businessesWithReportFor(db, month, scope),
    () => overdueTaskCounts(db, before, scope),
    () => lastMeetingDates(db, scope),
  ] as const;
  // On the pool the four run side by side; a transaction's one connection takes them in turn.
  const [members, filled, overdue, meetings] = inTransaction
    ? [await queries[0](), await queries[1](), await queries[2](), await queries[3]()]
    : await Promise.all([queries[0](), queries[1](), queries[2](), queries[3]()]);
  const membersOf = new Map<string, Omit<MemberRow, 'businessId'>[]>();
  for (const { businessId, ...person } of members) {
    const list = membersOf.get(businessId) ?? [];
    list.push(person);
    membersOf.set(businessId, list);
  }
  return [...rows].sort(byNameThenId).map((row) => ({
    ...businessOf(deps, row, peopleByName(membersOf.get(row.id) ?? [])),
    health: {
      previousMonthFilled: filled.has(row.id),
      overdueTasks: overdue.get(row.id) ?? 0,
      lastMeetingAt: meetings.get(row.id)?.toISOString() ?? null,
    },
    ...(withAccessCode ? { access_code: row.accessCode } : {}),
  }));
}

/**
 * docs/product.md, The wire format admin getAll: the admin gets every active company, a council member those linked to
 * them (read-only); each with its people, health and, for the admin only, its access code.
 */
export async function listBusinesses(
  deps: ServiceDeps,
  principal: Principal,
): Promise<AdminBusinessView[]> {
  requireAdminOrCouncil(principal);
  const admin = isAdmin(principal);
  const scope: BusinessScope = admin ? { kind: 'all' } : { kind: 'linkedTo', userId: principal.id };
  const rows = await listActiveBusinesses(deps.db, scope);
  return views(deps, deps.db, rows, scope, admin, false);
}

/**
 * One company in getAll's shape, read inside the transaction `tx` that changed it (the admin's
 * view: the reply of create, edit and approve).
 */
export async function businessView(
  deps: ServiceDeps,
  tx: Database,
  businessId: string,
): Promise<AdminBusinessView> {
  const row = await findBusinessById(tx, businessId);
  if (!row) throw notFound(MESSAGES.businessNotFound);
  const [view] = await views(deps, tx, [row], { kind: 'ids', ids: [row.id] }, true, true);
  return view!;
}

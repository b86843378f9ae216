import { and, count, eq, inArray, lt, max, ne, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { schema, type Database } from '../db';
import type { BusinessRow } from './businesses';

/**
 * Queries of the admin companies screen. Each reads every company of a scope at once (never a
 * query per company), so the list stays a handful of queries for 2,000 companies.
 */

/** Which companies a list covers: every one, those linked to a person (council), or some ids. */
export type BusinessScope =
  { kind: 'all' } | { kind: 'linkedTo'; userId: string } | { kind: 'ids'; ids: readonly string[] };

/** The condition "this business id column is in the scope" (undefined: no condition). */
export function inScope(db: Database, column: PgColumn, scope: BusinessScope): SQL | undefined {
  switch (scope.kind) {
    case 'all':
      return undefined;
    case 'ids':
      return scope.ids.length ? inArray(column, [...scope.ids]) : sql`false`;
    case 'linkedTo':
      return inArray(
        column,
        db
          .select({ id: schema.userBusinesses.businessId })
          .from(schema.userBusinesses)
          .where(eq(schema.userBusinesses.userId, scope.userId)),
      );
  }
}

/** The columns of a company the admin's list shows (never its password hash). */
const listedColumns = {
  id: schema.businesses.id,
  name: schema.businesses.name,
  accessCode: schema.businesses.accessCode,
  logo: schema.businesses.logo,
  website: schema.businesses.website,
  niche: schema.businesses.niche,
  knowledgeBase: schema.businesses.knowledgeBase,
  customQuestions: schema.businesses.customQuestions,
  metaFaturamento: schema.businesses.metaFaturamento,
  usernameInstagram: schema.businesses.usernameInstagram,
  managedBy: schema.businesses.managedBy,
  createdAt: schema.businesses.createdAt,
  lastDre: schema.businesses.lastDre,
};
export type ListedBusinessRow = Pick<BusinessRow, keyof typeof listedColumns>;

/** The active companies of the scope (in no order: the service sorts them by name). */
export function listActiveBusinesses(
  db: Database,
  scope: BusinessScope,
): Promise<ListedBusinessRow[]> {
  return db
    .select(listedColumns)
    .from(schema.businesses)
    .where(and(eq(schema.businesses.status, 'active'), inScope(db, schema.businesses.id, scope)));
}

export type MemberRow = {
  businessId: string;
  id: string;
  name: string;
  email: string;
  role: 'admin' | 'council' | 'user';
};

/** The approved people linked to the companies of the scope (the product's access_users), unsorted. */
export function listActiveMembers(db: Database, scope: BusinessScope): Promise<MemberRow[]> {
  return db
    .select({
      businessId: schema.userBusinesses.businessId,
      id: schema.users.id,
      name: schema.users.name,
      email: schema.users.email,
      role: schema.users.role,
    })
    .from(schema.userBusinesses)
    .innerJoin(schema.users, eq(schema.users.id, schema.userBusinesses.userId))
    .where(
      and(eq(schema.users.status, 'active'), inScope(db, schema.userBusinesses.businessId, scope)),
    );
}

/** Ids of the companies of the scope with a report for `month` ('YYYY-MM-01'). */
export async function businessesWithReportFor(
  db: Database,
  month: string,
  scope: BusinessScope,
): Promise<Set<string>> {
  const rows = await db
    .select({ id: schema.monthlyReports.businessId })
    .from(schema.monthlyReports)
    .where(
      and(
        eq(schema.monthlyReports.month, month),
        inScope(db, schema.monthlyReports.businessId, scope),
      ),
    );
  return new Set(rows.map((r) => r.id));
}

/** Open tasks (not done) created before `before`, counted per company of the scope. */
export async function overdueTaskCounts(
  db: Database,
  before: Date,
  scope: BusinessScope,
): Promise<Map<string, number>> {
  const rows = await db
    .select({ id: schema.tasks.businessId, n: count() })
    .from(schema.tasks)
    .where(
      and(
        ne(schema.tasks.status, 'done'),
        lt(schema.tasks.createdAt, before),
        inScope(db, schema.tasks.businessId, scope),
      ),
    )
    .groupBy(schema.tasks.businessId);
  return new Map(rows.map((r) => [r.id, Number(r.n)]));
}

/** The newest meeting's date per company of the scope. */
export async function lastMeetingDates(
  db: Database,
  scope: BusinessScope,
): Promise<Map<string, Date>> {
  const rows = await db
    .select({ id: schema.meetings.businessId, at: max(schema.meetings.date) })
    .from(schema.meetings)
    .where(inScope(db, schema.meetings.businessId, scope))
    .groupBy(schema.meetings.businessId);
  return new Map(rows.flatMap((r) => (r.at ? [[r.id, new Date(r.at)] as const] : [])));
}

/** The company's row locked for a change that deletes or replaces it (FOR UPDATE). */
export async function lockBusinessForDelete(db: Database, id: string): Promise<BusinessRow | null> {
  const [row] = await db
    .select()
    .from(schema.businesses)
    .where(eq(schema.businesses.id, id))
    .for('update');
  return row ?? null;
}

/** Storage keys of the company's uploaded documents. */
export async function documentFileKeysOf(db: Database, businessId: string): Promise<string[]> {
  const rows = await db
    .select({ key: schema.documents.fileKey })
    .from(schema.documents)
    .where(eq(schema.documents.businessId, businessId));
  return rows.flatMap((r) => (r.key ? [r.key] : []));
}

/**
 * Removes the company; its meetings (with their entries and added tasks), tasks, documents,
 * reports, reminders, team e-mails, links and spy-mode entries go with it (ON DELETE CASCADE), in
 * the caller's transaction.
 */
export async function deleteBusinessRow(db: Database, id: string): Promise<void> {
  await db.delete(schema.businesses).where(eq(schema.businesses.id, id));
}

export type AdminBusinessChange = Partial<
  Pick<
    BusinessRow,
    | 'name'
    | 'website'
    | 'niche'
    | 'knowledgeBase'
    | 'customQuestions'
    | 'metaFaturamento'
    | 'usernameInstagram'
    | 'managedBy'
    | 'logo'
    | 'status'
  >
>;

export async function updateBusinessByAdmin(
  db: Database,
  id: string,
  change: AdminBusinessChange,
): Promise<void> {
  if (Object.keys(change).length === 0) return;
  await db.update(schema.businesses).set(change).where(eq(schema.businesses.id, id));
}

/** The company holding an access code (stored upper-case), if any. */
export async function findBusinessIdByAccessCode(
  db: Database,
  code: string,
): Promise<{ id: string } | null> {
  const [row] = await db
    .select({ id: schema.businesses.id })
    .from(schema.businesses)
    .where(eq(schema.businesses.accessCode, code))
    .limit(1);
  return row ?? null;
}

/** The business account's login: a new code and/or password hash. */
export async function setBusinessAccess(
  db: Database,
  id: string,
  change: { accessCode?: string; passwordHash?: string },
): Promise<void> {
  await db.update(schema.businesses).set(change).where(eq(schema.businesses.id, id));
}

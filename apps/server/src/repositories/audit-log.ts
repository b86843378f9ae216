import { eq, lt, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { schema, type Database } from '../db';
import type { NewAuditLogRow, SecurityEventKind } from '../db/schema';

/**
 * Queries of the audit log. The log is three tables read as one: `audit_log` (the actions of
 * admins and council, written by http/audit.ts), `business_accesses` (spy-mode entries, which the
 * company also lists) and `security_events` (changes to how a person signs in, and data exports,
 * which name the company they copied). The two older
 * records stay where they are rather than being copied here: each fact has one row, the company's
 * 'Acessos da administração' card and the log read the same one, and entries made before this
 * log existed show in it as they are. The price is a union in this one query; the retention
 * (AUDIT_LOG_RETENTION_DAYS) applies to the three alike. An erased company's spy-mode entries are
 * moved into `audit_log` as it goes (repositories/company-erasure.ts), so they outlive it.
 */

const a = schema.auditLog;
const ba = schema.businessAccesses;
const se = schema.securityEvents;
const b = schema.businesses;

export async function insertAuditEntry(db: Database, row: NewAuditLogRow): Promise<void> {
  await db.insert(a).values(row);
}

/** The names of a company and a person, for those of the ids that name one now. */
export async function currentNamesOf(
  db: Database,
  ids: { businessId: string | null; userId: string | null },
): Promise<{ business: string | null; user: string | null }> {
  const [business] = ids.businessId
    ? await db.select({ name: b.name }).from(b).where(eq(b.id, ids.businessId))
    : [];
  const [user] = ids.userId
    ? await db
        .select({ name: schema.users.name })
        .from(schema.users)
        .where(eq(schema.users.id, ids.userId))
    : [];
  return { business: business?.name ?? null, user: user?.name ?? null };
}

/** Which entries a page shows; `from` included, `before` not. */
export type AuditQuery = {
  actorId?: string | undefined;
  businessId?: string | undefined;
  /** An action ('tasks.update'), 'spy-mode', or a security event's kind. */
  kind?: string | undefined;
  /** The security events' kinds: what `kind` names in that table. */
  securityKinds: readonly SecurityEventKind[];
  from?: Date | undefined;
  before?: Date | undefined;
  limit: number;
  offset: number;
};

export type AuditEntryRow = {
  id: string;
  at: Date;
  kind: string;
  actorId: string | null;
  actorName: string;
  actorRole: 'admin' | 'council' | null;
  businessId: string | null;
  businessName: string | null;
  userId: string | null;
  userName: string | null;
  address: string | null;
};

/** The conditions of one table's branch: each a boolean SQL expression. */
const where = (conditions: SQL[]): SQL =>
  conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;

const within = (at: PgColumn, query: AuditQuery): SQL[] => [
  ...(query.from ? [sql`${at} >= ${query.from.toISOString()}::timestamptz`] : []),
  ...(query.before ? [sql`${at} < ${query.before.toISOString()}::timestamptz`] : []),
];

type RawEntry = Omit<AuditEntryRow, 'at'> & { at: Date | string };

/**
 * One page of the log for the query, newest first: each of the three tables asked only when the
 * kind asked for can be in it, each filtered on its own (by its indexes), then merged. Written
 * as SQL: the branches' columns differ in kind (a table's column here, a constant there), which
 * the query builder's unions do not take.
 */
export async function listAuditEntries(db: Database, query: AuditQuery): Promise<AuditEntryRow[]> {
  const { kind, actorId, businessId } = query;
  const isSecurity = kind !== undefined && (query.securityKinds as string[]).includes(kind);
  const branches: SQL[] = [];
  // An erased company's spy-mode entries live in the log itself (action 'spy-mode').
  if (!isSecurity)
    branches.push(sql`
      select ${a.id} as id, ${a.at} as at, ${a.action} as kind, ${a.actorId} as actor_id,
        ${a.actorName} as actor_name, ${a.actorRole} as actor_role,
        ${a.businessId} as business_id, ${a.businessName} as business_name,
        ${a.userId} as user_id, ${a.userName} as user_name, ${a.address} as address
      from ${a}
      ${where([
        ...(kind !== undefined ? [sql`${a.action} = ${kind}`] : []),
        ...(actorId ? [sql`${a.actorId} = ${actorId}`] : []),
        ...(businessId ? [sql`${a.businessId} = ${businessId}`] : []),
        ...within(a.at, query),
      ])}`);
  if (kind === undefined || kind === 'spy-mode')
    branches.push(sql`
      select ${ba.id} as id, ${ba.at} as at, 'spy-mode' as kind, ${ba.userId} as actor_id,
        ${ba.name} as actor_name, ${ba.role} as actor_role,
        ${ba.businessId} as business_id, ${b.name} as business_name,
        null::uuid as user_id, null::text as user_name, ${ba.address} as address
      from ${ba} inner join ${b} on ${b.id} = ${ba.businessId}
      ${where([
        ...(actorId ? [sql`${ba.userId} = ${actorId}`] : []),
        ...(businessId ? [sql`${ba.businessId} = ${businessId}`] : []),
        ...within(ba.at, query),
      ])}`);
  if (kind === undefined || isSecurity)
    branches.push(sql`
      select ${se.id} as id, ${se.at} as at, ${se.kind} as kind, ${se.actorId} as actor_id,
        ${se.actorName} as actor_name, null::text as actor_role,
        ${se.businessId} as business_id, ${se.businessName} as business_name,
        ${se.userId} as user_id, ${se.userName} as user_name, ${se.address} as address
      from ${se}
      ${where([
        ...(isSecurity ? [sql`${se.kind} = ${kind}`] : []),
        ...(actorId ? [sql`${se.actorId} = ${actorId}`] : []),
        ...(businessId ? [sql`${se.businessId} = ${businessId}`] : []),
        ...within(se.at, query),
      ])}`);
  if (branches.length === 0) return [];
  const result = await db.execute<Record<string, unknown>>(sql`
    select * from (${sql.join(branches, sql` union all `)}) entries
    order by at desc, id desc
    limit ${query.limit} offset ${query.offset}`);
  return result.rows.map((row) => {
    const entry = row as unknown as Record<string, string | Date | null>;
    return {
      id: entry.id as string,
      at: new Date(entry.at as RawEntry['at']),
      kind: entry.kind as string,
      actorId: entry.actor_id as string | null,
      actorName: entry.actor_name as string,
      actorRole: entry.actor_role as AuditEntryRow['actorRole'],
      businessId: entry.business_id as string | null,
      businessName: entry.business_name as string | null,
      userId: entry.user_id as string | null,
      userName: entry.user_name as string | null,
      address: entry.address as string | null,
    };
  });
}

/**
 * Whom the log names, each once with the name they had last there: the people who acted, and
 * the companies acted on (by their present name while they exist, else the one the log kept).
 */
export async function auditFilterOptions(db: Database): Promise<{
  actors: { id: string; name: string }[];
  companies: { id: string; name: string }[];
}> {
  const actors = await db.execute<{ id: string; name: string }>(sql`
    select distinct on (id) id, name from (
      select ${a.actorId} as id, ${a.actorName} as name, ${a.at} as at from ${a}
        where ${a.actorId} is not null
      union all
      select ${ba.userId}, ${ba.name}, ${ba.at} from ${ba} where ${ba.userId} is not null
      union all
      select ${se.actorId}, ${se.actorName}, ${se.at} from ${se} where ${se.actorId} is not null
    ) named order by id, at desc`);
  const companies = await db.execute<{ id: string; name: string }>(sql`
    select named.id, coalesce(${b.name}, named.name) as name from (
      select distinct on (id) id, name from (
        select ${a.businessId} as id, ${a.businessName} as name, ${a.at} as at from ${a}
          where ${a.businessId} is not null
        union all
        select ${ba.businessId}, null, ${ba.at} from ${ba}
        union all
        select ${se.businessId}, ${se.businessName}, ${se.at} from ${se}
          where ${se.businessId} is not null
      ) logged order by id, at desc
    ) named left join ${b} on ${b.id} = named.id`);
  const byName = (x: { name: string }, y: { name: string }) =>
    x.name.localeCompare(y.name, 'pt-BR');
  return {
    actors: actors.rows.map(({ id, name }) => ({ id, name })).sort(byName),
    companies: companies.rows
      .filter((row) => row.name !== null)
      .map(({ id, name }) => ({ id, name }))
      .sort(byName),
  };
}

/**
 * Deletes what the log holds from before `before`, in its three tables; answers how many rows
 * went. Safe on several servers at once.
 */
export async function purgeAuditLogBefore(db: Database, before: Date): Promise<number> {
  const log = await db.delete(a).where(lt(a.at, before)).returning({ id: a.id });
  const accesses = await db.delete(ba).where(lt(ba.at, before)).returning({ id: ba.id });
  const events = await db.delete(se).where(lt(se.at, before)).returning({ id: se.id });
  return log.length + accesses.length + events.length;
}

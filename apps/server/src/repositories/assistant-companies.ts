import { and, asc, eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { schema, type Database } from '../db';

/**
 * What the AI chat's tools read of companies and people, every query a read: the active companies
 * (the ones the figures count), and the ones waiting for approval when a tool asks for them. The
 * tools run them inside a READ ONLY transaction (services/chat/tools/index.ts).
 */

const b = schema.businesses;
const u = schema.users;
const ub = schema.userBusinesses;

/** Lower-cased and without accents, in SQL (no extension needed), to compare with a folded needle. */
export const foldedSql = (column: SQL | AnyColumn): SQL =>
  sql`translate(lower(${column}), 'áàâãäéèêëíìîïóòôõöúùûüçñ', 'aaaaaeeeeiiiiooooouuuucn')`;

export type CompanyFact = {
  id: string;
  name: string;
  status: 'active' | 'waiting';
  niche: string | null;
  /** The day the newest monthly report was filled ('YYYY-MM-DD'), or null. */
  lastDre: string | null;
  revenueGoal: number;
  managerName: string | null;
};

const companyColumns = {
  id: b.id,
  name: b.name,
  status: b.status,
  niche: b.niche,
  lastDre: b.lastDre,
  revenueGoal: b.metaFaturamento,
  managerName: u.name,
};

/** The companies of a status ('all': active and waiting for approval), by name. */
export function listCompanyFacts(
  db: Database,
  status: CompanyFact['status'] | 'all',
): Promise<CompanyFact[]> {
  return db
    .select(companyColumns)
    .from(b)
    .leftJoin(u, eq(u.id, b.managedBy))
    .where(status === 'all' ? undefined : eq(b.status, status))
    .orderBy(asc(b.name));
}

/** Every active company (not one waiting for approval), by name. */
export const listActiveCompanies = (db: Database): Promise<CompanyFact[]> =>
  listCompanyFacts(db, 'active');

/** One active company, or null (a waiting or missing one is null). */
export async function findActiveCompany(db: Database, id: string): Promise<CompanyFact | null> {
  const [row] = await db
    .select(companyColumns)
    .from(b)
    .leftJoin(u, eq(u.id, b.managedBy))
    .where(and(eq(b.id, id), eq(b.status, 'active')));
  return row ?? null;
}

export type PersonFact = {
  id: string;
  name: string;
  email: string;
  role: 'admin' | 'council' | 'user';
  status: 'active' | 'waiting';
  companies: { id: string; name: string }[];
};

/**
 * People by role and/or by company (linked to it), by name, each with the active companies they
 * are linked to (admins see all and are linked to none).
 */
export async function listPeople(
  db: Database,
  filter: { role?: PersonFact['role']; businessId?: string; limit: number },
): Promise<PersonFact[]> {
  const conditions: SQL[] = [];
  if (filter.role) conditions.push(eq(u.role, filter.role));
  if (filter.businessId) {
    conditions.push(
      sql`exists (select 1 from ${ub} where ${ub.userId} = ${u.id} and ${ub.businessId} = ${filter.businessId})`,
    );
  }
  const people = await db
    .select({ id: u.id, name: u.name, email: u.email, role: u.role, status: u.status })
    .from(u)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(asc(u.name))
    .limit(filter.limit);
  if (people.length === 0) return [];
  const links = await db
    .select({ userId: ub.userId, id: b.id, name: b.name })
    .from(ub)
    .innerJoin(b, eq(b.id, ub.businessId))
    .where(
      and(
        inArray(
          ub.userId,
          people.map((p) => p.id),
        ),
        eq(b.status, 'active'),
      ),
    )
    .orderBy(asc(b.name));
  return people.map((p) => ({
    ...p,
    companies: links.filter((l) => l.userId === p.id).map(({ id, name }) => ({ id, name })),
  }));
}

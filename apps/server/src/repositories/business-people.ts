import { and, asc, eq, exists, inArray, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { schema, type Database } from '../db';
import { inScope, type BusinessScope } from './admin-businesses';

/**
 * The people around a company as the admin manages them: its members, the registrants of a
 * waiting company, the people waiting to join an active one.
 */

const other = alias(schema.userBusinesses, 'other_link');
const otherBusiness = alias(schema.businesses, 'other_business');

export type PersonLock = {
  id: string;
  name: string;
  email: string;
  role: 'admin' | 'council' | 'user';
  status: 'active' | 'waiting';
};

/**
 * The people of `ids`, locked in id order until the commit: two admins linking one person to two
 * companies at once are decided one after the other (the second sees the first's link).
 */
export function lockPeople(db: Database, ids: readonly string[]): Promise<PersonLock[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: schema.users.id,
      name: schema.users.name,
      email: schema.users.email,
      role: schema.users.role,
      status: schema.users.status,
    })
    .from(schema.users)
    .where(inArray(schema.users.id, [...ids]))
    .orderBy(asc(schema.users.id))
    .for('update');
}

/** Which of `userIds` are linked to a company other than `businessId`. */
export async function linkedElsewhere(
  db: Database,
  userIds: readonly string[],
  businessId: string | null,
): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .select({ id: schema.userBusinesses.userId })
    .from(schema.userBusinesses)
    .where(
      and(
        inArray(schema.userBusinesses.userId, [...userIds]),
        businessId ? ne(schema.userBusinesses.businessId, businessId) : undefined,
      ),
    );
  return new Set(rows.map((r) => r.id));
}

/** The approved people linked to the company, by name: who may own its tasks ('Responsável'). */
export function listCompanyPeople(
  db: Database,
  businessId: string,
): Promise<{ id: string; name: string }[]> {
  return db
    .select({ id: schema.users.id, name: schema.users.name })
    .from(schema.userBusinesses)
    .innerJoin(schema.users, eq(schema.users.id, schema.userBusinesses.userId))
    .where(and(eq(schema.userBusinesses.businessId, businessId), eq(schema.users.status, 'active')))
    .orderBy(asc(schema.users.name), asc(schema.users.id));
}

/** The company's active people among these e-mails (stored lower-case), with their ids. */
export function findCompanyPeopleByEmail(
  db: Database,
  businessId: string,
  emails: readonly string[],
): Promise<{ id: string; email: string }[]> {
  if (emails.length === 0) return Promise.resolve([]);
  return db
    .select({ id: schema.users.id, email: schema.users.email })
    .from(schema.userBusinesses)
    .innerJoin(schema.users, eq(schema.users.id, schema.userBusinesses.userId))
    .where(
      and(
        eq(schema.userBusinesses.businessId, businessId),
        eq(schema.users.status, 'active'),
        inArray(schema.users.email, [...emails]),
      ),
    );
}

/** Ids of the approved people linked to the company, in id order. */
export async function activeMemberIds(db: Database, businessId: string): Promise<string[]> {
  return (await listCompanyPeople(db, businessId)).map((p) => p.id).sort();
}

/** Links the people to the company (a link already there is kept, with its date). */
export async function linkPeople(
  db: Database,
  businessId: string,
  userIds: readonly string[],
): Promise<void> {
  if (userIds.length === 0) return;
  await db
    .insert(schema.userBusinesses)
    .values(userIds.map((userId) => ({ userId, businessId })))
    .onConflictDoNothing({
      target: [schema.userBusinesses.userId, schema.userBusinesses.businessId],
    });
}

/** Removes the links of the people to the company. */
export async function unlinkPeople(
  db: Database,
  businessId: string,
  userIds: readonly string[],
): Promise<void> {
  if (userIds.length === 0) return;
  await db
    .delete(schema.userBusinesses)
    .where(
      and(
        eq(schema.userBusinesses.businessId, businessId),
        inArray(schema.userBusinesses.userId, [...userIds]),
      ),
    );
}

/**
 * The approved people of role user linked to the company and to no other active company: with
 * the company gone they have nowhere to work (their next login is refused).
 */
export async function onlyCompanyOf(db: Database, businessId: string): Promise<string[]> {
  const rows = await db
    .select({ id: schema.users.id })
    .from(schema.userBusinesses)
    .innerJoin(schema.users, eq(schema.users.id, schema.userBusinesses.userId))
    .where(
      and(
        eq(schema.userBusinesses.businessId, businessId),
        eq(schema.users.role, 'user'),
        eq(schema.users.status, 'active'),
        sql`not ${exists(
          db
            .select({ one: sql`1` })
            .from(other)
            .innerJoin(otherBusiness, eq(otherBusiness.id, other.businessId))
            .where(
              and(
                eq(other.userId, schema.users.id),
                ne(other.businessId, businessId),
                eq(otherBusiness.status, 'active'),
              ),
            ),
        )}`,
      ),
    );
  return rows.map((r) => r.id);
}

export type WaitingPerson = {
  id: string;
  name: string;
  email: string;
  profilePicture: string | null;
  /** True when this company is the only one the person is linked to. */
  onlyLink: boolean;
};

/** The people waiting for approval linked to the company (its registrants), locked. */
export async function lockWaitingPeopleOf(
  db: Database,
  businessId: string,
): Promise<WaitingPerson[]> {
  const rows = await db
    .select({
      id: schema.users.id,
      name: schema.users.name,
      email: schema.users.email,
      profilePicture: schema.users.profilePicture,
    })
    .from(schema.userBusinesses)
    .innerJoin(schema.users, eq(schema.users.id, schema.userBusinesses.userId))
    .where(
      and(eq(schema.userBusinesses.businessId, businessId), eq(schema.users.status, 'waiting')),
    )
    .orderBy(asc(schema.users.id))
    .for('update', { of: schema.users });
  const elsewhere = await linkedElsewhere(
    db,
    rows.map((r) => r.id),
    businessId,
  );
  return rows.map((r) => ({ ...r, onlyLink: !elsewhere.has(r.id) }));
}

export async function activatePeople(db: Database, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(schema.users)
    .set({ status: 'active' })
    .where(inArray(schema.users.id, [...ids]));
}

/** Removes the people (links and reset links go with them); answers their pictures' keys. */
export async function deletePeople(db: Database, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .delete(schema.users)
    .where(inArray(schema.users.id, [...ids]))
    .returning({ picture: schema.users.profilePicture });
  return rows.flatMap((r) => (r.picture ? [r.picture] : []));
}

const registrant = alias(schema.users, 'registrant');

/** The companies waiting for approval, oldest first, with their registrant (the manager then). */
export function listWaitingBusinesses(db: Database) {
  return db
    .select({
      business: schema.businesses,
      registrant: {
        id: registrant.id,
        name: registrant.name,
        email: registrant.email,
        phoneNumber: registrant.phoneNumber,
      },
    })
    .from(schema.businesses)
    .leftJoin(registrant, eq(registrant.id, schema.businesses.managedBy))
    .where(eq(schema.businesses.status, 'waiting'))
    .orderBy(asc(schema.businesses.createdAt), asc(schema.businesses.id));
}

/** The team e-mails of the waiting companies, in the order given. */
export function listWaitingTeamEmails(db: Database) {
  return db
    .select({
      businessId: schema.businessTeamEmails.businessId,
      email: schema.businessTeamEmails.email,
    })
    .from(schema.businessTeamEmails)
    .innerJoin(schema.businesses, eq(schema.businesses.id, schema.businessTeamEmails.businessId))
    .where(eq(schema.businesses.status, 'waiting'))
    .orderBy(asc(schema.businessTeamEmails.createdAt), asc(schema.businessTeamEmails.email));
}

const joinColumns = {
  id: schema.users.id,
  name: schema.users.name,
  email: schema.users.email,
  phoneNumber: schema.users.phoneNumber,
  profilePicture: schema.users.profilePicture,
  createdAt: schema.users.createdAt,
  businessId: schema.businesses.id,
  businessName: schema.businesses.name,
};

/** People waiting to join an active company of the scope, oldest request first. */
export function listJoinRequests(db: Database, scope: BusinessScope) {
  return db
    .select(joinColumns)
    .from(schema.userBusinesses)
    .innerJoin(schema.users, eq(schema.users.id, schema.userBusinesses.userId))
    .innerJoin(schema.businesses, eq(schema.businesses.id, schema.userBusinesses.businessId))
    .where(
      and(
        eq(schema.users.status, 'waiting'),
        eq(schema.businesses.status, 'active'),
        inScope(db, schema.businesses.id, scope),
      ),
    )
    .orderBy(asc(schema.users.createdAt), asc(schema.users.id));
}

/** The person's request to join an active company, locked; null when there is none. */
export async function lockJoinRequest(db: Database, userId: string) {
  const [row] = await db
    .select(joinColumns)
    .from(schema.userBusinesses)
    .innerJoin(schema.users, eq(schema.users.id, schema.userBusinesses.userId))
    .innerJoin(schema.businesses, eq(schema.businesses.id, schema.userBusinesses.businessId))
    .where(
      and(
        eq(schema.users.id, userId),
        eq(schema.users.status, 'waiting'),
        eq(schema.businesses.status, 'active'),
      ),
    )
    .orderBy(asc(schema.userBusinesses.createdAt))
    .limit(1)
    .for('update', { of: schema.users });
  return row ?? null;
}

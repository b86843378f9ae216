import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { schema, type Database } from '../db';

/** Queries of the admin users screen: people with their creator and their companies. */

const creator = alias(schema.users, 'creator');

const adminUserColumns = {
  id: schema.users.id,
  name: schema.users.name,
  email: schema.users.email,
  phoneNumber: schema.users.phoneNumber,
  role: schema.users.role,
  status: schema.users.status,
  knowledgeBase: schema.users.knowledgeBase,
  notes: schema.users.notes,
  profilePicture: schema.users.profilePicture,
  createdAt: schema.users.createdAt,
  createdBy: schema.users.createdBy,
  createdByName: creator.name,
  erasureRequestedAt: schema.users.erasureRequestedAt,
  twoFactor: sql<boolean>`exists (select 1 from ${schema.userAuthenticators} where ${schema.userAuthenticators.userId} = ${schema.users.id} and ${schema.userAuthenticators.enabledAt} is not null)`,
};

export type AdminUserRow = {
  id: string;
  name: string;
  email: string;
  phoneNumber: string | null;
  role: 'admin' | 'council' | 'user';
  status: 'active' | 'waiting';
  knowledgeBase: string | null;
  notes: string | null;
  profilePicture: string | null;
  createdAt: Date;
  createdBy: string | null;
  createdByName: string | null;
  /** The person signs in with a second factor in force. */
  twoFactor: boolean;
  /** The person's open request to erase their account. */
  erasureRequestedAt: Date | null;
};

/** Every person, by name then e-mail (docs/product.md, Limits: users sorted by name ascending). */
export function listAdminUsers(db: Database): Promise<AdminUserRow[]> {
  return db
    .select(adminUserColumns)
    .from(schema.users)
    .leftJoin(creator, eq(creator.id, schema.users.createdBy))
    .orderBy(asc(schema.users.name), asc(schema.users.email), asc(schema.users.id));
}

export async function findAdminUser(db: Database, id: string): Promise<AdminUserRow | null> {
  const [row] = await db
    .select(adminUserColumns)
    .from(schema.users)
    .leftJoin(creator, eq(creator.id, schema.users.createdBy))
    .where(eq(schema.users.id, id))
    .limit(1);
  return row ?? null;
}

/** The person locked for a change: concurrent edits of one person run one after the other. */
export async function lockUserById(db: Database, id: string) {
  const [row] = await db
    .select({ id: schema.users.id, role: schema.users.role, status: schema.users.status })
    .from(schema.users)
    .where(eq(schema.users.id, id))
    .for('update');
  return row ?? null;
}

/**
 * The approved admins, locked: a change that could leave none takes this first, so two admins
 * demoting each other at once are decided one after the other.
 */
export async function lockActiveAdmins(db: Database): Promise<string[]> {
  const rows = await db
    .select({ id: schema.users.id })
    .from(schema.users)
    .where(and(eq(schema.users.role, 'admin'), eq(schema.users.status, 'active')))
    .orderBy(asc(schema.users.id))
    .for('update');
  return rows.map((r) => r.id);
}

/** Links of people to companies with the company's name, oldest link first (`userIds`: all). */
export function listMembershipsOf(db: Database, userIds?: readonly string[]) {
  return db
    .select({
      userId: schema.userBusinesses.userId,
      id: schema.businesses.id,
      name: schema.businesses.name,
    })
    .from(schema.userBusinesses)
    .innerJoin(schema.businesses, eq(schema.businesses.id, schema.userBusinesses.businessId))
    .where(userIds ? inArray(schema.userBusinesses.userId, [...userIds]) : undefined)
    .orderBy(asc(schema.userBusinesses.createdAt), asc(schema.businesses.name));
}

/** Which of the ids name a company (locked against a concurrent delete while linking). */
export async function lockBusinessesByIds(db: Database, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: schema.businesses.id })
    .from(schema.businesses)
    .where(inArray(schema.businesses.id, [...ids]))
    .for('key share');
}

/**
 * Makes the person's links exactly `businessIds`: links no longer wanted go, new ones are added
 * in order; links kept keep their date (so "the first company" stays the first).
 */
export async function setMemberships(
  db: Database,
  userId: string,
  businessIds: readonly string[],
): Promise<void> {
  await db
    .delete(schema.userBusinesses)
    .where(
      businessIds.length === 0
        ? eq(schema.userBusinesses.userId, userId)
        : and(
            eq(schema.userBusinesses.userId, userId),
            notInArray(schema.userBusinesses.businessId, [...businessIds]),
          ),
    );
  for (const businessId of businessIds) {
    await db
      .insert(schema.userBusinesses)
      .values({ userId, businessId })
      .onConflictDoNothing({
        target: [schema.userBusinesses.userId, schema.userBusinesses.businessId],
      });
  }
}

export type AdminUserChange = {
  name: string;
  email: string;
  phoneNumber: string | null;
  role: 'admin' | 'council' | 'user';
  knowledgeBase: string | null;
  notes: string | null;
};

export async function updateUserByAdmin(
  db: Database,
  id: string,
  change: AdminUserChange,
): Promise<void> {
  await db.update(schema.users).set(change).where(eq(schema.users.id, id));
}

/** Removes the person (links, reset tokens go with them); answers the picture's storage key. */
export async function deleteUserById(
  db: Database,
  id: string,
): Promise<{
  profilePicture: string | null;
  name: string;
  email: string;
  erasureRequestedAt: Date | null;
} | null> {
  const [row] = await db.delete(schema.users).where(eq(schema.users.id, id)).returning({
    profilePicture: schema.users.profilePicture,
    name: schema.users.name,
    email: schema.users.email,
    erasureRequestedAt: schema.users.erasureRequestedAt,
  });
  return row ?? null;
}

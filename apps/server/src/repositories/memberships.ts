import { and, asc, eq } from 'drizzle-orm';
import { schema, type Database } from '../db';

/** Queries on `user_businesses`: the links between people and businesses. */

export async function insertMembership(
  db: Database,
  userId: string,
  businessId: string,
): Promise<void> {
  await db.insert(schema.userBusinesses).values({ userId, businessId });
}

/** True when the person is linked to the business and the business is active. */
export async function hasActiveMembership(
  db: Database,
  userId: string,
  businessId: string,
): Promise<boolean> {
  const [link] = await db
    .select({ businessId: schema.userBusinesses.businessId })
    .from(schema.userBusinesses)
    .innerJoin(schema.businesses, eq(schema.businesses.id, schema.userBusinesses.businessId))
    .where(
      and(
        eq(schema.userBusinesses.userId, userId),
        eq(schema.userBusinesses.businessId, businessId),
        eq(schema.businesses.status, 'active'),
      ),
    )
    .limit(1);
  return Boolean(link);
}

/** The person's first linked active business (oldest link, then by name). */
export async function findFirstActiveBusinessOfUser(
  db: Database,
  userId: string,
): Promise<{ id: string; name: string } | null> {
  const [row] = await db
    .select({ id: schema.businesses.id, name: schema.businesses.name })
    .from(schema.userBusinesses)
    .innerJoin(schema.businesses, eq(schema.businesses.id, schema.userBusinesses.businessId))
    .where(and(eq(schema.userBusinesses.userId, userId), eq(schema.businesses.status, 'active')))
    .orderBy(schema.userBusinesses.createdAt, schema.businesses.name)
    .limit(1);
  return row ?? null;
}

/** The approved people linked to the business (SPEC's access_users), by name. */
export function listActiveMembersOfBusiness(
  db: Database,
  businessId: string,
): Promise<{ id: string; name: string; email: string; role: 'admin' | 'council' | 'user' }[]> {
  return db
    .select({
      id: schema.users.id,
      name: schema.users.name,
      email: schema.users.email,
      role: schema.users.role,
    })
    .from(schema.userBusinesses)
    .innerJoin(schema.users, eq(schema.users.id, schema.userBusinesses.userId))
    .where(and(eq(schema.userBusinesses.businessId, businessId), eq(schema.users.status, 'active')))
    .orderBy(asc(schema.users.name), asc(schema.users.email));
}

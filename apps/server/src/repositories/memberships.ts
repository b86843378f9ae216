import { and, eq } from 'drizzle-orm';
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

import { desc, eq } from 'drizzle-orm';
import { schema, type Database } from '../db';

/** Queries on `business_accesses`: spy-mode entries into a company. */

export async function insertBusinessAccess(
  db: Database,
  row: typeof schema.businessAccesses.$inferInsert,
): Promise<void> {
  await db.insert(schema.businessAccesses).values(row);
}

/** The company's newest entries first, at most `limit`. */
export function listBusinessAccesses(db: Database, businessId: string, limit: number) {
  return db
    .select({
      id: schema.businessAccesses.id,
      at: schema.businessAccesses.at,
      name: schema.businessAccesses.name,
      role: schema.businessAccesses.role,
    })
    .from(schema.businessAccesses)
    .where(eq(schema.businessAccesses.businessId, businessId))
    .orderBy(desc(schema.businessAccesses.at), desc(schema.businessAccesses.id))
    .limit(limit);
}

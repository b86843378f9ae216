import { and, eq } from 'drizzle-orm';
import { schema, type Database } from '../db';
import type { IngestReply } from '../db/schema';

const r = schema.ingestRequests;

export type IngestKeyScope = { businessId: string; caller: string; key: string };

/**
 * Takes the key for this ingestion, inside its transaction: true when this caller wrote the row.
 * On PostgreSQL a concurrent holder of the same key makes this wait for its commit (then false)
 * or its rollback (then true), so two retries at once never both go on.
 */
export async function claimIngestKey(
  tx: Database,
  scope: IngestKeyScope,
  bodyHash: string,
): Promise<boolean> {
  const rows = await tx
    .insert(r)
    .values({ ...scope, bodyHash })
    .onConflictDoNothing()
    .returning({ key: r.key });
  return rows.length > 0;
}

/** The ingestion that holds the key: its body's hash and what it answered. */
export async function findIngestKey(tx: Database, scope: IngestKeyScope) {
  const [row] = await tx
    .select({ bodyHash: r.bodyHash, reply: r.reply })
    .from(r)
    .where(
      and(eq(r.businessId, scope.businessId), eq(r.caller, scope.caller), eq(r.key, scope.key)),
    );
  return row ?? null;
}

/** Records the meeting and the reply of the ingestion that claimed the key. */
export async function keepIngestReply(
  tx: Database,
  scope: IngestKeyScope,
  meetingId: string,
  reply: IngestReply,
): Promise<void> {
  await tx
    .update(r)
    .set({ meetingId, reply })
    .where(
      and(eq(r.businessId, scope.businessId), eq(r.caller, scope.caller), eq(r.key, scope.key)),
    );
}

import { jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { businesses } from './businesses';
import { meetings } from './meetings';
import { createdAtColumn } from './columns';

/** What a first ingestion answered, handed back as it was to every retry with its key. */
export type IngestReply = {
  status: 'success';
  meeting: { id: string; title: string; date: string };
  tasksCreated: number;
};

/**
 * The `Idempotency-Key`s of meetings ingested, per company and caller (the installation key by
 * its hash, an admin by id). The row is written in the transaction that writes the meeting, so a
 * key is never kept without its meeting nor a meeting without its key: a retry after a crash, or
 * two retries at once, give one meeting. `body_hash` tells a retry from another meeting sent under
 * the same key. It goes with its meeting (and its company).
 */
export const ingestRequests = pgTable(
  'ingest_requests',
  {
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    caller: text('caller').notNull(),
    key: text('key').notNull(),
    bodyHash: text('body_hash').notNull(),
    meetingId: uuid('meeting_id').references(() => meetings.id, { onDelete: 'cascade' }),
    reply: jsonb('reply').$type<IngestReply>(),
    createdAt: createdAtColumn(),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.caller, t.key] })],
);

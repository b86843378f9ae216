import { and, asc, count, eq, inArray, lte, sql } from 'drizzle-orm';
import { schema, type Database } from '../db';
import type { MailOutboxRow } from '../db/schema';

const o = schema.mailOutbox;

export type NewOutboxMail = Pick<MailOutboxRow, 'recipient' | 'subject' | 'text'> &
  Partial<Pick<MailOutboxRow, 'html' | 'link' | 'unsubscribe'>>;

export async function insertOutboxMail(db: Database, mail: NewOutboxMail, now: Date) {
  await db.insert(o).values({ ...mail, nextAttemptAt: now });
}

/**
 * Claims up to `limit` waiting messages due at `now`: their rows are locked with SKIP LOCKED (a
 * sender running the same query at once takes others), their attempt is counted and their next
 * attempt moved to `leaseUntil`, all in one transaction. So each goes to one sender; one that
 * stops mid-send (a crash) leaves its messages due again when the lease ends.
 */
export function claimDueMail(
  db: Database,
  now: Date,
  leaseUntil: Date,
  limit: number,
): Promise<MailOutboxRow[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: o.id })
      .from(o)
      .where(and(eq(o.status, 'waiting'), lte(o.nextAttemptAt, now)))
      .orderBy(asc(o.nextAttemptAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(o)
      .set({ attempts: sql`${o.attempts} + 1`, nextAttemptAt: leaseUntil })
      .where(
        inArray(
          o.id,
          due.map((d) => d.id),
        ),
      )
      .returning();
  });
}

/** A message sent: it leaves the outbox (the link inside it is kept nowhere once delivered). */
export async function deleteOutboxMail(db: Database, id: string) {
  await db.delete(o).where(eq(o.id, id));
}

/** A failed attempt: tried again at `retryAt`, or given up ('failed') when `retryAt` is null. */
export async function markOutboxAttemptFailed(
  db: Database,
  id: string,
  error: string,
  retryAt: Date | null,
) {
  await db
    .update(o)
    .set(
      retryAt
        ? { lastError: error, nextAttemptAt: retryAt }
        : { lastError: error, status: 'failed' as const },
    )
    .where(eq(o.id, id));
}

/** How many messages wait to be sent and how many were given up. */
export async function countOutbox(db: Database): Promise<{ waiting: number; failed: number }> {
  const rows = await db.select({ status: o.status, n: count() }).from(o).groupBy(o.status);
  const of = (status: string) => Number(rows.find((r) => r.status === status)?.n ?? 0);
  return { waiting: of('waiting'), failed: of('failed') };
}

/** Rows a statement writes at most: a digest run writes thousands of messages in a few. */
const INSERT_CHUNK = 500;

/**
 * Many messages at once, in the caller's transaction: a reminder's claim and its e-mail commit
 * together, so a crash between them neither loses the e-mail nor sends it twice.
 */
export async function insertOutboxMails(db: Database, mails: readonly NewOutboxMail[], now: Date) {
  for (let at = 0; at < mails.length; at += INSERT_CHUNK) {
    await db
      .insert(o)
      .values(mails.slice(at, at + INSERT_CHUNK).map((m) => ({ ...m, nextAttemptAt: now })));
  }
}

import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { schema, type Database } from '../db';
import type { NewNotificationRow } from '../db/schema';

const n = schema.notifications;

/** Rows per INSERT: 6 parameters a row stays far below PostgreSQL's 65,535 per statement. */
const BATCH = 5_000;

/** Writes the notifications; one whose person already has its event is left as it is. */
export async function insertNotifications(
  db: Database,
  rows: readonly NewNotificationRow[],
): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) {
    await db
      .insert(n)
      .values(rows.slice(i, i + BATCH))
      .onConflictDoNothing({ target: [n.userId, n.eventKey] });
  }
}

/** A person's newest notifications: at most `limit`, or every one (their data export). */
export function listNotificationsOf(db: Database, userId: string, limit?: number) {
  const newestFirst = db
    .select({
      id: n.id,
      kind: n.kind,
      text: n.text,
      link: n.link,
      createdAt: n.createdAt,
      readAt: n.readAt,
    })
    .from(n)
    .where(eq(n.userId, userId))
    .orderBy(desc(n.createdAt), desc(n.id));
  return limit === undefined ? newestFirst : newestFirst.limit(limit);
}

export async function countUnreadOf(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(n)
    .where(and(eq(n.userId, userId), isNull(n.readAt)));
  return row?.n ?? 0;
}

/** Marks one of the person's notifications read; false when they have none with that id. */
export async function markNotificationRead(
  db: Database,
  userId: string,
  id: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(n)
    .set({ readAt: sql`coalesce(${n.readAt}, ${now.toISOString()}::timestamptz)` })
    .where(and(eq(n.id, id), eq(n.userId, userId)))
    .returning({ id: n.id });
  return rows.length > 0;
}

export async function markAllNotificationsRead(
  db: Database,
  userId: string,
  now: Date,
): Promise<void> {
  await db
    .update(n)
    .set({ readAt: now })
    .where(and(eq(n.userId, userId), isNull(n.readAt)));
}

/** Removes an event's notifications from every bell (an event that no longer holds). */
export async function deleteNotificationsOfEvent(db: Database, eventKey: string): Promise<void> {
  await db.delete(n).where(eq(n.eventKey, eventKey));
}

/** The ids of every active admin (the bell's registrations and join requests are theirs). */
export async function activeAdmins(db: Database): Promise<string[]> {
  const rows = await db
    .select({ id: schema.users.id })
    .from(schema.users)
    .where(and(eq(schema.users.role, 'admin'), eq(schema.users.status, 'active')));
  return rows.map((row) => row.id);
}

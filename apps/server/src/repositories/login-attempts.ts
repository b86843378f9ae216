import { inArray, sql } from 'drizzle-orm';
import { schema, type Database } from '../db';

/** Queries on `login_attempts`: windowed counters of failed logins and reset requests. */

const t = schema.loginAttempts;

// Explicit casts: both drivers then agree on the parameter types inside CASE.
const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;

export function findLoginAttempts(db: Database, keys: string[]) {
  return db.select().from(t).where(inArray(t.key, keys));
}

export async function deleteLoginAttempts(db: Database, keys: string[]): Promise<void> {
  await db.delete(t).where(inArray(t.key, keys));
}

/**
 * Counts one failure of `key` in one statement (so concurrent failures all count): a window
 * started before `windowStart` restarts at `at`. With `blockAfter` set, reaching that many
 * failures locks the key until `lockUntil`; `blockAfter: null` counts without ever locking.
 */
export async function recordLoginFailure(
  db: Database,
  key: string,
  failure: { at: Date; windowStart: Date; lockUntil: Date; blockAfter: number | null },
): Promise<void> {
  const { at, windowStart, lockUntil, blockAfter } = failure;
  await db
    .insert(t)
    .values({
      key,
      failures: 1,
      windowStartedAt: at,
      lockedUntil: blockAfter !== null && blockAfter <= 1 ? lockUntil : null,
    })
    .onConflictDoUpdate({
      target: t.key,
      set: {
        failures: sql`case when ${t.windowStartedAt} < ${ts(windowStart)} then 1 else ${t.failures} + 1 end`,
        windowStartedAt: sql`case when ${t.windowStartedAt} < ${ts(windowStart)} then ${ts(at)} else ${t.windowStartedAt} end`,
        lockedUntil:
          blockAfter === null
            ? t.lockedUntil
            : sql`case when (case when ${t.windowStartedAt} < ${ts(windowStart)} then 1 else ${t.failures} + 1 end) >= ${blockAfter}::int then ${ts(lockUntil)} else ${t.lockedUntil} end`,
      },
    });
}

/**
 * Counts one hit of `key` in one statement (concurrent hits all count); a window started before
 * `windowStart` restarts at `at`. Returns the count within the window, this hit included.
 */
export async function countHit(
  db: Database,
  key: string,
  at: Date,
  windowStart: Date,
): Promise<number> {
  const fresh = sql`${t.windowStartedAt} < ${ts(windowStart)}`;
  const [row] = await db
    .insert(t)
    .values({ key, failures: 1, windowStartedAt: at })
    .onConflictDoUpdate({
      target: t.key,
      set: {
        failures: sql`case when ${fresh} then 1 else ${t.failures} + 1 end`,
        windowStartedAt: sql`case when ${fresh} then ${ts(at)} else ${t.windowStartedAt} end`,
      },
    })
    .returning({ failures: t.failures });
  return row?.failures ?? 1;
}

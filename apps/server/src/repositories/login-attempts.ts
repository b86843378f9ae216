import { eq, inArray, like, or, sql, type SQL } from 'drizzle-orm';
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

export type Backoff = {
  /** Attempts allowed before any wait. */
  slowAfter: number;
  /** From this attempt on the key is locked for `lockMs`; null never locks. */
  blockAfter: number | null;
  lockMs: number;
  /** The first wait; each further attempt doubles it, up to `maxDelayMs`. */
  delayStepMs: number;
  maxDelayMs: number;
};

/**
 * Reserves one attempt of `key` before the password is looked at, in one statement, so that
 * parallel attempts (on one server or several sharing PostgreSQL) are counted one after the other
 * and each sees the waits the ones before it set. The count restarts when the key has been quiet
 * for `idleMs`. An attempt while the key must wait is refused without being counted: the reply is
 * null. Otherwise the key's next attempt must wait according to `backoff` and its count is returned.
 */
export async function reserveAttempt(
  db: Database,
  key: string,
  at: Date,
  idleMs: number,
  backoff: Backoff,
): Promise<number | null> {
  const quietSince = new Date(at.getTime() - idleMs);
  const count = sql`(case when ${t.windowStartedAt} < ${ts(quietSince)} then 1 else ${t.failures} + 1 end)`;
  const waitFor = (n: SQL) => {
    const { slowAfter, blockAfter, lockMs, delayStepMs, maxDelayMs } = backoff;
    const lock =
      blockAfter === null
        ? sql``
        : sql`when ${n} >= ${blockAfter}::int then ${ts(at)} + ${lockMs}::double precision * interval '1 millisecond' `;
    return sql`(case ${lock}when ${n} > ${slowAfter}::int then ${ts(at)} + least(${delayStepMs}::double precision * power(2, ${n} - ${slowAfter}::int - 1), ${maxDelayMs}::double precision) * interval '1 millisecond' else null end)`;
  };
  const [row] = await db
    .insert(t)
    .values({ key, failures: 1, windowStartedAt: at, lockedUntil: sql`${waitFor(sql`1`)}` })
    .onConflictDoUpdate({
      target: t.key,
      set: { failures: count, windowStartedAt: ts(at), lockedUntil: waitFor(count) },
      setWhere: sql`${t.lockedUntil} is null or ${t.lockedUntil} <= ${ts(at)}`,
    })
    .returning({ count: t.failures });
  return row?.count ?? null;
}

/** Forgets `key` and every key that starts with one of `prefixes` (LIKE wildcards are literal). */
export async function deleteLoginAttemptsWithPrefix(
  db: Database,
  key: string,
  prefixes: string[],
): Promise<void> {
  const patterns = prefixes.map((p) => like(t.key, `${p.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
  await db.delete(t).where(or(eq(t.key, key), ...patterns));
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
  return (await countHitInWindow(db, key, at, windowStart)).count;
}

/** {@link countHit}, answering also when the window it counted in started. */
export async function countHitInWindow(
  db: Database,
  key: string,
  at: Date,
  windowStart: Date,
): Promise<{ count: number; windowStartedAt: Date }> {
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
    .returning({ failures: t.failures, windowStartedAt: t.windowStartedAt });
  return { count: row?.failures ?? 1, windowStartedAt: row?.windowStartedAt ?? at };
}

/** Takes one hit of `key` back (never below zero). */
export async function uncountHit(db: Database, key: string): Promise<void> {
  await db
    .update(t)
    .set({ failures: sql`greatest(${t.failures} - 1, 0)` })
    .where(eq(t.key, key));
}

/**
 * Claims `key` for one event at `at` when its last claim is at least `intervalMs` old (or there
 * is none), in one statement: of two concurrent claims only one wins. True when claimed.
 */
export async function claimInterval(
  db: Database,
  key: string,
  at: Date,
  intervalMs: number,
): Promise<boolean> {
  const [row] = await db
    .insert(t)
    .values({ key, failures: 1, windowStartedAt: at })
    .onConflictDoUpdate({
      target: t.key,
      set: { failures: sql`${t.failures} + 1`, windowStartedAt: ts(at) },
      setWhere: sql`${t.windowStartedAt} <= ${ts(new Date(at.getTime() - intervalMs))}`,
    })
    .returning({ key: t.key });
  return row !== undefined;
}

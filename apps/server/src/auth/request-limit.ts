import { sql } from 'drizzle-orm';
import type { Database } from '../db';
import { schema } from '../db';

/**
 * Limits on password-reset requests, counted in the login_attempts table (shared by servers on
 * one PostgreSQL) under 'reset:email:<e-mail>' and 'reset:ip:<address>'. A request over either
 * limit is dropped without a word: the reply is the same as always, so it tells nothing about the
 * address, and the person's mailbox (or our sender's reputation) is not flooded.
 */
export type ResetLimitPolicy = { windowMs: number; perEmail: number; perAddress: number };

export const defaultResetLimitPolicy: ResetLimitPolicy = {
  windowMs: 60 * 60_000,
  perEmail: 3,
  perAddress: 20,
};

export type ResetLimiter = {
  /** Counts one request; true while both the e-mail and the address are within their limits. */
  allow: (email: string, address: string) => Promise<boolean>;
};

export function createResetLimiter(
  db: Database,
  policy: ResetLimitPolicy = defaultResetLimitPolicy,
  now: () => Date = () => new Date(),
): ResetLimiter {
  const t = schema.loginAttempts;
  /** One statement (concurrent requests all count); the count within the window after this one. */
  const hit = async (id: string): Promise<number> => {
    const at = now();
    const windowStart = new Date(at.getTime() - policy.windowMs);
    const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;
    const fresh = sql`${t.windowStartedAt} < ${ts(windowStart)}`;
    const [row] = await db
      .insert(t)
      .values({ key: id, failures: 1, windowStartedAt: at })
      .onConflictDoUpdate({
        target: t.key,
        set: {
          failures: sql`case when ${fresh} then 1 else ${t.failures} + 1 end`,
          windowStartedAt: sql`case when ${fresh} then ${ts(at)} else ${t.windowStartedAt} end`,
        },
      })
      .returning({ failures: t.failures });
    return row?.failures ?? 1;
  };
  return {
    allow: async (email, address) => {
      const byAddress = await hit(`reset:ip:${address}`);
      const byEmail = await hit(`reset:email:${email.trim().toLowerCase()}`);
      return byAddress <= policy.perAddress && byEmail <= policy.perEmail;
    },
  };
}

import type { Database } from '../db';
import { countHit } from '../repositories/login-attempts';

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
  /** The count within the window, this request included. */
  const hit = (id: string): Promise<number> => {
    const at = now();
    return countHit(db, id, at, new Date(at.getTime() - policy.windowMs));
  };
  return {
    allow: async (email, address) => {
      const byAddress = await hit(`reset:ip:${address}`);
      const byEmail = await hit(`reset:email:${email.trim().toLowerCase()}`);
      return byAddress <= policy.perAddress && byEmail <= policy.perEmail;
    },
  };
}

import type { Database } from '../db';
import { claimInterval, countHit } from '../repositories/login-attempts';

/**
 * Limits on password-reset requests, kept in the login_attempts table (shared by servers on one
 * PostgreSQL). A request over a limit is dropped without a word: the reply is the same as always,
 * so it tells nothing about the address.
 * - Per address ('reset:ip:'): at most `perAddress` requests in `windowMs`; a stranger spraying
 *   requests is stopped there, before spending anything of the e-mails they name.
 * - Per e-mail ('reset:email:'): at most one mail every `emailIntervalMs`, so a mailbox (and our
 *   sender's reputation) is not flooded; there is no count to exhaust, so the owner's own request
 *   after that interval always sends, whatever strangers asked before.
 */
export type ResetLimitPolicy = { windowMs: number; perAddress: number; emailIntervalMs: number };

export const defaultResetLimitPolicy: ResetLimitPolicy = {
  windowMs: 60 * 60_000,
  perAddress: 20,
  emailIntervalMs: 5 * 60_000,
};

export type ResetLimiter = {
  /** Counts one request; true when a mail may go to `email` (already normalised) now. */
  allow: (email: string, address: string) => Promise<boolean>;
};

export function createResetLimiter(
  db: Database,
  policy: ResetLimitPolicy = defaultResetLimitPolicy,
  now: () => Date = () => new Date(),
): ResetLimiter {
  return {
    allow: async (email, address) => {
      const at = now();
      const windowStart = new Date(at.getTime() - policy.windowMs);
      if ((await countHit(db, `reset:ip:${address}`, at, windowStart)) > policy.perAddress)
        return false;
      return claimInterval(db, `reset:email:${email}`, at, policy.emailIntervalMs);
    },
  };
}

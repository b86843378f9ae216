import { TOO_MANY_REGISTRATIONS } from '@portal/domain';
import type { Database } from '../db';
import {
  claimInterval,
  countHit,
  countHitInWindow,
  uncountHit,
} from '../repositories/login-attempts';
import { ServiceError } from '../services/errors';

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

/**
 * A limit on registrations per client address ('register:ip:'), kept in the login_attempts table
 * (shared by servers on one PostgreSQL). Registration tells whether an e-mail has an account
 * (EMAIL_TAKEN): useful to the person who forgot they had one, and a way for a stranger to test a
 * list of addresses. Every attempt is counted before the e-mail is looked up, in one statement (a
 * parallel burst counts one by one); one that creates an account is given back, so people
 * registering behind one office address are not held up. Past `perAddress` in `windowMs` the
 * address is refused (429 with Retry-After) until its window ends.
 */
export type RegistrationLimitPolicy = { windowMs: number; perAddress: number };

export const defaultRegistrationLimitPolicy: RegistrationLimitPolicy = {
  windowMs: 60 * 60_000,
  perAddress: 10,
};

export type RegistrationLimiter = {
  /** Counts one attempt from `address`; throws 429 past the limit. */
  admit: (address: string) => Promise<void>;
  /** The attempt created an account: it does not count. */
  created: (address: string) => Promise<void>;
};

export function createRegistrationLimiter(
  db: Database,
  policy: RegistrationLimitPolicy = defaultRegistrationLimitPolicy,
  now: () => Date = () => new Date(),
): RegistrationLimiter {
  const keyOf = (address: string) => `register:ip:${address}`;
  return {
    admit: async (address) => {
      const at = now();
      const windowStart = new Date(at.getTime() - policy.windowMs);
      const hit = await countHitInWindow(db, keyOf(address), at, windowStart);
      if (hit.count <= policy.perAddress) return;
      const endsInMs = hit.windowStartedAt.getTime() + policy.windowMs - at.getTime();
      const seconds = Math.max(1, Math.ceil(endsInMs / 1000));
      throw new ServiceError('rate_limited', TOO_MANY_REGISTRATIONS, seconds);
    },
    created: async (address) => {
      await uncountHit(db, keyOf(address));
    },
  };
}

import { TOO_MANY_LOGIN_ATTEMPTS } from '@portal/domain';
import type { Database } from '../db';
import { ServiceError } from '../services/errors';
import {
  countHit,
  deleteLoginAttempts,
  deleteLoginAttemptsWithPrefix,
  findLoginAttempts,
  reserveAttempt,
  type Backoff,
} from '../repositories/login-attempts';

/**
 * Login throttling over the login_attempts table, so several servers sharing one PostgreSQL share
 * the counts. Every attempt is counted before its password is checked (`reserve`), atomically in
 * the database: a burst of parallel guesses is counted one by one, and those past the limit are
 * refused without being checked.
 *
 * Two counts guard an account (its login key, normalised by the caller):
 * - the account from this address ('pair:'): growing waits after a few attempts, then a lock of
 *   this address out of this account. A guesser at one address is stopped there;
 * - the account from anywhere ('acct:'): growing waits, capped, never a lock. Guesses spread over
 *   many addresses are slowed to one per `account.maxDelayMs`, and the real person, from their
 *   own (fresh) address, still gets in after at most that wait.
 * An address that sprays many accounts is slowed ('ip:'), never locked: an office or a carrier's
 * NAT shares one address. A successful login clears both of its account's counts; a completed
 * password reset clears every count of the account.
 */
export type ThrottlePolicy = {
  /** A count restarts after this long without attempts. */
  idleMs: number;
  pair: Backoff;
  account: Backoff;
  /** Failures of one address (any account) before each of its attempts is delayed. */
  address: { slowAfter: number; delayStepMs: number; maxDelayMs: number };
};

export const defaultThrottlePolicy: ThrottlePolicy = {
  idleMs: 15 * 60_000,
  pair: {
    slowAfter: 3,
    blockAfter: 8,
    lockMs: 15 * 60_000,
    delayStepMs: 1_000,
    maxDelayMs: 60_000,
  },
  account: {
    slowAfter: 10,
    blockAfter: null,
    lockMs: 0,
    delayStepMs: 1_000,
    maxDelayMs: 60_000,
  },
  address: { slowAfter: 10, delayStepMs: 250, maxDelayMs: 2_000 },
};

/** What a policy override may give: any part of each section. */
export type ThrottleOverrides = {
  idleMs?: number;
  pair?: Partial<Backoff>;
  account?: Partial<Backoff>;
  address?: Partial<ThrottlePolicy['address']>;
};

export function throttlePolicy(overrides: ThrottleOverrides = {}): ThrottlePolicy {
  const d = defaultThrottlePolicy;
  return {
    idleMs: overrides.idleMs ?? d.idleMs,
    pair: { ...d.pair, ...overrides.pair },
    account: { ...d.account, ...overrides.account },
    address: { ...d.address, ...overrides.address },
  };
}

export type LoginThrottle = {
  /**
   * Counts the attempt before its password is checked: refused (429) while the account must
   * wait, else let through once the address's delay has passed.
   */
  admit: (key: string, address: string) => Promise<void>;
  /** A failed attempt also counts against its address. */
  fail: (address: string) => Promise<void>;
  succeed: (key: string, address: string) => Promise<void>;
  /** After a completed password reset: every count of the account goes. */
  clearAccount: (key: string) => Promise<void>;
};

/** The throttle's name for an account: its kind and its normalised login key. */
export const throttleKey = (kind: 'user' | 'business', key: string) => `${kind}:${key}`;

const accountId = (key: string) => `acct:${key}`;
const pairPrefix = (key: string) => `pair:${key}|`;
const ipId = (address: string) => `ip:${address}`;

export function createLoginThrottle(
  db: Database,
  policy: ThrottlePolicy = defaultThrottlePolicy,
  now: () => Date = () => new Date(),
): LoginThrottle {
  const addressDelay = async (address: string): Promise<number> => {
    const [row] = await findLoginAttempts(db, [ipId(address)]);
    if (!row || now().getTime() - row.windowStartedAt.getTime() > policy.idleMs) return 0;
    const { slowAfter, delayStepMs, maxDelayMs } = policy.address;
    return Math.min(Math.max(row.failures - slowAfter, 0) * delayStepMs, maxDelayMs);
  };

  return {
    admit: async (key, address) => {
      const at = now();
      const refused = () => new ServiceError('rate_limited', TOO_MANY_LOGIN_ATTEMPTS);
      // The account first: a refused attempt must not spend this address's allowance too.
      if ((await reserveAttempt(db, accountId(key), at, policy.idleMs, policy.account)) === null)
        throw refused();
      const pair = `${pairPrefix(key)}${address}`;
      if ((await reserveAttempt(db, pair, at, policy.idleMs, policy.pair)) === null)
        throw refused();
      const delayMs = await addressDelay(address);
      if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    },
    fail: async (address) => {
      const at = now();
      await countHit(db, ipId(address), at, new Date(at.getTime() - policy.idleMs));
    },
    succeed: async (key, address) => {
      await deleteLoginAttempts(db, [accountId(key), `${pairPrefix(key)}${address}`]);
    },
    clearAccount: async (key) => {
      await deleteLoginAttemptsWithPrefix(db, accountId(key), pairPrefix(key));
    },
  };
}

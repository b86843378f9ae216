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
 * the counts. Every attempt is counted before its password is checked (`admit`), atomically in
 * the database: a burst of parallel guesses is counted one by one, and those past the limit are
 * refused without being checked.
 *
 * Three counts guard an account (its login key, normalised by the caller):
 * - the account from this address ('pair:'): growing waits after a few attempts, then a lock of
 *   this address out of this account. A guesser at one address is stopped there, and while it
 *   must wait its attempts count nowhere else: a locked guesser cannot keep the account waiting;
 * - the account from anywhere ('acct:'): growing waits, capped, never a lock. Guesses spread over
 *   many addresses are slowed to one per `account.maxDelayMs`;
 * - the account from a known device ('dev:'): a browser holding the account's device cookie
 *   (auth/device-cookie.ts: set at each successful login) is counted under its device instead of
 *   'acct:', with waits and a lock like an address's. So strangers' guesses never keep the owner
 *   out of their own browser, and a device cookie that guesses locks only itself.
 * An address that sprays many accounts is slowed ('ip:'), never locked: an office or a carrier's
 * NAT shares one address. A successful login clears the counts it went through; a completed
 * password reset clears every count of the account.
 */
export type ThrottlePolicy = {
  /** A count restarts after this long without attempts. */
  idleMs: number;
  pair: Backoff;
  account: Backoff;
  device: Backoff;
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
  device: {
    slowAfter: 3,
    blockAfter: 8,
    lockMs: 15 * 60_000,
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
  device?: Partial<Backoff>;
  address?: Partial<ThrottlePolicy['address']>;
};

export function throttlePolicy(overrides: ThrottleOverrides = {}): ThrottlePolicy {
  const d = defaultThrottlePolicy;
  return {
    idleMs: overrides.idleMs ?? d.idleMs,
    pair: { ...d.pair, ...overrides.pair },
    account: { ...d.account, ...overrides.account },
    device: { ...d.device, ...overrides.device },
    address: { ...d.address, ...overrides.address },
  };
}

export type LoginThrottle = {
  /**
   * Counts the attempt before its password is checked: refused (429, with the seconds to wait)
   * while the account must wait, else let through once the address's delay has passed. `device`
   * is the id of the account's device cookie the request carries (auth/device-cookie.ts), if any.
   */
  admit: (key: string, address: string, device?: string | null) => Promise<void>;
  /** A failed attempt also counts against its address. */
  fail: (address: string) => Promise<void>;
  succeed: (key: string, address: string, device?: string | null) => Promise<void>;
  /** After a completed password reset: every count of the account goes. */
  clearAccount: (key: string) => Promise<void>;
};

/** The throttle's name for an account: its kind and its normalised login key. */
export const throttleKey = (kind: 'user' | 'business', key: string) => `${kind}:${key}`;

const accountId = (key: string) => `acct:${key}`;
const pairPrefix = (key: string) => `pair:${key}|`;
const devicePrefix = (key: string) => `dev:${key}|`;
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
  /** The refusal, with how long `id` still waits (at least a second). */
  const refusal = async (id: string, at: Date, until?: Date | null) => {
    const [row] = until === undefined ? await findLoginAttempts(db, [id]) : [];
    const end = until ?? row?.lockedUntil ?? at;
    const seconds = Math.max(1, Math.ceil((end.getTime() - at.getTime()) / 1000));
    return new ServiceError('rate_limited', TOO_MANY_LOGIN_ATTEMPTS, seconds);
  };

  return {
    admit: async (key, address, device) => {
      const at = now();
      const pair = `${pairPrefix(key)}${address}`;
      // An address that must wait is refused before anything else counts it: a guesser locked
      // out of the account must not keep the account (or a device) waiting too.
      const [waiting] = await findLoginAttempts(db, [pair]);
      if (waiting?.lockedUntil && waiting.lockedUntil > at)
        throw await refusal(pair, at, waiting.lockedUntil);
      // The account (or this device of it) next: a refused attempt must not spend this
      // address's allowance too.
      const [first, backoff] = device
        ? [`${devicePrefix(key)}${device}`, policy.device]
        : [accountId(key), policy.account];
      if ((await reserveAttempt(db, first, at, policy.idleMs, backoff)) === null)
        throw await refusal(first, at);
      if ((await reserveAttempt(db, pair, at, policy.idleMs, policy.pair)) === null)
        throw await refusal(pair, at);
      const delayMs = await addressDelay(address);
      if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    },
    fail: async (address) => {
      const at = now();
      await countHit(db, ipId(address), at, new Date(at.getTime() - policy.idleMs));
    },
    succeed: async (key, address, device) => {
      // Only the counts this attempt went through: the owner signing in from a known device
      // must not hand strangers a fresh allowance of account-wide guesses.
      const first = device ? `${devicePrefix(key)}${device}` : accountId(key);
      await deleteLoginAttempts(db, [first, `${pairPrefix(key)}${address}`]);
    },
    clearAccount: async (key) => {
      await deleteLoginAttemptsWithPrefix(db, accountId(key), [pairPrefix(key), devicePrefix(key)]);
    },
  };
}

import type { Database } from '../db';
import {
  deleteLoginAttempts,
  findLoginAttempts,
  recordLoginFailure,
} from '../repositories/login-attempts';

/**
 * Login throttling over the login_attempts table, so several servers sharing one PostgreSQL share
 * the counts. Failures are counted per login key ('key:<normalised key>') and per client address
 * ('ip:<address>') in a window that starts at the first failure. Past `slowAfter` failures each
 * attempt first waits a little longer. Reaching the key's `blockAfter` locks that key for
 * `lockMs`, during which its logins are refused (429) without looking at the password. An address
 * is only ever slowed, never locked: an office, a school or a carrier-grade NAT shares one address,
 * and one person guessing there must not shut every colleague out of their own accounts.
 * A successful login clears its key's count (not the address's: one good account must not
 * launder guesses).
 */
export type ThrottlePolicy = {
  windowMs: number;
  lockMs: number;
  key: { slowAfter: number; blockAfter: number };
  address: { slowAfter: number };
  delayStepMs: number;
  maxDelayMs: number;
};

export const defaultThrottlePolicy: ThrottlePolicy = {
  windowMs: 15 * 60_000,
  lockMs: 15 * 60_000,
  key: { slowAfter: 3, blockAfter: 8 },
  address: { slowAfter: 10 },
  delayStepMs: 250,
  maxDelayMs: 2_000,
};

export type ThrottleVerdict = { blocked: true } | { blocked: false; delayMs: number };

export type LoginThrottle = {
  check: (key: string, address: string) => Promise<ThrottleVerdict>;
  fail: (key: string, address: string) => Promise<void>;
  succeed: (key: string) => Promise<void>;
};

const keyId = (key: string) => `key:${key.trim().toLowerCase()}`;
const ipId = (address: string) => `ip:${address}`;

export function createLoginThrottle(
  db: Database,
  policy: ThrottlePolicy = defaultThrottlePolicy,
  now: () => Date = () => new Date(),
): LoginThrottle {
  /** `blockAfter: null` counts without ever locking. */
  const record = (id: string, blockAfter: number | null) => {
    const at = now();
    return recordLoginFailure(db, id, {
      at,
      windowStart: new Date(at.getTime() - policy.windowMs),
      lockUntil: new Date(at.getTime() + policy.lockMs),
      blockAfter,
    });
  };

  return {
    check: async (key, address) => {
      const at = now();
      const rows = await findLoginAttempts(db, [keyId(key), ipId(address)]);
      let over = 0;
      for (const row of rows) {
        const isKey = row.key.startsWith('key:');
        if (isKey && row.lockedUntil && row.lockedUntil.getTime() > at.getTime())
          return { blocked: true };
        if (at.getTime() - row.windowStartedAt.getTime() > policy.windowMs) continue;
        const limits = isKey ? policy.key : policy.address;
        over = Math.max(over, row.failures - limits.slowAfter);
      }
      return {
        blocked: false,
        delayMs: Math.min(Math.max(over, 0) * policy.delayStepMs, policy.maxDelayMs),
      };
    },
    fail: async (key, address) => {
      await record(keyId(key), policy.key.blockAfter);
      await record(ipId(address), null);
    },
    succeed: async (key) => {
      await deleteLoginAttempts(db, [keyId(key)]);
    },
  };
}

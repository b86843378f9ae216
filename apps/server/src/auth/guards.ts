import type { Database } from '../db';
import type { ServerRole } from './principal';
import { createSecondFactorKit, type SecondFactorKit } from './second-factor';
import { createDeviceCookies, type DeviceCookies } from './device-cookie';
import {
  createLoginThrottle,
  throttlePolicy,
  type LoginThrottle,
  type ThrottleOverrides,
} from './login-throttle';
import {
  createRegistrationLimiter,
  createResetLimiter,
  defaultRegistrationLimitPolicy,
  defaultResetLimitPolicy,
  type RegistrationLimiter,
  type RegistrationLimitPolicy,
  type ResetLimiter,
  type ResetLimitPolicy,
} from './request-limit';

/** What a policy override may change in the guards against guessing (tests tighten them). */
export type GuardOverrides = {
  throttle?: ThrottleOverrides;
  resetLimit?: Partial<ResetLimitPolicy>;
  registrationLimit?: Partial<RegistrationLimitPolicy>;
  /** The roles that must sign in with a second factor (TOTP_REQUIRED_FOR_STAFF); none by default. */
  secondFactor?: { requiredRoles?: readonly ServerRole[] };
};

export type Guards = {
  throttle: LoginThrottle;
  devices: DeviceCookies;
  resetLimit: ResetLimiter;
  registrationLimit: RegistrationLimiter;
  /** The second step of login: its tokens, codes and keys (auth/second-factor.ts). */
  secondFactor: SecondFactorKit;
};

/**
 * The guards of the public actions that strangers can repeat (login, registration, reset
 * requests), all counted in the database so every server shares them, the login's device
 * cookies, signed with the server's secret and sent only to `loginPath` (and the paths below it,
 * the second step's), and the second factor, whose keys derive from the same secret.
 */
export function createGuards(
  db: Database,
  options: GuardOverrides & { secret: string; loginPath: string; now: () => Date },
): Guards {
  const { now } = options;
  return {
    throttle: createLoginThrottle(db, throttlePolicy(options.throttle), now),
    devices: createDeviceCookies({ secret: options.secret, path: options.loginPath, now }),
    resetLimit: createResetLimiter(db, { ...defaultResetLimitPolicy, ...options.resetLimit }, now),
    registrationLimit: createRegistrationLimiter(
      db,
      { ...defaultRegistrationLimitPolicy, ...options.registrationLimit },
      now,
    ),
    secondFactor: createSecondFactorKit({
      secret: options.secret,
      requiredRoles: options.secondFactor?.requiredRoles ?? [],
      now,
    }),
  };
}

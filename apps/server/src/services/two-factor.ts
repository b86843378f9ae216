import type {
  LoginSecondStepReply,
  LoginSessionReply,
  SecondFactorLoginBody,
  TotpSetupReply,
  TwoFactorStatus,
} from '@portal/api-client';
import {
  TOTP_ALREADY_ENABLED,
  TOTP_CODE_INVALID,
  TOTP_DISABLED,
  TOTP_ENABLED,
  TOTP_NOT_ENABLED,
  TOTP_PERSONS_ONLY,
  TOTP_REQUIRED_FOR_ROLE,
  TOTP_RESET_DONE,
  TOTP_SETUP_NOT_STARTED,
  TOTP_STEP_EXPIRED,
} from '@portal/domain';
import type { Database } from '../db';
import { requireAdmin } from '../auth/authorize';
import { isIssuedAfter } from '../auth/jwt';
import { throttleKey } from '../auth/login-throttle';
import type { Identity, Principal } from '../auth/principal';
import { SECOND_STEP_TTL_SECONDS, type SecondStepPurpose } from '../auth/second-factor';
import {
  claimStep,
  countRecoveryCodesLeft,
  deleteSecondFactor,
  enableAuthenticator,
  findAuthenticator,
  hasEnabledAuthenticator,
  insertSecurityEvent,
  putPendingAuthenticator,
  replaceRecoveryCodes,
  spendRecoveryCode,
} from '../repositories/second-factors';
import { findUserCredentials, findUserTokenState } from '../repositories/users';
import { checkCurrentPassword } from './current-password';
import type { ServiceDeps } from './deps';
import { conflict, forbidden, invalid, MESSAGES, notFound, unauthenticated } from './errors';
import { completeLogin, type LoginClient } from './sign-in';
import { endTokens } from './tokens';

type Person = Extract<Identity, { kind: 'user' }>;
type Proof = { code: string } | { recoveryCode: string };

/**
 * What login answers after a right password instead of a session, or null when none is due: the
 * code step for a person whose second factor is in force, the setup step for an approved person
 * whose role must have one (TOTP_REQUIRED_FOR_STAFF) and has none yet.
 */
export async function secondStepOf(
  deps: ServiceDeps,
  person: Person,
): Promise<LoginSecondStepReply | null> {
  const step: SecondStepPurpose | null = (await hasEnabledAuthenticator(deps.db, person.id))
    ? 'code'
    : person.status === 'active' && deps.secondFactor.isRequired(person.role)
      ? 'setup'
      : null;
  if (!step) return null;
  return {
    status: 'second_factor',
    step,
    token: await deps.secondFactor.issueStepToken(person.id, step),
    expires_in: SECOND_STEP_TTL_SECONDS,
  };
}

/**
 * The person a second-step token names. A token of another purpose, expired, or issued before
 * the person's tokens were last ended (a password reset, a logout everywhere) is refused.
 */
async function personOfStep(
  deps: ServiceDeps,
  token: string,
  purpose: SecondStepPurpose,
): Promise<Person> {
  const read = await deps.secondFactor.readStepToken(token, purpose);
  const row = read && (await findUserTokenState(deps.db, read.userId));
  if (!read || !row || !isIssuedAfter({ iatMs: read.issuedAtMs }, row.validAfter))
    throw unauthenticated(TOTP_STEP_EXPIRED);
  const { id, name, email, role, status } = row;
  return { kind: 'user', id, name, email, role, status };
}

/**
 * Runs `check` as one attempt of the login throttle (auth/login-throttle.ts) under the person's
 * second-factor key: counted before the code is looked at, so a burst of guesses is counted one
 * by one, with the same waits and locks as passwords; the browser's device cookie of the account
 * keeps strangers' guesses from locking its owner out.
 */
async function throttled<T>(
  deps: ServiceDeps,
  person: Person,
  client: Pick<LoginClient, 'address' | 'cookies'>,
  check: () => Promise<T | null>,
): Promise<T> {
  const key = `totp:${person.id}`;
  const device = deps.devices.deviceOf(throttleKey('user', person.email), client.cookies);
  await deps.throttle.admit(key, client.address, device);
  const accepted = await check();
  if (accepted === null) {
    await deps.throttle.fail(client.address);
    throw invalid(TOTP_CODE_INVALID);
  }
  await deps.throttle.succeed(key, client.address, device);
  return accepted;
}

/** The code of the key in force, once: a code of a step used already is refused (replay). */
async function spendCode(deps: ServiceDeps, userId: string, code: string): Promise<true | null> {
  const factor = await findAuthenticator(deps.db, userId);
  const key = factor?.enabledAt ? deps.secondFactor.unseal(factor.secret) : null;
  if (!factor || !key) return null;
  const step = deps.secondFactor.acceptedStep(key, code, factor.lastUsedStep);
  return step !== null && (await claimStep(deps.db, userId, step)) ? true : null;
}

/** A recovery code, once, recorded with where from; or the code of the app. */
async function spendProof(
  deps: ServiceDeps,
  person: Person,
  proof: Proof,
  address: string,
): Promise<true | null> {
  if ('code' in proof) return spendCode(deps, person.id, proof.code);
  if (!(await hasEnabledAuthenticator(deps.db, person.id))) return null;
  const hash = deps.secondFactor.hashRecoveryCode(proof.recoveryCode);
  const at = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    if (!(await spendRecoveryCode(tx, person.id, hash, at))) return null;
    await insertSecurityEvent(tx, {
      kind: 'recovery-code-used',
      user: person,
      actor: person,
      at,
      address,
    });
    return true as const;
  });
}

/** Login's second step: the session, for the app's code or a recovery code. */
export async function verifyLogin(
  deps: ServiceDeps,
  input: SecondFactorLoginBody,
  client: LoginClient,
): Promise<{ reply: LoginSessionReply; deviceCookie: string }> {
  const person = await personOfStep(deps, input.token, 'code');
  await throttled(deps, person, client, () => spendProof(deps, person, input, client.address));
  return completeLogin(deps, person, throttleKey('user', person.email), client);
}

/** A new key waiting for its first code (one waiting before is replaced), for the app. */
async function beginFor(deps: ServiceDeps, person: Person): Promise<TotpSetupReply> {
  const key = deps.secondFactor.newKey();
  const sealed = deps.secondFactor.seal(key);
  if (!(await putPendingAuthenticator(deps.db, person.id, sealed, deps.clock.now())))
    throw conflict(TOTP_ALREADY_ENABLED);
  return deps.secondFactor.setupOf(key, person.email);
}

/**
 * Puts the waiting key in force with a first code of the app, and answers the ten recovery
 * codes, shown this once (stored as hashes only).
 */
async function confirmFor(
  deps: ServiceDeps,
  person: Person,
  code: string,
  client: Pick<LoginClient, 'address' | 'cookies'>,
): Promise<string[]> {
  const factor = await findAuthenticator(deps.db, person.id);
  if (factor?.enabledAt) throw conflict(TOTP_ALREADY_ENABLED);
  const key = factor && deps.secondFactor.unseal(factor.secret);
  if (!key) throw invalid(TOTP_SETUP_NOT_STARTED);
  const step = await throttled(deps, person, client, async () =>
    deps.secondFactor.acceptedStep(key, code, 0),
  );
  const codes = deps.secondFactor.newRecoveryCodes();
  const at = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    // A second confirm racing this one finds the key in force already.
    if (!(await enableAuthenticator(tx, person.id, step, at))) throw conflict(TOTP_ALREADY_ENABLED);
    await replaceRecoveryCodes(tx, person.id, codes.hashes);
    await insertSecurityEvent(tx, {
      kind: 'second-factor-enabled',
      user: person,
      actor: person,
      at,
      address: client.address,
    });
  });
  return codes.shown;
}

/** Setting it up at sign-in, where the role requires it: a key for the app. */
export async function beginSetupAtLogin(deps: ServiceDeps, token: string) {
  return beginFor(deps, await personOfStep(deps, token, 'setup'));
}

/** Setting it up at sign-in: in force with a first code, then the session and the codes. */
export async function confirmSetupAtLogin(
  deps: ServiceDeps,
  input: { token: string; code: string },
  client: LoginClient,
): Promise<{ reply: LoginSessionReply & { recovery_codes: string[] }; deviceCookie: string }> {
  const person = await personOfStep(deps, input.token, 'setup');
  const recovery_codes = await confirmFor(deps, person, input.code, client);
  const done = await completeLogin(deps, person, throttleKey('user', person.email), client);
  return { reply: { ...done.reply, recovery_codes }, deviceCookie: done.deviceCookie };
}

/** Removes the key and the recovery codes, recorded; false when no key was in force. */
async function removeFactor(
  deps: ServiceDeps,
  tx: Database,
  person: { id: string; name: string },
  actor: { id: string; name: string },
  kind: 'second-factor-disabled' | 'second-factor-reset',
  address: string,
): Promise<boolean> {
  if (!(await deleteSecondFactor(tx, person.id))) return false;
  await insertSecurityEvent(tx, { kind, user: person, actor, at: deps.clock.now(), address });
  return true;
}

/** The caller as a person: a business account (a company's code) has no second factor. */
function personOf(principal: Principal): Person {
  if (principal.kind !== 'user') throw forbidden(TOTP_PERSONS_ONLY);
  const { id, name, email, role, status } = principal;
  return { kind: 'user', id, name, email, role, status };
}

export async function statusOf(deps: ServiceDeps, principal: Principal): Promise<TwoFactorStatus> {
  const person = personOf(principal);
  const enabled = await hasEnabledAuthenticator(deps.db, person.id);
  return {
    enabled,
    required: deps.secondFactor.isRequired(person.role),
    recovery_codes_left: enabled ? await countRecoveryCodesLeft(deps.db, person.id) : 0,
  };
}

/** A new key for the caller's app, once the current password is given again. */
export async function beginOwn(
  deps: ServiceDeps,
  principal: Principal,
  password: string,
  client: Pick<LoginClient, 'address'>,
) {
  const person = personOf(principal);
  const account = await findUserCredentials(deps.db, person.id);
  await checkCurrentPassword(
    deps,
    {
      kind: 'user',
      key: account?.key ?? person.email,
      passwordHash: account?.passwordHash ?? null,
    },
    password,
    client.address,
  );
  return beginFor(deps, person);
}

export async function confirmOwn(
  deps: ServiceDeps,
  principal: Principal,
  code: string,
  client: Pick<LoginClient, 'address' | 'cookies'>,
) {
  const recovery_codes = await confirmFor(deps, personOf(principal), code, client);
  return { status: 'success' as const, message: TOTP_ENABLED, recovery_codes };
}

/** Turns the caller's own second factor off, with a code (never where the role requires it). */
export async function disableOwn(
  deps: ServiceDeps,
  principal: Principal,
  proof: Proof,
  client: Pick<LoginClient, 'address' | 'cookies'>,
) {
  const person = personOf(principal);
  if (deps.secondFactor.isRequired(person.role)) throw forbidden(TOTP_REQUIRED_FOR_ROLE);
  if (!(await hasEnabledAuthenticator(deps.db, person.id))) throw conflict(TOTP_NOT_ENABLED);
  await throttled(deps, person, client, () => spendProof(deps, person, proof, client.address));
  await deps.db.transaction((tx) =>
    removeFactor(deps, tx, person, person, 'second-factor-disabled', client.address),
  );
  return { status: 'success' as const, message: TOTP_DISABLED };
}

/**
 * An admin turns a person's second factor off (a lost phone), recorded with who did it; every
 * session of the person ends, so whoever holds one signs in again (and, where the role requires
 * it, sets a new one up).
 */
export async function resetForAdmin(
  deps: ServiceDeps,
  principal: Principal,
  userId: string,
  /** The admin's address, as the server determines it. */
  address: string,
) {
  requireAdmin(principal);
  const person = await findUserTokenState(deps.db, userId);
  if (!person) throw notFound(MESSAGES.userNotFound);
  const admin = { id: principal.id, name: principal.name };
  await deps.db.transaction(async (tx) => {
    if (!(await removeFactor(deps, tx, person, admin, 'second-factor-reset', address)))
      throw conflict(TOTP_NOT_ENABLED);
    await endTokens(deps, { kind: 'user', id: person.id }, tx);
  });
  return [{ status: 'success' as const, message: TOTP_RESET_DONE }];
}

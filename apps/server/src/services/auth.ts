import type {
  LoginBody,
  LoginReply,
  RegisterBody,
  ValidateTokenBody,
  ValidateTokenReply,
} from '@portal/api-client';
import { notify } from './notifications';
import { isUniqueViolation } from '../db';
import {
  findActiveBusinessByAccessCode,
  findActiveBusinessId,
  insertBusiness,
  listActiveBusinessNames,
  setBusinessManager,
} from '../repositories/businesses';
import { insertBusinessTeamEmails } from '../repositories/business-team-emails';
import { insertMembership } from '../repositories/memberships';
import { findUserByEmail, findUserIdByEmail, insertUser } from '../repositories/users';
import { dummyVerify, hashPassword, verifyPassword } from '../auth/password';
import { throttleKey } from '../auth/login-throttle';
import type { Identity, Principal } from '../auth/principal';
import { principalOf } from '../auth/session-cache';
import {
  ACCOUNT_WITHOUT_BUSINESS,
  LOGGED_OUT,
  normalizeAccessCode,
  normalizeEmail,
  REGISTRATION_BUSINESS_UNKNOWN,
  REGISTRATION_RECEIVED,
} from '@portal/domain';
import { conflict, forbidden, invalid, MESSAGES, unauthenticated } from './errors';
import type { ServiceDeps } from './deps';
import { endTokens } from './tokens';
import { completeLogin, isStranded, sessionOf, type LoginClient } from './sign-in';
import { secondStepOf } from './two-factor';

/**
 * Same reply and about the same cost for an unknown key and a wrong password: an unknown key
 * still pays one argon2 verification (dummyVerify). The attempt is counted before the password
 * is looked at (see auth/login-throttle.ts), under the key the look-up uses, and under the device
 * when the request carries this account's device cookie. A successful login answers a new device
 * cookie (auth/device-cookie.ts) beside the session. A person with a second factor (or whose role
 * must set one up) gets a token for that step instead, and no session nor device cookie: those
 * come with the code (services/two-factor.ts).
 */
export async function login(
  deps: ServiceDeps,
  input: LoginBody,
  client: LoginClient,
): Promise<{ reply: LoginReply; deviceCookie: string | null }> {
  const key =
    input.authType === 'business' ? normalizeAccessCode(input.key) : normalizeEmail(input.key);
  // A text that cannot be an access code reaches no account: nothing to count but the address.
  if (key === null) {
    await dummyVerify(input.password);
    await deps.throttle.fail(client.address);
    throw unauthenticated(MESSAGES.loginFailed);
  }
  const account = throttleKey(input.authType, key);
  const device = deps.devices.deviceOf(account, client.cookies);
  await deps.throttle.admit(account, client.address, device);
  const principal = await checkCredentials(deps, input.authType, key, input.password);
  if (!principal) {
    await deps.throttle.fail(client.address);
    throw unauthenticated(MESSAGES.loginFailed);
  }
  await deps.throttle.succeed(account, client.address, device);
  if (await isStranded(deps, principal)) throw forbidden(ACCOUNT_WITHOUT_BUSINESS);
  const secondStep = principal.kind === 'user' ? await secondStepOf(deps, principal) : null;
  if (secondStep) return { reply: secondStep, deviceCookie: null };
  return completeLogin(deps, principal, account, client);
}

async function checkCredentials(
  deps: ServiceDeps,
  authType: LoginBody['authType'],
  key: string,
  password: string,
): Promise<Identity | null> {
  if (authType === 'business') {
    const b = await findActiveBusinessByAccessCode(deps.db, key);
    if (!b?.passwordHash) return dummyVerify(password).then(() => null);
    if (!(await verifyPassword(b.passwordHash, password))) return null;
    return { kind: 'business', id: b.id, name: b.name };
  }
  const u = await findUserByEmail(deps.db, key);
  if (!u) return dummyVerify(password).then(() => null);
  if (!(await verifyPassword(u.passwordHash, password))) return null;
  return { kind: 'user', id: u.id, role: u.role, status: u.status, name: u.name, email: u.email };
}

export async function validateToken(
  deps: ServiceDeps,
  input: ValidateTokenBody,
): Promise<ValidateTokenReply> {
  const principal = await principalOf(deps, input.jwt);
  if (!principal || principal.kind !== input.authType) return { valid: false };
  return { valid: true, ...(await sessionOf(deps, principal)) };
}

export async function logout(deps: ServiceDeps, principal: Principal) {
  await endTokens(deps, principal);
  return { status: 'success' as const, message: LOGGED_OUT };
}

/**
 * Every registration waits for an admin: the person is created with status 'waiting'. With an
 * existing business they are linked to it (the link grants nothing while they wait); with a new
 * one the business is created with status 'waiting', the person as its manager, and its team
 * e-mails (the registrant's own always among them). A taken e-mail is said plainly (the person
 * may have forgotten their account); what keeps a stranger from testing a list of addresses that
 * way is the limit per client address, counted before the look-up (auth/request-limit.ts).
 */
export async function register(deps: ServiceDeps, input: RegisterBody, clientAddress: string) {
  await deps.registrationLimit.admit(clientAddress);
  const email = normalizeEmail(input.user.email);
  // Refusals first, hashing last: a taken e-mail or an unknown business costs a query, not argon2.
  // The transaction checks both again (and the unique index decides a race).
  const taken = await findUserIdByEmail(deps.db, email);
  if (taken) throw conflict(MESSAGES.emailTaken);
  if ('id' in input.business) {
    const b = await findActiveBusinessId(deps.db, input.business.id);
    if (!b) throw invalid(REGISTRATION_BUSINESS_UNKNOWN);
  }
  const passwordHash = await hashPassword(input.user.password);
  try {
    await deps.db.transaction(async (tx) => {
      const taken = await findUserIdByEmail(tx, email);
      if (taken) throw conflict(MESSAGES.emailTaken);

      let businessId: string;
      let joined = '';
      if ('id' in input.business) {
        const b = await findActiveBusinessId(tx, input.business.id);
        if (!b) throw invalid(REGISTRATION_BUSINESS_UNKNOWN);
        businessId = b.id;
        joined = b.name;
      } else {
        const nb = input.business;
        const b = await insertBusiness(tx, {
          id: crypto.randomUUID(),
          name: nb.name.trim(),
          website: nb.website.trim(),
          niche: nb.niche.trim(),
          knowledgeBase: nb.knowledge_base.trim(),
          metaFaturamento: nb.revenue_goal,
          usernameInstagram: nb.instagram.trim(),
          status: 'waiting',
        });
        businessId = b.id;
        const emails = [...new Set([email, ...nb.teamEmails.map(normalizeEmail)])];
        await insertBusinessTeamEmails(tx, businessId, emails);
      }

      const u = await insertUser(tx, {
        id: crypto.randomUUID(),
        name: input.user.name.trim(),
        email,
        phoneNumber: input.user.phone.trim(),
        passwordHash,
        role: 'user',
        status: 'waiting',
      });
      await insertMembership(tx, u.id, businessId);
      if (!('id' in input.business)) {
        await setBusinessManager(tx, businessId, u.id);
        await notify.registrationWaiting(tx, { id: businessId, name: input.business.name.trim() });
      } else {
        await notify.joinRequest(tx, {
          userId: u.id,
          person: input.user.name.trim(),
          businessId,
          company: joined,
        });
      }
    });
  } catch (error) {
    // Two registrations racing for one address: the unique index decides.
    if (isUniqueViolation(error)) throw conflict(MESSAGES.emailTaken);
    throw error;
  }
  await deps.registrationLimit.created(clientAddress);
  return { status: 'success' as const, message: REGISTRATION_RECEIVED };
}

/** Active businesses a newcomer may join, by name. */
export async function businessNames(deps: ServiceDeps) {
  const rows = await listActiveBusinessNames(deps.db);
  return { businesses: rows };
}

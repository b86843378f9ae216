import { randomInt } from 'node:crypto';
import type { AccessLogEntry } from '@portal/api-client';
import {
  ACCESS_CODE_TAKEN,
  ACCESS_LOG_LIMIT,
  ACCESS_NOTHING_TO_CHANGE,
  ACCESS_PASSWORD_AMBIGUOUS,
  ACCESS_UPDATED,
  GENERATED_PASSWORD_LENGTH,
  normalizeAccessCode,
} from '@portal/domain';
import { isUniqueViolation } from '../db';
import { findBusinessIdByAccessCode, setBusinessAccess } from '../repositories/admin-businesses';
import { findBusinessById, lockBusinessById } from '../repositories/businesses';
import { insertBusinessAccess, listBusinessAccesses } from '../repositories/business-accesses';
import { requireAdmin, requireAdminOrCouncil, requireBusinessAccess } from '../auth/authorize';
import { hashPassword } from '../auth/password';
import type { Principal } from '../auth/principal';
import type { ServiceDeps } from './deps';
import { conflict, invalid, MESSAGES, notFound } from './errors';
import { endTokens } from './tokens';

// The business account's own login (auth type business: access code + password), which the admin
// sets, and the spy-mode entries a company sees (ours).

/** Letters and digits nobody confuses when reading them aloud or copying them: no 0/O, 1/l/I. */
export const PASSWORD_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';

/** A password of GENERATED_PASSWORD_LENGTH characters drawn by the system's CSPRNG. */
export function generatePassword(): string {
  let out = '';
  for (let i = 0; i < GENERATED_PASSWORD_LENGTH; i += 1)
    out += PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)];
  return out;
}

export type AccessChange = {
  businessId: string;
  accessCode?: string | undefined;
  password?: string | undefined;
  generatePassword?: boolean | undefined;
};

type AccessReply = [{ status: 'success'; message: string; access_code: string; password?: string }];

/**
 * A new access code (normalized; unique whatever its case), a typed password or one the server
 * generates (answered once, here, and never logged). The password is stored as an argon2 hash,
 * and any change ends every open session of the business account (tokens_valid_after, ADR 0003)
 * in the same transaction: the old token is refused from the commit on.
 */
export async function setAccess(
  deps: ServiceDeps,
  principal: Principal,
  input: AccessChange,
): Promise<AccessReply> {
  requireAdmin(principal);
  if (input.password !== undefined && input.generatePassword)
    throw invalid(ACCESS_PASSWORD_AMBIGUOUS);
  const wanted = input.accessCode === undefined ? null : normalizeAccessCode(input.accessCode);
  const generated = input.generatePassword ? generatePassword() : undefined;
  const password = generated ?? input.password;
  if (wanted === null && password === undefined) throw invalid(ACCESS_NOTHING_TO_CHANGE);
  const passwordHash = password === undefined ? undefined : await hashPassword(password);
  try {
    const accessCode = await deps.db.transaction(async (tx) => {
      const row = await lockBusinessById(tx, input.businessId);
      if (!row) throw notFound(MESSAGES.businessNotFound);
      const code = wanted !== null && wanted !== row.accessCode ? wanted : undefined;
      if (code === undefined && passwordHash === undefined) throw invalid(ACCESS_NOTHING_TO_CHANGE);
      if (code !== undefined) {
        const holder = await findBusinessIdByAccessCode(tx, code);
        if (holder && holder.id !== row.id) throw conflict(ACCESS_CODE_TAKEN);
      }
      await setBusinessAccess(tx, row.id, {
        ...(code !== undefined ? { accessCode: code } : {}),
        ...(passwordHash !== undefined ? { passwordHash } : {}),
      });
      await endTokens(deps, { kind: 'business', id: row.id }, tx);
      return code ?? row.accessCode ?? '';
    });
    return [
      {
        status: 'success',
        message: ACCESS_UPDATED,
        access_code: accessCode,
        ...(generated ? { password: generated } : {}),
      },
    ];
  } catch (error) {
    // Two companies given one code at once: the unique index lets one win.
    if (isUniqueViolation(error)) throw conflict(ACCESS_CODE_TAKEN);
    throw error;
  }
}

/**
 * An admin (any company) or a council member (only the companies linked to them) enters a company
 * in spy mode: the entry is kept with their name and role of the moment, and where from.
 */
export async function recordAccess(
  deps: ServiceDeps,
  principal: Principal,
  businessId: string,
  /** Where from, as the server determines it (the audit log shows it). */
  address: string,
): Promise<[{ status: 'success' }]> {
  requireAdminOrCouncil(principal);
  await requireBusinessAccess(deps.db, principal, businessId);
  if (principal.kind !== 'user' || principal.role === 'user') throw notFound();
  if (!(await findBusinessById(deps.db, businessId))) throw notFound(MESSAGES.businessNotFound);
  await insertBusinessAccess(deps.db, {
    businessId,
    userId: principal.id,
    name: principal.name,
    role: principal.role,
    at: deps.clock.now(),
    address,
  });
  return [{ status: 'success' }];
}

/** The company's spy-mode entries, newest first: for anyone who may act on the company. */
export async function accessLog(
  deps: ServiceDeps,
  principal: Principal,
  businessId: string,
): Promise<AccessLogEntry[]> {
  await requireBusinessAccess(deps.db, principal, businessId);
  const rows = await listBusinessAccesses(deps.db, businessId, ACCESS_LOG_LIMIT);
  return rows.map((r) => ({ id: r.id, at: r.at.toISOString(), name: r.name, role: r.role }));
}

import { createHash, timingSafeEqual } from 'node:crypto';
import { INGEST_MESSAGES } from '@portal/domain';
import type { Database } from '../db';
import type { JwtService } from '../auth/jwt';
import { loadPrincipal, tokenFrom, type Principal } from '../auth/principal';
import { requireAdmin } from '../auth/authorize';
import { unauthenticated } from '../services/errors';

// The ingestion action is called by machines (a recorder, a transcription service), not by a
// portal session: they prove themselves with the installation key, people with an admin token.

export type IngestCaller = { kind: 'api-key' } | { kind: 'admin'; principal: Principal };

/**
 * Whose idempotency keys these are: the installation key by a digest of it (a new key starts a
 * new scope, and the key itself is never stored), an admin by id.
 */
export function ingestCallerScope(caller: IngestCaller, apiKey: string | null | undefined): string {
  if (caller.kind === 'admin') return `admin:${caller.principal.id}`;
  return `api-key:${digest(apiKey ?? '')
    .toString('hex')
    .slice(0, 32)}`;
}

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/**
 * Compares a presented key with the installation key in constant time: both are hashed first,
 * so neither their contents nor their lengths show in the timing.
 */
export function isInstallationKey(presented: string, expected: string | null | undefined) {
  if (!expected) return false;
  return timingSafeEqual(digest(presented), digest(expected));
}

const callers = new WeakMap<Request, IngestCaller>();

/** Who was let in by {@link authenticateIngest}; null when the request never passed it. */
export const ingestCallerOf = (request: Request): IngestCaller | null =>
  callers.get(request) ?? null;

/**
 * `x-api-key` equal to the installation key, or an admin's JWT (`Authorization: Bearer`, or the
 * body's `jwt` like every other action). A key that does not match is refused even when a token
 * is also sent: a wrong key is a mistake worth hearing about. Throws 401 / 403 ServiceErrors.
 */
export async function authenticateIngest(
  deps: { db: Database; jwt: JwtService; ingestApiKey?: string | null | undefined },
  request: Request,
  body: unknown,
): Promise<IngestCaller> {
  const presented = request.headers.get('x-api-key')?.trim();
  let caller: IngestCaller;
  if (presented) {
    if (!deps.ingestApiKey) throw unauthenticated(INGEST_MESSAGES.keyDisabled);
    if (!isInstallationKey(presented, deps.ingestApiKey))
      throw unauthenticated(INGEST_MESSAGES.badKey);
    caller = { kind: 'api-key' };
  } else {
    const token = tokenFrom(body, request.headers.get('authorization'));
    if (!token) throw unauthenticated(INGEST_MESSAGES.missing);
    const principal = await loadPrincipal(deps.db, deps.jwt, token);
    if (!principal) throw unauthenticated();
    requireAdmin(principal);
    caller = { kind: 'admin', principal };
  }
  callers.set(request, caller);
  return caller;
}

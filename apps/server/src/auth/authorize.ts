import { rolesOfMeta, type RouteMeta } from '@portal/api-client';
import type { Database } from '../db';
import { findFirstActiveBusinessOfUser, hasActiveMembership } from '../repositories/memberships';
import { forbidden, MESSAGES, unauthenticated } from '../services/errors';
import type { Identity, Principal, ServerRole } from './principal';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string): boolean => UUID.test(value);

/**
 * What a principal's links answered, by business: the request gate asks, then the service asks
 * again with the parsed body, and a principal kept by the session cache (session-cache.ts) is the
 * same object for a few seconds of requests. Nothing here outlives its principal, and the cache
 * drops every principal the moment a link, a company's status or a person changes.
 */
const linksOf = new WeakMap<Identity, Map<string, boolean>>();
/** A principal's first company (validate-token's reply), asked once per kept principal too. */
const firstBusinesses = new WeakMap<Identity, { id: string; name: string } | null>();

/**
 * THE way in to business data. Every action that touches a business asks here, with the principal
 * from the verified token and the business id named by the request:
 *   admin → every business; council → the businesses linked to them; user → their own (linked)
 *   business; business account → itself; waiting user → none.
 * Nothing here reads a body: the body only names the business being asked about.
 */
async function canActOnBusiness(
  db: Database,
  principal: Identity,
  businessId: string,
): Promise<boolean> {
  // The gate runs before the body is validated: a name that is no uuid names no business (and
  // must never reach the uuid column, where PostgreSQL would refuse it with an error).
  if (!isUuid(businessId)) return false;
  if (principal.kind === 'business') return principal.id === businessId;
  if (principal.status !== 'active') return false;
  if (principal.role === 'admin') return true;
  const known = linksOf.get(principal);
  const kept = known?.get(businessId);
  if (kept !== undefined) return kept;
  const linked = await hasActiveMembership(db, principal.id, businessId);
  if (known) known.set(businessId, linked);
  else linksOf.set(principal, new Map([[businessId, linked]]));
  return linked;
}

/** Throws 403 unless the principal may act on the business. */
export async function requireBusinessAccess(
  db: Database,
  principal: Principal | null,
  businessId: string,
): Promise<void> {
  if (!principal) throw unauthenticated(MESSAGES.missingAuth);
  if (!(await canActOnBusiness(db, principal, businessId))) {
    throw forbidden(MESSAGES.forbiddenBusiness);
  }
}

/** True for an approved person holding one of the roles (business accounts never qualify). */
export function hasRole(principal: Identity, roles: readonly ServerRole[]): boolean {
  return (
    principal.kind === 'user' && principal.status === 'active' && roles.includes(principal.role)
  );
}

/** Throws 403 unless the caller is an approved person with one of `roles`. */
export function requireRole(principal: Principal | null, roles: readonly ServerRole[]): void {
  if (!principal) throw unauthenticated(MESSAGES.missingAuth);
  if (!hasRole(principal, roles)) throw forbidden(MESSAGES.forbiddenAction);
}

export const requireAdmin = (p: Principal | null) => requireRole(p, ['admin']);
export const requireAdminOrCouncil = (p: Principal | null) => requireRole(p, ['admin', 'council']);

/** Any signed-in person or business account, waiting people included (own profile, logout). */
export function requirePrincipal(principal: Principal | null): Principal {
  if (!principal) throw unauthenticated(MESSAGES.missingAuth);
  return principal;
}

/** The businesses the caller can see in the session reply: the first linked one (or itself). */
export async function firstBusinessOf(
  db: Database,
  principal: Identity,
): Promise<{ id: string; name: string } | null> {
  if (principal.kind === 'business') return { id: principal.id, name: principal.name };
  if (principal.status !== 'active') return null;
  if (firstBusinesses.has(principal)) return firstBusinesses.get(principal)!;
  const first = await findFirstActiveBusinessOfUser(db, principal.id);
  firstBusinesses.set(principal, first);
  return first;
}

/** What an action needs: any signed-in caller, access to one company, or one of some roles. */
export type AccessRule =
  | { kind: 'signed-in' }
  | { kind: 'business'; businessId: string | undefined }
  | { kind: 'roles'; roles: readonly ServerRole[] };

/** The single check every business or admin action runs before doing anything. */
export async function requireAccess(
  db: Database,
  principal: Principal | null,
  rule: AccessRule,
): Promise<Principal> {
  const p = requirePrincipal(principal);
  switch (rule.kind) {
    case 'signed-in':
      return p;
    case 'roles':
      requireRole(p, rule.roles);
      return p;
    case 'business':
      if (!rule.businessId) throw forbidden(MESSAGES.forbiddenBusiness);
      await requireBusinessAccess(db, p, rule.businessId);
      return p;
  }
}

/**
 * The rule of an action from its route's facts in the contract: the roles it names for the action
 * or the route (admin resources, the chat, setting a sheet id), else the business the body names
 * when the route's session carries one, else any signed-in caller.
 */
export function ruleForAction(input: {
  meta: RouteMeta | undefined;
  action: string | undefined;
  body: unknown;
}): AccessRule {
  const { meta, action } = input;
  const roles = rolesOfMeta(meta, action);
  if (roles) return { kind: 'roles', roles };
  const body = (input.body && typeof input.body === 'object' ? input.body : {}) as Record<
    string,
    unknown
  >;
  const text = (v: unknown) => (typeof v === 'string' && v ? v : undefined);
  if (meta?.session === 'business') return { kind: 'business', businessId: text(body.business) };
  if (meta?.session === 'businessId')
    return { kind: 'business', businessId: text(body.businessId) };
  return { kind: 'signed-in' };
}

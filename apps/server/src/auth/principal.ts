import type { Database } from '../db';
import { findBusinessTokenState } from '../repositories/businesses';
import { findUserTokenState } from '../repositories/users';
import { isIssuedAfter, type JwtService, type TokenClaims } from './jwt';

export type ServerRole = 'admin' | 'council' | 'user';

export type Identity =
  | {
      kind: 'user';
      id: string;
      role: ServerRole;
      status: 'active' | 'waiting';
      name: string;
      email: string;
    }
  | { kind: 'business'; id: string; name: string };

/** Who is calling, established from a verified token (never from a body field). */
export type Principal = Identity & { claims: TokenClaims };

/**
 * Verifies the token and loads the person it names: signature and expiry, the person still
 * exists, the token was issued after their tokens_valid_after, and the role in the token is still
 * their role. Anything else is no principal at all.
 */
export async function loadPrincipal(
  db: Database,
  jwt: JwtService,
  token: string,
): Promise<Principal | null> {
  const claims = await jwt.verify(token);
  if (!claims) return null;
  if (claims.typ === 'business') {
    const b = await findBusinessTokenState(db, claims.sub);
    if (!b || b.status !== 'active' || !b.accessCode) return null;
    if (!isIssuedAfter(claims, b.validAfter)) return null;
    return { kind: 'business', id: b.id, name: b.name, claims };
  }
  const u = await findUserTokenState(db, claims.sub);
  if (!u) return null;
  if (!isIssuedAfter(claims, u.validAfter)) return null;
  // A role change also moves tokens_valid_after; this catches a change made without it.
  if (u.role !== claims.role) return null;
  return {
    kind: 'user',
    id: u.id,
    role: u.role,
    status: u.status,
    name: u.name,
    email: u.email,
    claims,
  };
}

/** The token of a request: the body's `jwt` field, else `Authorization: Bearer <jwt>`. */
export function tokenFrom(body: unknown, authorization: string | null | undefined): string | null {
  if (body && typeof body === 'object' && 'jwt' in body) {
    const v = (body as { jwt: unknown }).jwt;
    if (typeof v === 'string' && v.trim()) return v.trim();
  }
  const m = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  return m?.[1] ?? null;
}

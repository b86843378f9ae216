import type { Database } from '../db';
import type { JwtService } from './jwt';
import { createAnnouncedCache } from '../cache/announced-cache';
import { loadPrincipal, type Principal } from './principal';

/**
 * Who a token names, kept for a few seconds per server so a request does not read the person
 * (and then their company link) again when the same token asked a moment ago.
 *
 * An announced cache (cache/announced-cache.ts): the database announces every change to users,
 * businesses and their links on the 'portal_sessions' channel at commit (migration 0007), and
 * every server drops it whole at once. With `heard` (PostgreSQL), a kept principal is trusted only
 * once every change committed before the request has been announced here, so a session ended
 * through another server is never taken in the moment its announcement is on the way. A token's
 * own expiry is never passed.
 */
export type SessionCache = {
  /** The principal of `token`: kept, or loaded (and kept when nothing changed meanwhile). */
  principal(token: string, load: () => Promise<Principal | null>): Promise<Principal | null>;
  /** Forget everything (something a kept principal depends on changed). */
  clear(): void;
  /** Keep entries (listening) or not (not yet, or the announcements may be missed). */
  setEnabled(enabled: boolean): void;
  readonly size: number;
};

export type SessionCacheOptions = {
  /** How long an entry lives at most (default SESSION_CACHE_TTL_MS). */
  ttlMs?: number;
  /** Most tokens kept; the oldest goes first (default SESSION_CACHE_MAX_ENTRIES). */
  maxEntries?: number;
  /** The listening connection's round trip (see AnnouncedCacheOptions.heard). */
  heard?: () => Promise<void>;
  now?: () => number;
};

const SESSION_CACHE_TTL_MS = 5_000;
const SESSION_CACHE_MAX_ENTRIES = 10_000;

export function createSessionCache(options: SessionCacheOptions = {}): SessionCache {
  const cache = createAnnouncedCache<Principal | null>({
    ttlMs: options.ttlMs ?? SESSION_CACHE_TTL_MS,
    maxEntries: options.maxEntries ?? SESSION_CACHE_MAX_ENTRIES,
    // A refused token is not kept; a session never outlives its token.
    expiresAt: (principal) => (principal ? principal.claims.exp * 1000 : null),
    heard: options.heard,
    now: options.now,
  });
  return {
    principal: (token, load) => cache.get(token, load),
    clear: cache.clear,
    setEnabled: cache.setEnabled,
    get size() {
      return cache.size;
    },
  };
}

/** The principal of a token through the server's cache (loadPrincipal on a miss). */
export const principalOf = (
  deps: { db: Database; jwt: JwtService; sessions: SessionCache },
  token: string,
): Promise<Principal | null> =>
  deps.sessions.principal(token, () => loadPrincipal(deps.db, deps.jwt, token));

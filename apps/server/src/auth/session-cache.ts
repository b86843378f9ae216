import type { Database } from '../db';
import type { JwtService } from './jwt';
import { loadPrincipal, type Principal } from './principal';

/**
 * Who a token names, kept for a few seconds per server so a request does not read the person
 * (and then their company link) again when the same token asked a moment ago (issue 14).
 *
 * It is dropped whole, at once, whenever any server changes what it depends on: the database
 * announces every change to users, businesses and their links on the 'portal_sessions' channel at
 * commit (migration 0007), and every server listens (app.ts). Until it listens, or while its
 * listening connection is down, nothing is kept. The lifetime bounds what a lost announcement
 * could leave behind; a token's own expiry is never passed.
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
  now?: () => number;
};

export const SESSION_CACHE_TTL_MS = 5_000;
export const SESSION_CACHE_MAX_ENTRIES = 10_000;

type Entry = { principal: Principal; expires: number };

export function createSessionCache(options: SessionCacheOptions = {}): SessionCache {
  const ttlMs = options.ttlMs ?? SESSION_CACHE_TTL_MS;
  const maxEntries = options.maxEntries ?? SESSION_CACHE_MAX_ENTRIES;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  let enabled = false;
  // Moves on every clear: a load that began before it must not keep what it read.
  let generation = 0;

  const clear = () => {
    generation += 1;
    entries.clear();
  };

  return {
    async principal(token, load) {
      const at = now();
      const kept = entries.get(token);
      if (kept && kept.expires > at) return kept.principal;
      if (kept) entries.delete(token);
      const started = generation;
      const principal = await load();
      if (!principal || !enabled || started !== generation) return principal;
      const expires = Math.min(at + ttlMs, principal.claims.exp * 1000);
      if (entries.size >= maxEntries) {
        const oldest = entries.keys().next();
        if (!oldest.done) entries.delete(oldest.value);
      }
      entries.set(token, { principal, expires });
      return principal;
    },
    clear,
    setEnabled(on) {
      clear();
      enabled = on;
    },
    get size() {
      return entries.size;
    },
  };
}

/** The principal of a token through the server's cache (loadPrincipal on a miss). */
export const principalOf = (
  deps: { db: Database; jwt: JwtService; sessions: SessionCache },
  token: string,
): Promise<Principal | null> =>
  deps.sessions.principal(token, () => loadPrincipal(deps.db, deps.jwt, token));

import { LRUCache } from 'lru-cache';

/**
 * Questions one admin may ask in a sliding window (ten a second is refused with 429).
 * Kept in this process's memory, not in the database: the window is seconds long and guards this
 * server's work and the model provider's quota against a runaway client, not an attacker (only
 * admins get here); a count shared through the database would cost a write per question, and a
 * refusal must leave the database as it was. With N servers behind a balancer an admin may get
 * N times the rate, which is still far from abuse.
 */
export type ChatRatePolicy = { readonly max: number; readonly windowMs: number };

/** Five questions in any five seconds: a person typing never meets it; a loop does at once. */
export const DEFAULT_CHAT_RATE: ChatRatePolicy = { max: 5, windowMs: 5_000 };

export type ChatRateLimiter = {
  /** Counts a question of `key` now; false when the window is full (nothing counted then). */
  take: (key: string) => boolean;
};

export function createChatRateLimiter(policy: ChatRatePolicy, now: () => number): ChatRateLimiter {
  // Each admin's questions of the last window. An admin quiet for a whole window is forgotten
  // (the entry lives a window from its last write), so the map holds the active admins only; the
  // bound is far above any number of admins and only keeps memory finite.
  const asked = new LRUCache<string, number[]>({
    max: 10_000,
    ttl: policy.windowMs,
    perf: { now },
    ttlResolution: 0,
  });
  return {
    take: (key) => {
      const at = now();
      const recent = (asked.get(key) ?? []).filter((t) => at - t < policy.windowMs);
      if (recent.length >= policy.max) {
        asked.set(key, recent);
        return false;
      }
      asked.set(key, [...recent, at]);
      return true;
    },
  };
}

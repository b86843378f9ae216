// The board's top progress bar (docs/product.md): it cannot know how far a request is, so it climbs
// by random steps to about 80 %, then creeps towards 95 % and waits there until the load ends,
// when it jumps to 100 %. Randomness is injected so tests and stories are repeatable.

/** Where the quick climb ends. */
export const PROGRESS_FAST_UNTIL = 80;
/** The bar never passes this while loading. */
export const PROGRESS_CAP = 95;
/** Loading ended: the bar fills. */
export const PROGRESS_DONE = 100;
/** A tick the UI may use between two steps. */
export const PROGRESS_TICK_MS = 200;

/** `random` returns a number in [0, 1), like `Math.random`. */
export type RandomSource = () => number;

const unit = (random: RandomSource): number => {
  const value = random();
  return Number.isFinite(value) ? Math.min(Math.max(value, 0), 1) : 0;
};

/**
 * The next width in percent while loading: 3–12 points per step below 80 %, then 0.2–1 point
 * per step, never past 95 % and never backwards.
 */
export function nextProgress(current: number, random: RandomSource): number {
  const from = Number.isFinite(current) ? Math.max(current, 0) : 0;
  if (from >= PROGRESS_CAP) return from;
  const step = from < PROGRESS_FAST_UNTIL ? 3 + unit(random) * 9 : 0.2 + unit(random) * 0.8;
  return Math.min(from + step, PROGRESS_CAP);
}

/** A small repeatable generator (mulberry32) for tests and stories. */
export function seededRandom(seed: number): RandomSource {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

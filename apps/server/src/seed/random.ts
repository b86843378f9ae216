// A small seeded generator so the demo is the same on every machine and every run: tests and
// the README may rely on names and figures.

/** mulberry32: fast, 32-bit state, good enough for demo figures. */
export type Random = {
  /** [0, 1) */
  next(): number;
  /** [min, max) */
  between(min: number, max: number): number;
  int(min: number, maxInclusive: number): number;
  pick<T>(items: readonly T[]): T;
  /** Like Drive ids: letters, digits, '-' and '_'. */
  driveId(length: number): string;
};

const hashSeed = (seed: string): number => {
  let h = 2166136261;
  for (let i = 0; i < seed.length; i += 1) {
    h ^= seed.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
};

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

export const createRandom = (seed: string): Random => {
  let state = hashSeed(seed);
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, maxInclusive: number) =>
    min + Math.floor(next() * (maxInclusive - min + 1));
  return {
    next,
    between: (min, max) => min + next() * (max - min),
    int,
    pick: <T>(items: readonly T[]): T => {
      const item = items[int(0, items.length - 1)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
    driveId: (length) => {
      let id = '1';
      while (id.length < length) id += ID_ALPHABET[int(0, ID_ALPHABET.length - 1)];
      return id;
    },
  };
};

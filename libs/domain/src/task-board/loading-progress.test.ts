import { describe, expect, it } from 'vitest';
import { PROGRESS_CAP, nextProgress, seededRandom, type RandomSource } from './loading-progress';

const climb = (random: RandomSource, steps: number, start = 0) => {
  const values = [start];
  for (let i = 0; i < steps; i += 1) values.push(nextProgress(values.at(-1) ?? 0, random));
  return values;
};

describe('loading progress', () => {
  it('climbs quickly to about 80 %, then slowly, never past 95 % and never backwards', () => {
    for (const seed of [1, 42, 2026]) {
      const values = climb(seededRandom(seed), 400);
      const firstAt80 = values.findIndex((v) => v >= 80);
      // Steps of 3 to 12 points: 80 % within 27 steps, never above 91.
      expect(firstAt80).toBeGreaterThan(0);
      expect(firstAt80).toBeLessThanOrEqual(27);
      expect(values[firstAt80]).toBeLessThan(92);
      for (let i = 1; i < values.length; i += 1) {
        expect(values[i]).toBeGreaterThanOrEqual(values[i - 1] ?? 0);
        expect(values[i]).toBeLessThanOrEqual(PROGRESS_CAP);
        if ((values[i - 1] ?? 0) >= 80 && (values[i - 1] ?? 0) < PROGRESS_CAP) {
          expect((values[i] ?? 0) - (values[i - 1] ?? 0)).toBeLessThanOrEqual(1);
        }
      }
      // A long load waits at 95 %.
      expect(values.at(-1)).toBe(PROGRESS_CAP);
    }
  });

  it('is repeatable with the same seed', () => {
    expect(climb(seededRandom(7), 30)).toEqual(climb(seededRandom(7), 30));
    expect(climb(seededRandom(7), 30)).not.toEqual(climb(seededRandom(8), 30));
  });

  it('takes the smallest step for random 0 and the largest for random just under 1', () => {
    expect(nextProgress(10, () => 0)).toBe(13);
    expect(nextProgress(10, () => 0.999999)).toBeCloseTo(22, 4);
    expect(nextProgress(85, () => 0)).toBeCloseTo(85.2, 10);
    expect(nextProgress(85, () => 0.999999)).toBeCloseTo(86, 4);
  });

  it('stops at 95 % from just below it, and stays put at or above it', () => {
    expect(nextProgress(94.9, () => 0.99)).toBe(PROGRESS_CAP);
    expect(nextProgress(PROGRESS_CAP, () => 0.5)).toBe(PROGRESS_CAP);
    expect(nextProgress(100, () => 0.5)).toBe(100);
  });

  it('survives bad input: negative or NaN width, out-of-range random', () => {
    expect(nextProgress(-20, () => 0)).toBe(3);
    expect(nextProgress(Number.NaN, () => 0)).toBe(3);
    expect(nextProgress(0, () => 5)).toBe(12);
    expect(nextProgress(0, () => Number.NaN)).toBe(3);
  });

  it('gives numbers in [0, 1) from the seeded source', () => {
    const random = seededRandom(99);
    for (let i = 0; i < 1000; i += 1) {
      const value = random();
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
    }
  });
});

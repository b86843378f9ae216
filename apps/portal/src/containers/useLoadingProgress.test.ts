import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROGRESS_CAP, PROGRESS_TICK_MS, seededRandom } from '@portal/domain';
import { PROGRESS_HIDE_MS, createProgressTicker, type ProgressState } from './useLoadingProgress';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function ticker() {
  const seen: ProgressState[] = [];
  const progress = createProgressTicker((state) => seen.push(state), seededRandom(7));
  const last = () => seen[seen.length - 1];
  return { progress, seen, last };
}

describe('the task board loading bar', () => {
  it('climbs while busy, never backwards and never past 95 %', () => {
    const { progress, seen, last } = ticker();
    progress.setBusy(true);
    expect(last()).toEqual({ visible: true, value: 0 });
    vi.advanceTimersByTime(PROGRESS_TICK_MS * 200);
    const values = seen.map((state) => state.value);
    expect(values.every((value, i) => i === 0 || value >= values[i - 1]!)).toBe(true);
    expect(last()?.value).toBeGreaterThan(80);
    expect(last()?.value).toBeLessThanOrEqual(PROGRESS_CAP);
    progress.dispose();
  });

  it('jumps to 100 % when loading ends, then hides', () => {
    const { progress, last } = ticker();
    progress.setBusy(true);
    vi.advanceTimersByTime(PROGRESS_TICK_MS * 3);
    progress.setBusy(false);
    expect(last()).toEqual({ visible: true, value: 100 });
    vi.advanceTimersByTime(PROGRESS_HIDE_MS);
    expect(last()).toEqual({ visible: false, value: 0 });
  });

  it('keeps climbing (no restart) when told again that the board is busy', () => {
    const { progress, last } = ticker();
    progress.setBusy(true);
    vi.advanceTimersByTime(PROGRESS_TICK_MS * 3);
    const before = last()?.value ?? 0;
    progress.setBusy(true);
    expect(last()?.value).toBe(before);
    progress.dispose();
  });

  it('starts a new climb when a load begins while the full bar still shows', () => {
    const { progress, last } = ticker();
    progress.setBusy(true);
    progress.setBusy(false);
    progress.setBusy(true);
    expect(last()).toEqual({ visible: true, value: 0 });
    vi.advanceTimersByTime(PROGRESS_HIDE_MS * 2);
    expect(last()?.visible).toBe(true);
    progress.dispose();
  });

  it('does nothing when the board was never busy, and stops ticking once disposed', () => {
    const { progress, seen } = ticker();
    progress.setBusy(false);
    expect(seen).toEqual([]);
    progress.setBusy(true);
    progress.dispose();
    vi.advanceTimersByTime(PROGRESS_TICK_MS * 10);
    expect(seen).toHaveLength(1);
  });
});

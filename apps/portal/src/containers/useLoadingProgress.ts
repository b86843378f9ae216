import { useEffect, useState } from 'react';
import { PROGRESS_DONE, PROGRESS_TICK_MS, nextProgress, type RandomSource } from '@portal/domain';

// The top loading bar's clock (docs/product.md's, for the task board; the shells use the same bar while a
// page loads), kept out of React so it runs (and is tested) with fake timers. The board's 3 s
// toast is its machine's own (`toastDelay`).

export type ProgressState = { readonly visible: boolean; readonly value: number };

export const hiddenProgress: ProgressState = { visible: false, value: 0 };

/** How long the full bar stays once loading ended, so the jump to 100 % is seen. */
export const PROGRESS_HIDE_MS = 400;

export type ProgressTicker = {
  /** The board became busy (start or keep climbing) or idle (fill, then hide). */
  setBusy(busy: boolean): void;
  dispose(): void;
};

export function createProgressTicker(
  onChange: (state: ProgressState) => void,
  random: RandomSource = Math.random,
  tickMs: number = PROGRESS_TICK_MS,
  hideMs: number = PROGRESS_HIDE_MS,
): ProgressTicker {
  let state: ProgressState = hiddenProgress;
  let tick: ReturnType<typeof setInterval> | undefined;
  let hide: ReturnType<typeof setTimeout> | undefined;
  const set = (next: ProgressState) => {
    state = next;
    onChange(next);
  };
  const stop = () => {
    clearInterval(tick);
    clearTimeout(hide);
    tick = undefined;
    hide = undefined;
  };
  return {
    setBusy(busy) {
      if (busy) {
        if (tick !== undefined) return;
        // A load that starts while the full bar is still showing starts a new climb.
        stop();
        set({ visible: true, value: 0 });
        tick = setInterval(
          () => set({ visible: true, value: nextProgress(state.value, random) }),
          tickMs,
        );
        return;
      }
      if (tick === undefined) return;
      stop();
      set({ visible: true, value: PROGRESS_DONE });
      hide = setTimeout(() => {
        hide = undefined;
        set(hiddenProgress);
      }, hideMs);
    },
    dispose: stop,
  };
}

/** The top bar of docs/product.md for something that is busy or not (a board, a page that loads). */
export function useLoadingProgress(
  busy: boolean,
  random: RandomSource = Math.random,
): ProgressState {
  const [progress, setProgress] = useState<ProgressState>(hiddenProgress);
  const [ticker] = useState(() => createProgressTicker(setProgress, random));
  useEffect(() => ticker.setBusy(busy), [ticker, busy]);
  useEffect(() => () => ticker.dispose(), [ticker]);
  return progress;
}

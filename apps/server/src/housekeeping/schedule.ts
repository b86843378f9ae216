export type Schedule = {
  /** Stops the schedule and waits for a round under way (call before closing the database). */
  stop: () => Promise<void>;
};

/**
 * Runs `round` now and then every `everyMs`, one round at a time (a slow round delays the next,
 * never overlaps it); the timer does not keep the process alive. `round` handles its own errors.
 */
export function scheduleEvery(round: () => Promise<void>, everyMs: number): Schedule {
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    running = running.then(round);
  };
  run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}

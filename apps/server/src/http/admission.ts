/**
 * Admission control: at most `concurrency` requests of a kind run at once; the next
 * ones wait in arrival order, each for at most `maxWaitMs`, and at most `queue` of them. A request
 * that cannot start in time, or finds the queue full, is shed at once: the caller answers 503 with
 * Retry-After instead of holding the connection for seconds while the server falls further
 * behind. Waiting in order also keeps the slowest answers near the typical one (no request starves
 * while later ones are served).
 */
export type AdmissionPolicy = {
  /** Requests running at once. */
  concurrency: number;
  /** Requests waiting at most; past it a request is shed at once. */
  queue: number;
  /** Longest wait for a turn before the request is shed. */
  maxWaitMs: number;
};

/** Reads and writes of the API: enough to keep the database busy, few enough to answer fast. */
export const API_ADMISSION: AdmissionPolicy = { concurrency: 32, queue: 4096, maxWaitMs: 1_000 };
/** Password hashing (argon2, about 7 ms of a core each): login, registration, a new password. */
export const HASHING_ADMISSION: AdmissionPolicy = { concurrency: 4, queue: 256, maxWaitMs: 1_000 };

export type Admission = {
  /** Runs `work` in its turn, or answers `shed()` when its turn does not come in time. */
  run<T>(work: () => Promise<T>, shed: () => T): Promise<T>;
  readonly running: number;
  readonly waiting: number;
};

type Waiter = { start: () => void; timer: NodeJS.Timeout | undefined };

export function createAdmission(policy: AdmissionPolicy): Admission {
  let running = 0;
  const waiting: Waiter[] = [];

  const release = () => {
    const next = waiting.shift();
    if (next) {
      clearTimeout(next.timer);
      next.start(); // the slot passes on: `running` stays
    } else running -= 1;
  };

  /** Resolves true when the request may start, false when it is shed. */
  const turn = (): Promise<boolean> | boolean => {
    if (running < policy.concurrency) {
      running += 1;
      return true;
    }
    if (waiting.length >= policy.queue || policy.maxWaitMs <= 0) return false;
    return new Promise<boolean>((resolve) => {
      const waiter: Waiter = { start: () => resolve(true), timer: undefined };
      waiter.timer = setTimeout(() => {
        waiting.splice(waiting.indexOf(waiter), 1);
        resolve(false);
      }, policy.maxWaitMs);
      waiting.push(waiter);
    });
  };

  return {
    async run(work, shed) {
      if (!(await turn())) return shed();
      try {
        return await work();
      } finally {
        release();
      }
    },
    get running() {
      return running;
    },
    get waiting() {
      return waiting.length;
    },
  };
}

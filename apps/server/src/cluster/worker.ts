import cluster from 'node:cluster';

// The worker's side of WORKERS=N (cluster/primary.ts is the other): which process this is, and
// what it asks of the primary.

/** Environment the primary gives each worker: its place (0 … N-1) and N. */
export const WORKER_INDEX_VARIABLE = 'PORTAL_WORKER_INDEX';
export const WORKER_COUNT_VARIABLE = 'PORTAL_WORKER_COUNT';

/** A worker asks for every process's metrics; the primary answers with their sum. */
export const METRICS_REQUEST = 'portal:metrics-request';
export const METRICS_REPLY = 'portal:metrics-reply';
export type MetricsRequest = { type: typeof METRICS_REQUEST; id: number };
export type MetricsReply = {
  type: typeof METRICS_REPLY;
  id: number;
  body?: string;
  error?: string;
};

/** How long a worker waits for the primary's metrics before the scrape fails. */
const METRICS_TIMEOUT_MS = 10_000;

export type WorkerPlace = {
  /** 0 … count-1; a worker started again after a crash keeps the place of the one it replaces. */
  index: number;
  count: number;
};

/** This process's place when it is a worker of WORKERS=N; null for a server on its own. */
export const workerPlace = (
  env: Record<string, string | undefined> = process.env,
): WorkerPlace | null => {
  if (!cluster.isWorker) return null;
  return {
    index: Number(env[WORKER_INDEX_VARIABLE] ?? 0),
    count: Number(env[WORKER_COUNT_VARIABLE] ?? 1),
  };
};

/**
 * Jobs that need doing once per machine (demo seed, hourly purge and orphan sweep, report
 * reminders) run in the first worker only. None of them depends on it for correctness (each is
 * safe on several servers at once, see README "Cluster mode"); it saves N-1 copies of the work.
 */
export const runsScheduledJobs = (place: WorkerPlace | null): boolean =>
  place === null || place.index === 0;

let nextRequest = 0;

/** Every worker's metrics, summed by the primary (prom-client's AggregatorRegistry). */
export const clusterMetrics = (): Promise<string> =>
  new Promise((resolve, reject) => {
    const id = nextRequest++;
    const done = () => {
      clearTimeout(timer);
      process.off('message', onMessage);
    };
    const timer = setTimeout(() => {
      done();
      reject(new Error('o processo principal não respondeu com as métricas'));
    }, METRICS_TIMEOUT_MS);
    const onMessage = (message: unknown) => {
      const reply = message as MetricsReply;
      if (reply?.type !== METRICS_REPLY || reply.id !== id) return;
      done();
      if (reply.body === undefined) reject(new Error(reply.error ?? 'sem métricas'));
      else resolve(reply.body);
    };
    process.on('message', onMessage);
    process.send?.({ type: METRICS_REQUEST, id } satisfies MetricsRequest);
  });

import cluster, { type Worker } from 'node:cluster';
import { AggregatorRegistry } from 'prom-client';
import type { Logger } from '../logger';
import {
  METRICS_REPLY,
  METRICS_REQUEST,
  WORKER_COUNT_VARIABLE,
  WORKER_INDEX_VARIABLE,
  type MetricsReply,
  type MetricsRequest,
} from './worker';

/**
 * The AWS SDK's documented switch for its start-up warning about Node versions: the first worker
 * says it, the others (and those started again later) do not repeat it.
 */
const AWS_NODE_WARNING_VARIABLE = 'AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED';

/** How long the workers get to finish their requests after SIGTERM (each waits 10 s at most). */
const STOP_TIMEOUT_MS = 15_000;
/** The longest pause before starting again a worker that keeps dying before it listens. */
const MAX_RESTART_DELAY_MS = 30_000;

/** Pause before the next try of a worker that died before listening `failures` times in a row. */
const restartDelay = (failures: number): number =>
  failures === 0 ? 0 : Math.min(MAX_RESTART_DELAY_MS, 1000 * 2 ** (failures - 1));

type Slot = { worker: Worker; listening: boolean; failures: number };

/**
 * The primary of WORKERS=N (Node's cluster): it serves nothing itself. It starts N copies of the
 * server, which share the listening port (the primary hands each new connection to the next
 * worker in turn) and the PostgreSQL database. A worker that dies is started again in its place
 * (at once when it had been serving, after a growing pause when it dies before listening); one
 * that dies before the whole set first listened stops them all, exit 1, as a single server's
 * failed start does. SIGTERM / SIGINT go to every worker, which stop as a single server does; the
 * primary exits once they have (0 when all stopped cleanly). It also sums the workers' metrics
 * for whichever of them a scrape reached.
 */
export function runPrimary(options: { workers: number; logger: Logger }): void {
  const { workers: count, logger } = options;
  const slots: (Slot | undefined)[] = [];
  let up = false;
  let stopping = false;
  let exitCode = 0;
  const aggregator = new AggregatorRegistry();
  let forked = 0;

  const name = (index: number, worker: Worker) =>
    `processo ${index + 1} de ${count} (pid ${worker.process.pid})`;

  const alive = () => slots.filter((slot): slot is Slot => slot !== undefined);

  const stopAll = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    for (const slot of alive()) slot.worker.process.kill(signal);
    const force = setTimeout(() => {
      logger.warn(`[cluster] processos ainda abertos após ${STOP_TIMEOUT_MS / 1000} s: encerrando`);
      for (const slot of alive()) slot.worker.process.kill('SIGKILL');
      process.exit(1);
    }, STOP_TIMEOUT_MS);
    force.unref();
    if (alive().length === 0) process.exit(exitCode);
  };

  const start = (index: number, failures: number) => {
    const worker = cluster.fork({
      [WORKER_INDEX_VARIABLE]: String(index),
      [WORKER_COUNT_VARIABLE]: String(count),
      ...(forked++ > 0 ? { [AWS_NODE_WARNING_VARIABLE]: 'true' } : {}),
    });
    const slot: Slot = { worker, listening: false, failures };
    slots[index] = slot;

    worker.on('listening', () => {
      slot.listening = true;
      slot.failures = 0;
      if (up) {
        logger.info(`[cluster] ${name(index, worker)} no ar`);
      } else if (alive().every((s) => s.listening) && alive().length === count) {
        up = true;
        logger.info(`[cluster] ${count} processos no ar (principal: pid ${process.pid})`);
      }
    });

    worker.on('message', (message: unknown) => {
      if ((message as MetricsRequest)?.type !== METRICS_REQUEST) return;
      const { id } = message as MetricsRequest;
      const reply = (answer: Omit<MetricsReply, 'type' | 'id'>) => {
        if (worker.isConnected()) worker.send({ type: METRICS_REPLY, id, ...answer });
      };
      aggregator.clusterMetrics().then(
        (body) => reply({ body }),
        (error: unknown) => reply({ error: (error as Error).message }),
      );
    });

    worker.on('exit', (code, signal) => {
      if (slots[index] === slot) slots[index] = undefined;
      const how = signal ? `sinal ${signal}` : `código ${code}`;
      if (stopping) {
        if (code !== 0 && signal !== 'SIGTERM' && signal !== 'SIGINT') exitCode = 1;
        if (alive().length === 0) process.exit(exitCode);
        return;
      }
      if (!up) {
        logger.error(`[cluster] ${name(index, worker)} saiu (${how}) antes de escutar: encerrando`);
        exitCode = 1;
        stopAll('SIGTERM');
        return;
      }
      const next = slot.listening ? 0 : slot.failures + 1;
      const delay = restartDelay(next);
      logger.warn(
        `[cluster] ${name(index, worker)} terminou (${how}): iniciando outro` +
          (delay ? ` em ${delay / 1000} s` : ''),
      );
      setTimeout(() => {
        if (!stopping) start(index, next);
      }, delay);
    });
  };

  process.on('SIGTERM', () => stopAll('SIGTERM'));
  process.on('SIGINT', () => stopAll('SIGINT'));
  logger.info(`[cluster] iniciando ${count} processos do servidor (WORKERS=${count})`);
  for (let index = 0; index < count; index += 1) start(index, 0);
}

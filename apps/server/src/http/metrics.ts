import cluster from 'node:cluster';
import { createHash, timingSafeEqual } from 'node:crypto';
import {
  AggregatorRegistry,
  collectDefaultMetrics,
  Counter,
  Gauge,
  Histogram,
  Registry,
} from 'prom-client';
import { clusterMetrics } from '../cluster/worker';
import type { PoolStats } from '../db';
import type { Admission } from './admission';
import type { DatabaseProbe } from './health';
import type { Outbox } from '../mail/outbox';
import type { Context } from 'hono';
import { MESSAGES } from '../services/errors';
import { errorBody } from './replies';

/** The label of every request no contract action, page or endpoint names: one label, bounded. */
export const UNKNOWN_LABEL = 'unknown';

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** Seconds; a reply slower than 10 s is counted in the last bucket (+Inf). */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export type Metrics = {
  /** Counts one answered request under its action label. */
  observe: (action: string, method: string, status: number, seconds: number) => void;
  /** The exposition text and its content type. */
  render: () => Promise<{ body: string; contentType: string }>;
  /** True when `authorization` is `Bearer <the metrics token>` (compared in constant time). */
  allows: (authorization: string | undefined) => boolean;
};

const digest = (value: string) => createHash('sha256').update(value).digest();

/** The app's turns (http/admission.ts): the API's and password hashing's. */
export type AdmissionTurns = Record<'api' | 'hashing', Pick<Admission, 'running' | 'waiting'>>;

/**
 * Prometheus metrics of one app, in a registry of its own (several apps in one test process
 * never share counters): requests and their duration per contract action, the requests running
 * and waiting in each turn, the database pool, the mail outbox, and Node's default process
 * metrics. Labels are names the server chose (a contract action, 'portal', 'files', …, or
 * {@link UNKNOWN_LABEL}), never a raw URL, so a caller cannot grow them.
 */
export function createMetrics(
  database: DatabaseProbe,
  turns: AdmissionTurns,
  token: string,
  mail: Pick<Outbox, 'counts' | 'totals'>,
): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'portal_http_requests_total',
    help: 'Requisições respondidas, por ação do contrato, método e status',
    labelNames: ['action', 'method', 'status'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'portal_http_request_duration_seconds',
    help: 'Tempo até a resposta (segundos), por ação do contrato',
    labelNames: ['action'] as const,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  new Gauge({
    name: 'portal_db_info',
    help: 'O banco em uso: pglite (embutido, uma conexão no processo) ou postgres (pool)',
    labelNames: ['kind'] as const,
    registers: [registry],
    // One database, however many processes share it (WORKERS=N).
    aggregator: 'max',
    collect() {
      this.set({ kind: database.kind }, 1);
    },
  });
  // How full each turn is, read at scrape time: running at its concurrency with a queue growing
  // means the next requests are about to be shed (503).
  const turnGauge = (name: string, help: string, read: (t: AdmissionTurns['api']) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ['turn'] as const,
      registers: [registry],
      collect() {
        for (const turn of ['api', 'hashing'] as const) this.set({ turn }, read(turns[turn]));
      },
    });
  turnGauge(
    'portal_admission_running',
    'Requisições em andamento, por vez (api: leituras e escritas; hashing: senhas)',
    (t) => t.running,
  );
  turnGauge(
    'portal_admission_waiting',
    'Requisições à espera da vez, por vez (api ou hashing)',
    (t) => t.waiting,
  );
  if (database.poolStats()) {
    // node-postgres' own counters, read at scrape time. PGlite has no pool to report.
    const poolGauge = (name: string, help: string, read: (s: PoolStats) => number) =>
      new Gauge({
        name,
        help,
        registers: [registry],
        collect() {
          const stats = database.poolStats();
          if (stats) this.set(read(stats));
        },
      });
    poolGauge(
      'portal_db_pool_connections',
      'Conexões abertas do pool (ociosas ou em uso)',
      (s) => s.total,
    );
    poolGauge('portal_db_pool_idle_connections', 'Conexões ociosas do pool', (s) => s.idle);
    poolGauge(
      'portal_db_pool_waiting_requests',
      'Consultas à espera de uma conexão',
      (s) => s.waiting,
    );
    poolGauge('portal_db_pool_max_connections', 'Tamanho máximo do pool', (s) => s.max);
  }
  // The outbox: what this process sent and gave up (counters, summed across workers), and what
  // waits or was given up, read from the database at scrape time (one outbox for all: 'max').
  const mailCounter = (
    name: string,
    help: string,
    read: (t: ReturnType<Outbox['totals']>) => number,
  ) =>
    new Counter({
      name,
      help,
      registers: [registry],
      collect() {
        this.reset();
        this.inc(read(mail.totals()));
      },
    });
  mailCounter('portal_mail_sent_total', 'Emails entregues ao servidor de email', (t) => t.sent);
  mailCounter(
    'portal_mail_failed_total',
    'Emails abandonados após o máximo de tentativas',
    (t) => t.failed,
  );
  new Gauge({
    name: 'portal_mail_outbox_messages',
    help: 'Emails na fila de saída: waiting (à espera de envio) e failed (abandonados)',
    labelNames: ['state'] as const,
    registers: [registry],
    aggregator: 'max',
    async collect() {
      // A database that does not answer leaves the last figures (readiness tells it is down).
      const counts = await mail.counts().catch(() => null);
      if (!counts) return;
      this.set({ state: 'waiting' }, counts.waiting);
      this.set({ state: 'failed' }, counts.failed);
    },
  });
  // With WORKERS=N every process counts what it answered, and a scrape reaches one of them: that
  // one answers the sum of all, through the primary (cluster/primary.ts), so the series never
  // jump from one process's figures to another's.
  if (cluster.isWorker) {
    // Constructing one installs prom-client's answer to the primary's requests (once a process).
    new AggregatorRegistry();
    AggregatorRegistry.setRegistries([registry]);
  }
  const expected = digest(`Bearer ${token}`);
  return {
    observe: (action, method, status, seconds) => {
      const m = METHODS.has(method) ? method : 'OTHER';
      requests.inc({ action, method: m, status: String(status) });
      duration.observe({ action }, seconds);
    },
    render: async () => ({
      body: cluster.isWorker ? await clusterMetrics() : await registry.metrics(),
      contentType: registry.contentType,
    }),
    allows: (authorization) =>
      authorization !== undefined && timingSafeEqual(digest(authorization.trim()), expected),
  };
}

/**
 * The label of a request: the contract's action name when the API answers it (`apiLabel`), else
 * what the server serves at that path.
 */
export function requestLabel(
  method: string,
  path: string,
  prefix: string,
  apiLabel: () => string | undefined,
): string {
  if (path === '/healthz' || path === '/readyz' || path === '/metrics') return path.slice(1);
  if (path.startsWith(`${prefix}/files/`)) return 'files';
  if (
    path === `${prefix}/openapi.json` ||
    path === `${prefix}/docs` ||
    path.startsWith(`${prefix}/docs/`)
  )
    return 'docs';
  if (path.startsWith('/webhook/')) return apiLabel() ?? UNKNOWN_LABEL;
  return method === 'GET' || method === 'HEAD' ? 'portal' : UNKNOWN_LABEL;
}

/** GET /metrics: Prometheus text for a bearer of METRICS_TOKEN only; without the setting, none. */
export const serveMetrics = (metrics: Metrics | null) => async (c: Context) => {
  if (!metrics) return c.json(errorBody(MESSAGES.notFound), 404);
  if (!metrics.allows(c.req.header('authorization'))) {
    return c.text('token de métricas ausente ou inválido', 401, {
      'www-authenticate': 'Bearer realm="metrics"',
      'cache-control': 'no-store',
    });
  }
  const { body, contentType } = await metrics.render();
  return c.body(body, 200, { 'content-type': contentType, 'cache-control': 'no-store' });
};

import cluster from 'node:cluster';
import { join } from 'node:path';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { serve, type ServerType } from '@hono/node-server';
import { checkServingConfig, ConfigError, loadConfig, resolveJwtSecret } from './config';
import { DataDirLockedError, openDatabase, type DatabaseHandle } from './db';
import { openConfiguredStorage, withDeferrableDeletes, type ConfiguredStorage } from './storage';
import { createMailer } from './mail/mailer';
import { rootLogger as logger } from './logger';
import { createApp, type PortalApp } from './app';
import { answerClientErrors } from './http/client-errors';
import { MAX_BODY_BYTES } from './http/body-gate';
import { serverOptions } from './http/timeouts';
import { logIngestKey, resolveIngestApiKey } from './ingest/api-key';
import { schedulePurge, type PurgeSchedule } from './housekeeping/purge';
import { scheduleReportReminders } from './housekeeping/report-reminders';
import { scheduleTaskMail } from './housekeeping/task-mail-schedule';
import { createUnsubscribeLinks } from './mail/unsubscribe-links';
import type { Schedule } from './housekeeping/schedule';
import { openAdminChannel, type AdminChannel } from './backup/channel';
import { prepareBackup } from './backup/create';
import { runPrimary } from './cluster/primary';
import { runsScheduledJobs, workerPlace } from './cluster/worker';
import { restrictNewFiles, warnIfDataDirOpen } from './data-dir';
import { firstStartLine, remindersHeldLine, taskRemindersHeldLine } from './start-messages';

/** Beside the bundle (dist/migrations) when built; from source the db module finds them itself. */
function builtMigrations(): string | undefined {
  const dir = fileURLToPath(new URL('./migrations', import.meta.url));
  return existsSync(join(dir, 'meta', '_journal.json')) ? dir : undefined;
}

let handle: DatabaseHandle | undefined;
let files: ConfiguredStorage | undefined;
let app: PortalApp | undefined;
let admin: AdminChannel | null = null;
let server: ServerType | undefined;
let purge: PurgeSchedule | undefined;
let reminders: Schedule | undefined;
let taskMail: Schedule | undefined;
let stopping = false;
/** Requests whose handler has not returned yet (their caller may have gone). */
let inFlight = 0;
let whenIdle: (() => void) | undefined;
const requestsDone = () =>
  inFlight === 0 ? Promise.resolve() : new Promise<void>((resolve) => (whenIdle = resolve));

/** Closes what is open, in order, and exits; the database last (it releases the DATA_DIR lock). */
async function shutdown(code: number): Promise<never> {
  try {
    await admin?.close();
    // The jobs first: a reminder written to the outbox as they stop is still sent by close().
    await purge?.stop();
    await reminders?.stop();
    await taskMail?.stop();
    await app?.close();
    await handle?.close();
    files?.close();
  } catch (error) {
    logger.error('[server] erro ao fechar o banco', error);
    code = code || 1;
  }
  process.exit(code);
}

function onSignal(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info(`[server] ${signal} recebido: encerrando...`);
  if (!server) {
    // Still starting: main() sees `stopping` and shuts down once the database is open.
    if (!handle) return;
    void shutdown(0);
    return;
  }
  // Tell the balancer first (/readyz 503); stop accepting; let requests in flight finish (10 s
  // at most), then close the database.
  app?.drain();
  const force = setTimeout(() => {
    logger.warn('[server] requisições ainda abertas após 10 s: encerrando assim mesmo');
    void shutdown(0);
  }, 10_000);
  force.unref();
  // Closed connections are not enough: a caller that gave up leaves its request running, and
  // closing the database under it would fail it (a load test's end showed it).
  server.close(() => void requestsDone().then(() => shutdown(0)));
  (server as { closeIdleConnections?: () => void }).closeIdleConnections?.();
}

/** Test mode of WORKERS=N only: each reply names the process that answered it. */
const WORKER_PID_HEADER = 'x-portal-worker-pid';

async function main(): Promise<void> {
  // Before anything is written: DATA_DIR (the database, files, mail, secrets) is owner-only. The
  // cluster's workers run this too.
  restrictNewFiles();
  const loaded = loadConfig();
  checkServingConfig(loaded);
  if (cluster.isPrimary) warnIfDataDirOpen(loaded.dataDir, logger);
  // In the primary of WORKERS=N too, so a secret kept in DATA_DIR is written once, before the
  // workers read it.
  const config = resolveJwtSecret(loaded, logger);
  if (config.workers > 1 && cluster.isPrimary)
    return runPrimary({ workers: config.workers, logger });
  const place = workerPlace();

  process.on('SIGTERM', () => onSignal('SIGTERM'));
  process.on('SIGINT', () => onSignal('SIGINT'));
  const jobs = runsScheduledJobs(place);
  let firstStart = false;
  const pgdata = join(config.dataDir, 'pgdata');
  handle = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    migrationsFolder: builtMigrations(),
    onFirstOpenStep: (step) => {
      firstStart = true;
      logger.info(firstStartLine(step, config.seedDemo, pgdata));
    },
  });
  if (stopping) return void (await shutdown(0));
  // The bucket of STORAGE_URL, or DATA_DIR/files; asked for once, so a wrong bucket or key stops
  // the start rather than the first upload.
  files = openConfiguredStorage(config);
  try {
    await files.probe();
  } catch (error) {
    throw new ConfigError(
      `Não foi possível acessar o armazenamento de arquivos ${files.where} (STORAGE_URL e variáveis AWS_*): ${(error as Error).name}: ${(error as Error).message}`,
    );
  }
  // Deletions can be held back while a backup copies the files (backup/create.ts).
  const deferrable = withDeferrableDeletes(files.storage);
  const storage = deferrable.storage;
  if (config.seedDemo && jobs) {
    // With WORKERS=N the first worker does what is done once per machine (cluster/worker.ts).
    if (firstStart) logger.info(firstStartLine('seed', true, pgdata));
    const { seedDemo } = await import('./seed/demo');
    const seeded = await seedDemo(handle.db, storage);
    if (seeded.seeded) logger.info('[seed] banco vazio: dados de demonstração criados');
  }
  if (stopping) return void (await shutdown(0));

  const mailer = createMailer(config, logger);
  const ingestKey = resolveIngestApiKey(config, logger);
  app = createApp({
    config,
    db: handle.db,
    database: handle,
    storage,
    mailer,
    logger,
    ingestApiKey: ingestKey.key,
    ai: config.ai,
    secondFactor: { requiredRoles: config.totpRequiredForStaff ? ['admin', 'council'] : [] },
    // Mail waiting for a retry is looked for on a timer where the scheduled jobs run; each
    // server also sends what it writes at once. Claims keep two senders off one message.
    mailOutbox: { poll: jobs },
    http: config.http,
  });
  if (jobs) {
    // Old login counters and spent reset links go away on a schedule (every server may run it),
    // and so do stored document files no row names (a crash mid-delete leaves one): on start,
    // then hourly.
    // The audit log's entries go once older than AUDIT_LOG_RETENTION_DAYS.
    purge = schedulePurge({
      db: handle.db,
      now: () => new Date(),
      logger,
      storage,
      auditLogRetentionDays: config.auditLogRetentionDays,
    });
    // From REPORT_REMINDER_DAY on, the people of a company whose last month is missing get one
    // e-mail a month (claimed in report_reminders, so once whatever the number of servers): hourly.
    // Not by default on the demo: its made-up people would be mailed on the first start.
    if (config.reportReminders) {
      reminders = scheduleReportReminders({
        db: handle.db,
        mailer: app.mail,
        logger,
        publicUrl: config.publicUrl,
        day: config.reportReminderDay,
        now: () => new Date(),
      });
    } else {
      logger.info(remindersHeldLine(config.seedDemo));
    }
    // The day before a task's 'Prazo' and once it is past, its owner gets an e-mail; on Monday
    // from 08:00 (São Paulo) each person gets the week's digest. Claimed with the e-mail in one
    // transaction (task_reminders, weekly_digests), so once whatever the number of servers.
    // Held on the demo with the report reminders, for the same reason.
    if (config.taskReminders) {
      taskMail = scheduleTaskMail({
        db: handle.db,
        outbox: app.mail,
        logger,
        publicUrl: config.publicUrl,
        unsubscribe: createUnsubscribeLinks(config),
        hour: config.taskReminderHour,
        now: () => new Date(),
      });
    } else {
      logger.info(taskRemindersHeldLine(config.seedDemo));
    }
  }
  const kind = handle.kind;
  const { dumpDataDir } = handle;
  if (dumpDataDir) {
    // `npm run backup` asks this process for a copy through DATA_DIR/admin.sock.
    admin = await openAdminChannel({
      dataDir: config.dataDir,
      backup: () =>
        prepareBackup({ dataDir: config.dataDir, dumpDataDir, holdDeletes: deferrable.hold }),
      logger,
    });
  }
  if (stopping) return void (await shutdown(0));
  const portal = app;
  const answer: PortalApp['fetch'] =
    place && config.nodeEnv === 'test'
      ? async (...args) => {
          const reply = await portal.fetch(...args);
          const headers = new Headers(reply.headers);
          headers.set(WORKER_PID_HEADER, String(process.pid));
          return new Response(reply.body, { status: reply.status, headers });
        }
      : portal.fetch;
  const fetch: PortalApp['fetch'] = async (...args) => {
    inFlight += 1;
    try {
      return await answer(...args);
    } finally {
      inFlight -= 1;
      if (inFlight === 0) whenIdle?.();
    }
  };
  const options = {
    fetch,
    port: config.port,
    hostname: config.host,
    // Headers, idle kept-alive connections and whole requests are timed by Node (http/timeouts.ts).
    serverOptions: serverOptions(config.http, MAX_BODY_BYTES),
  };
  server = serve(options, (info) => {
    // The primary says when all workers listen; the first one tells the rest.
    if (place && place.index > 0) return;
    const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
    logger.info(
      `Portal no ar em http://${host}:${info.port}/ (banco: ${kind}, dados: ${config.dataDir}, arquivos: ${files?.where})`,
    );
    logger.info(`Referência da API: http://${host}:${info.port}/webhook/${config.appSegment}/docs`);
    logIngestKey(logger, ingestKey, config.appSegment);
    logger.info(
      config.ai
        ? `Chat IA: API compatível com OpenAI em ${new URL(config.ai.baseUrl).origin} (modelo ${config.ai.model})`
        : 'Chat IA: assistente embutido (defina AI_BASE_URL e AI_MODEL para usar um modelo)',
    );
    logger.info(
      config.metricsToken
        ? `Métricas: http://${host}:${info.port}/metrics (Authorization: Bearer <METRICS_TOKEN>)`
        : 'Métricas desligadas (defina METRICS_TOKEN para ligá-las)',
    );
    if (config.seedDemo) {
      logger.info(
        'Contas de demonstração (senha demo1234): admin@demo.com.br, conselho@demo.com.br, ' +
          'usuario@demo.com.br, aguardando@demo.com.br; empresa: código DEMO01',
      );
    }
  });
  answerClientErrors(server);
  server.on('error', (error) => {
    logger.error(`[server] não foi possível escutar em ${config.host}:${config.port}`, error);
    void shutdown(1);
  });
}

main().catch(async (error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    logger.error(error.message);
  } else {
    logger.error('Falha ao iniciar o servidor', error);
  }
  await handle?.close().catch(() => undefined);
  process.exit(1);
});

import { Hono } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { DEFAULT_FILE_LINK_TTL_SECONDS, type ResolvedConfig } from './config';
import type { Database, DatabaseHandle, Listening } from './db';
import type { FileStorage } from './storage';
import type { Mailer } from './mail/mailer';
import { createOutbox, type Outbox, type OutboxPolicy } from './mail/outbox';
import { rootLogger, runWithRequestId, type Logger } from './logger';
import { createJwtService } from './auth/jwt';
import { createSessionCache } from './auth/session-cache';
import { createAnnouncedCache, type AnnouncedCache } from './cache/announced-cache';
import { createPortalContract, type TaskReply } from '@portal/api-client';
import type { MeetingView } from './services/meeting-view';
import { createGuards, type GuardOverrides } from './auth/guards';
import { systemClock, type Clock, type ServiceDeps } from './services/deps';
import { MESSAGES } from './services/errors';
import { createApiHandler } from './http/api';
import { errorBody } from './http/replies';
import { isDatabaseUnreachable } from './db/errors';
import { apiDocsRoutes } from './http/docs';
import { servePortal } from './http/static';
import { securityHeaders } from './http/security-headers';
import { healthz, readinessCheck, unready, type DatabaseProbe } from './http/health';
import { createMetrics, requestLabel, serveMetrics } from './http/metrics';
import { requestIdFrom } from './http/request-id';
import { accessLog } from './http/access-log';
import {
  API_ADMISSION,
  createAdmission,
  HASHING_ADMISSION,
  type AdmissionPolicy,
} from './http/admission';
import { DEFAULT_HTTP_TIMEOUTS, type HttpTimeouts } from './http/timeouts';
import { bodyGate } from './http/body-gate';
import { DOCUMENT_FILES_PATH, serveDocumentFile } from './http/document-files';
import { servePublicFile } from './http/public-files';
import { createFileLinks } from './services/file-links';
import { createUnsubscribeLinks } from './mail/unsubscribe-links';
import { unsubscribeRoutes } from './http/mail-unsubscribe';
import {
  createChatDeps,
  type AiSettings,
  type ChatRatePolicy,
  type ChatStreamPace,
} from './services/chat';

export type AppOptions = GuardOverrides & {
  config: Pick<
    ResolvedConfig,
    'appSegment' | 'jwtSecret' | 'jwtTtlSeconds' | 'publicUrl' | 'portalDist'
  > &
    Partial<
      Pick<
        ResolvedConfig,
        'trustProxy' | 'serveSourceMaps' | 'metricsToken' | 'reportFormUrl' | 'fileLinkTtlSeconds'
      >
    >;
  db: Database;
  /**
   * The same database as readiness and metrics see it (the DatabaseHandle of `db`). Its `listen`
   * keeps the session cache right; without it (a probe alone) no session is cached.
   */
  database: DatabaseProbe & Partial<Pick<DatabaseHandle, 'listen' | 'kind'>>;
  /** How long /readyz waits for the database (default READY_TIMEOUT_MS). */
  readyTimeoutMs?: number;
  storage: FileStorage;
  /** How mail leaves (SMTP or files); the app's outbox hands messages to it. */
  mailer: Mailer;
  /**
   * The outbox's retries (mail/outbox.ts defaults) and whether this app looks for due mail on a
   * timer (`poll`: the server does; tests that need no retries leave it off).
   */
  mailOutbox?: Partial<OutboxPolicy> & { poll?: boolean };
  clock?: Clock;
  logger?: Logger;
  /** Check every reply against the contract (tests); a mismatch becomes a logged 500. */
  validateResponses?: boolean;
  /** Installation key of the meetings ingestion action (x-api-key); null/absent: admin JWT only. */
  ingestApiKey?: string | null;
  /** The AI chat's OpenAI-compatible API (AI_BASE_URL & co.); absent: the built-in engine. */
  ai?: AiSettings;
  /** The AI chat's per-admin window (default 5 questions in 5 s). */
  chatRate?: Partial<ChatRatePolicy>;
  /** How the built-in engine's finished answers are streamed (tests slow it to stop one). */
  chatPace?: Partial<ChatStreamPace>;
  /** How long a session stays cached at most (default SESSION_CACHE_TTL_MS). */
  sessionCacheTtlMs?: number;
  /** How long a company's board stays kept at most (default BOARD_CACHE_TTL_MS). */
  boardCacheTtlMs?: number;
  /** How long a company's meetings stay kept at most (default MEETING_CACHE_TTL_MS). */
  meetingCacheTtlMs?: number;
  /** Admission control of the API and of password hashing (http/admission.ts defaults). */
  admission?: { api?: Partial<AdmissionPolicy>; hashing?: Partial<AdmissionPolicy> };
  /**
   * Bodies' deadline and lingering close (http/timeouts.ts defaults); the server around the app
   * takes the rest (headers, keep-alive).
   */
  http?: Partial<HttpTimeouts>;
};

/** Where the database announces changes to people, companies and their links (migration 0007). */
const SESSION_CHANNEL = 'portal_sessions';
/** Where the database announces changes to tasks (migration 0008). */
const BOARDS_CHANNEL = 'portal_boards';
/** How long a kept board lives at most (it is dropped at once on any task change). */
const BOARD_CACHE_TTL_MS = 5_000;
/** Most boards kept at once; the oldest goes first. */
const BOARD_CACHE_MAX_ENTRIES = 1_000;
/** Where the database announces changes to meetings, transcripts and added tasks (migration 0009). */
const MEETINGS_CHANNEL = 'portal_meetings';
/** How long a company's kept meetings live at most (dropped at once on any change). */
const MEETING_CACHE_TTL_MS = 5_000;
/** Most companies' meetings kept at once (a company's may be megabytes with its transcripts). */
const MEETING_CACHE_MAX_ENTRIES = 50;

export type PortalApp = Hono & {
  /** Resolves when mail sent after replies has gone out (call before closing the database). */
  settle: () => Promise<void>;
  /** Stops the mail sender's timer and settles: call before closing the database. */
  close: () => Promise<void>;
  /** The outbox every message of the app goes through. */
  mail: Outbox;
  /** The server is stopping: /readyz answers 503 from now on, so a balancer sends no more. */
  drain: () => void;
};

export function createApp(options: AppOptions): PortalApp {
  const { config, db, storage } = options;
  const clock = options.clock ?? systemClock;
  // Every line logged while a request is handled carries its id (see the first middleware).
  const logger = options.logger ?? rootLogger;
  const mailer = createOutbox({
    db,
    transport: options.mailer,
    logger,
    now: clock.now,
    policy: options.mailOutbox,
  });
  const mailSender = options.mailOutbox?.poll ? mailer.start() : null;
  const { database } = options;
  const prefix = `/webhook/${config.appSegment}`;

  /**
   * Keeps `cache` right by what the database announces on `channel`: dropped on every
   * announcement, nothing kept before this server listens or while its listening connection is
   * down (`what` names it in the log). Resolves to the listening, for its `heard`.
   */
  const announcedTo = (
    channel: string,
    cache: Pick<AnnouncedCache<unknown>, 'clear' | 'setEnabled'>,
    what: string,
  ): Promise<Listening | undefined> =>
    (
      database.listen?.(channel, {
        notify: () => cache.clear(),
        lost: (cause) => {
          cache.setEnabled(false);
          logger.warn(`[${what}] escuta do banco caiu: lidos a cada pedido até voltar`, cause);
        },
        regained: () => cache.setEnabled(true),
      }) ?? Promise.resolve(undefined)
    ).then(
      (listening) => {
        if (listening) cache.setEnabled(true);
        return listening;
      },
      (error: unknown) => {
        logger.warn(
          `[${what}] sem escuta do banco: lidos a cada pedido (${(error as Error).message})`,
        );
        return undefined;
      },
    );

  /**
   * What a kept value waits for before it is trusted. Over PostgreSQL another server's change
   * reaches this one a moment after its commit, so a kept value is trusted only after a round trip
   * on the listening connection has brought every announcement committed before the read (`heard`,
   * shared by the reads that arrive meanwhile); PGlite hears its own changes within the writing
   * query, and needs none. `started` hands over the listening once it is up.
   */
  const roundTripOn = () => {
    let listening: Listening | undefined;
    return {
      heard:
        database.kind === 'pglite'
          ? undefined
          : () => (listening ? listening.heard() : Promise.reject(new Error('sem escuta'))),
      started: (l: Listening | undefined) => {
        listening = l;
      },
    };
  };

  // Who a token names, kept while this server hears every change to it (migration 0007).
  const sessionsHeard = roundTripOn();
  const sessions = createSessionCache({
    ttlMs: options.sessionCacheTtlMs,
    heard: sessionsHeard.heard,
  });
  void announcedTo(SESSION_CHANNEL, sessions, 'sessões').then(sessionsHeard.started);

  // Each company's board and meetings, kept while nothing of them changes.
  const keptWhileUnchanged = <V>(
    channel: string,
    what: string,
    ttlMs: number,
    maxEntries: number,
  ) => {
    const round = roundTripOn();
    const cache = createAnnouncedCache<V>({ ttlMs, maxEntries, heard: round.heard });
    void announcedTo(channel, cache, what).then(round.started);
    return cache;
  };
  const boards = keptWhileUnchanged<TaskReply[]>(
    BOARDS_CHANNEL,
    'quadros',
    options.boardCacheTtlMs ?? BOARD_CACHE_TTL_MS,
    BOARD_CACHE_MAX_ENTRIES,
  );
  const meetings = keptWhileUnchanged<MeetingView[]>(
    MEETINGS_CHANNEL,
    'reuniões',
    options.meetingCacheTtlMs ?? MEETING_CACHE_TTL_MS,
    MEETING_CACHE_MAX_ENTRIES,
  );

  const contract = createPortalContract(config.appSegment);
  const deps: ServiceDeps = {
    db,
    sessions,
    boards,
    meetings,
    jwt: createJwtService({
      secret: config.jwtSecret,
      ttlSeconds: config.jwtTtlSeconds,
      now: clock.now,
    }),
    ...createGuards(db, {
      ...options,
      secret: config.jwtSecret,
      loginPath: contract.auth.login.path,
      now: clock.now,
    }),
    mailer,
    storage,
    clock,
    logger,
    publicUrl: config.publicUrl,
    filesPath: `${prefix}/files`,
    fileLinks: createFileLinks({
      secret: config.jwtSecret,
      basePath: `${prefix}/${DOCUMENT_FILES_PATH}`,
      ttlMs: (config.fileLinkTtlSeconds ?? DEFAULT_FILE_LINK_TTL_SECONDS) * 1000,
      now: clock.now,
    }),
    unsubscribe: createUnsubscribeLinks(config),
    background: new Set(),
    ingestApiKey: options.ingestApiKey ?? null,
    chat: createChatDeps({
      ai: options.ai,
      rate: options.chatRate,
      pace: options.chatPace,
      now: clock.now,
    }),
  };
  const api = createApiHandler(deps, contract, logger, options.validateResponses);
  const portal = servePortal(config.portalDist, {
    sourceMaps: config.serveSourceMaps === true,
    settings: { reportFormUrl: config.reportFormUrl },
  });
  // Admission control (http/admission.ts), used below: one turn for the API, one for hashing.
  const apiTurns = createAdmission({ ...API_ADMISSION, ...options.admission?.api });
  const hashingTurns = createAdmission({ ...HASHING_ADMISSION, ...options.admission?.hashing });
  // Kept only when an operator can read them: without METRICS_TOKEN nothing is counted.
  const metrics = config.metricsToken
    ? createMetrics(database, { api: apiTurns, hashing: hashingTurns }, config.metricsToken, mailer)
    : null;
  const ready = readinessCheck(database, logger, options.readyTimeoutMs);
  const logAccess = accessLog(logger);

  const app = new Hono() as PortalApp;
  app.mail = mailer;
  app.settle = async () => {
    while (deps.background.size) await Promise.allSettled([...deps.background]);
    await mailer.idle();
  };
  app.close = async () => {
    await mailSender?.stop();
    await app.settle();
  };

  // First of all: the request's id (kept from a sane X-Request-Id, else made) for its log lines
  // and its reply, and its count and duration under its action's name.
  app.use('*', async (c, next) => {
    const id = requestIdFrom(c.req.header('x-request-id'));
    const started = performance.now();
    await runWithRequestId(id, next);
    logAccess(c, id, started);
    // Onto the reply's own headers, as secureHeaders does: Hono's c.header() would rebuild the
    // finished reply around its body as a stream (on Node, a standard Response beside the light one
    // and the bytes piped through it), which costs more than the action itself.
    c.res.headers.set('X-Request-Id', id);
    if (metrics) {
      const { method, path } = c.req;
      const label = requestLabel(method, path, prefix, () => api.labelOf(c.req.raw));
      metrics.observe(label, method, c.res.status, (performance.now() - started) / 1000);
    }
  });

  app.use(
    '*',
    securityHeaders({
      filesPrefix: `${prefix}/files/`,
      publicUrl: config.publicUrl,
      reportFormUrl: config.reportFormUrl,
    }),
  );

  // For an orchestrator or a load balancer: the process is up; the database answers.
  app.get('/healthz', () => healthz());
  let draining = false;
  app.drain = () => {
    draining = true;
  };
  app.get('/readyz', () => (draining ? unready('encerrando') : ready()));
  // Prometheus text, for a bearer of METRICS_TOKEN only; without the setting there are none.
  app.get('/metrics', serveMetrics(metrics));

  // Each API request's body is read whole (or refused) before it asks for a turn below, so a
  // body that trickles in holds a socket, never a turn (http/body-gate.ts).
  app.use(
    '/webhook/*',
    bodyGate({
      settings: { ...DEFAULT_HTTP_TIMEOUTS, ...options.http },
      multipartLimitOf: api.multipartLimitOf,
      jsonLimitOf: api.jsonLimitOf,
      checkToken: api.checkToken,
    }),
  );

  // Admission control: a request that cannot start within a second is answered 503 with
  // Retry-After at once (http/admission.ts), its body read already. Password hashing (argon2)
  // has its own, smaller turn, so a burst of logins never holds the reads up; the contract marks
  // the routes that hash (`admission: 'hashing'`).
  app.use('/webhook/*', (c, next) =>
    (api.admissionOf(c.req.path) === 'hashing' ? hashingTurns : apiTurns).run<Response | void>(
      () => next(),
      () => c.json(errorBody(MESSAGES.busy), 503, { 'retry-after': '1' }),
    ),
  );

  // The API's OpenAPI document and its reference page (http/docs.ts).
  app.route(prefix, apiDocsRoutes(config.appSegment));

  // Documents' files: by a signed, short-lived link only (services/file-links.ts).
  app.get(`${prefix}/${DOCUMENT_FILES_PATH}/:id`, serveDocumentFile(deps));
  app.get(`${prefix}/files/*`, servePublicFile(storage, `${prefix}/files/`));
  // The unsubscribe link of reminders and digests: a page with no session (http/mail-unsubscribe.ts).
  app.route(prefix, unsubscribeRoutes(deps));

  // A portal published over https is reached over https (a proxy that drops X-Forwarded-Proto
  // must not make the login's device cookie travel in clear).
  const publicHttps = /^https:\/\//i.test(config.publicUrl);
  app.all('/webhook/*', async (c) => {
    // The request as Hono holds it (on Node, a light one reading the socket directly).
    let clientAddress = 'unknown';
    try {
      clientAddress = getConnInfo(c).remote.address ?? 'unknown';
    } catch {
      // not behind @hono/node-server (e.g. app.request in a unit test)
    }
    let https = c.req.url.startsWith('https:') || publicHttps;
    if (config.trustProxy) {
      // The proxy in front appends the socket address it saw; the first hop is the client.
      const first = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
      if (first) clientAddress = first.slice(0, 100);
      https ||= c.req.header('x-forwarded-proto')?.split(',')[0]?.trim() === 'https';
    }
    return api.handler(c.req.raw, { clientAddress, https });
  });

  app.on(['GET', 'HEAD'], '*', portal);

  app.notFound((c) => c.json(errorBody(MESSAGES.notFound), 404));
  app.onError((error, c) => {
    // A file's row, a token's check: whatever needed the database while it is unreachable.
    if (isDatabaseUnreachable(error)) return api.databaseDown(error);
    logger.error(`[http] erro inesperado em ${c.req.method} ${c.req.path}`, error);
    return c.json(errorBody(MESSAGES.internal), 500);
  });

  return app;
}

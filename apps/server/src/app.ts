import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { getConnInfo } from '@hono/node-server/conninfo';
import { buildOpenApiDocument } from '@portal/api-client';
import type { ResolvedConfig } from './config';
import type { Database, DatabaseHandle, Listening } from './db';
import type { FileStorage } from './storage';
import { isValidStorageKey } from './storage';
import type { Mailer } from './mail/mailer';
import { rootLogger, runWithRequestId, type Logger } from './logger';
import { createJwtService } from './auth/jwt';
import { createSessionCache } from './auth/session-cache';
import { createAnnouncedCache, type AnnouncedCache } from './cache/announced-cache';
import type { ServerTask } from '@portal/api-client';
import type { MeetingView } from './services/meetings';
import { createLoginThrottle, throttlePolicy, type ThrottleOverrides } from './auth/login-throttle';
import {
  createResetLimiter,
  defaultResetLimitPolicy,
  type ResetLimitPolicy,
} from './auth/request-limit';
import { systemClock, type Clock, type ServiceDeps } from './services/deps';
import { MESSAGES } from './services/errors';
import { createApiHandler } from './http/api';
import { stateOf } from './http/request-state';
import { errorBody } from './http/replies';
import { docsAsset, docsHtml, docsInitJs, SWAGGER_ASSETS } from './http/docs';
import { fileResponse, servePortal } from './http/static';
import { gzipped, negotiated, type Bytes } from './http/compression';
import { securityHeaders } from './http/security-headers';
import { healthz, readinessCheck, unready, type DatabaseProbe } from './http/health';
import { createMetrics, requestLabel } from './http/metrics';
import { requestIdFrom } from './http/request-id';
import { accessLog } from './http/access-log';
import {
  API_ADMISSION,
  createAdmission,
  HASHING_ADMISSION,
  type AdmissionPolicy,
} from './http/admission';
import {
  ADMIN_LOGO_TOO_LARGE,
  DOCUMENT_FILE_TOO_LARGE,
  MAX_IMAGE_BYTES,
  MAX_TRANSCRIPT_BYTES,
  MAX_UPLOAD_BYTES,
} from '@portal/domain';
import { DEFAULT_MULTIPART_LIMITS, isMultipart, readMultipart } from './http/multipart';
import { DOCUMENT_FILES_PATH, serveDocumentFile } from './http/document-files';
import { createFileLinks } from './services/file-links';
import { createChatDeps, type AiSettings, type ChatRatePolicy } from './services/chat';

export type AppOptions = {
  config: Pick<
    ResolvedConfig,
    'appSegment' | 'jwtSecret' | 'jwtTtlSeconds' | 'publicUrl' | 'portalDist'
  > &
    Partial<
      Pick<ResolvedConfig, 'trustProxy' | 'serveSourceMaps' | 'metricsToken' | 'reportFormUrl'>
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
  mailer: Mailer;
  clock?: Clock;
  logger?: Logger;
  throttle?: ThrottleOverrides;
  resetLimit?: Partial<ResetLimitPolicy>;
  /** Check every reply against the contract (tests); a mismatch becomes a logged 500. */
  validateResponses?: boolean;
  /** Installation key of the meetings ingestion action (x-api-key); null/absent: admin JWT only. */
  ingestApiKey?: string | null;
  /** The AI chat's OpenAI-compatible API (AI_BASE_URL & co.); absent: the built-in engine. */
  ai?: AiSettings;
  /** The AI chat's per-admin window (default 5 questions in 5 s). */
  chatRate?: Partial<ChatRatePolicy>;
  /** How long a session stays cached at most (default SESSION_CACHE_TTL_MS). */
  sessionCacheTtlMs?: number;
  /** How long a company's board stays kept at most (default BOARD_CACHE_TTL_MS). */
  boardCacheTtlMs?: number;
  /** How long a company's meetings stay kept at most (default MEETING_CACHE_TTL_MS). */
  meetingCacheTtlMs?: number;
  /** Admission control of the API and of password hashing (http/admission.ts defaults). */
  admission?: { api?: Partial<AdmissionPolicy>; hashing?: Partial<AdmissionPolicy> };
};

/** Where the database announces changes to people, companies and their links (migration 0007). */
export const SESSION_CHANNEL = 'portal_sessions';
/** Where the database announces changes to tasks (migration 0008). */
export const BOARDS_CHANNEL = 'portal_boards';
/** How long a kept board lives at most (it is dropped at once on any task change). */
export const BOARD_CACHE_TTL_MS = 5_000;
/** Most boards kept at once; the oldest goes first. */
export const BOARD_CACHE_MAX_ENTRIES = 1_000;
/** Where the database announces changes to meetings, transcripts and added tasks (migration 0009). */
export const MEETINGS_CHANNEL = 'portal_meetings';
/** How long a company's kept meetings live at most (dropped at once on any change). */
export const MEETING_CACHE_TTL_MS = 5_000;
/** Most companies' meetings kept at once (a company's may be megabytes with its transcripts). */
export const MEETING_CACHE_MAX_ENTRIES = 50;

/** Room for a multipart envelope or a JSON encoding around the file a request carries. */
const ENVELOPE_BYTES = 1024 * 1024;
/** Largest request body: a document upload plus its multipart envelope. */
export const MAX_BODY_BYTES = MAX_UPLOAD_BYTES + ENVELOPE_BYTES;
/** Largest body of any other kind (JSON): the longest text fields fit many times over. */
export const MAX_JSON_BYTES = 100 * 1024;
/** A board's updateOrder names every task, descriptions left out: room for a 5,000-task board. */
export const MAX_TASKS_JSON_BYTES = 2 * 1024 * 1024;
/** The meetings ingestion action carries a transcript file as JSON text. */
export const MAX_INGEST_JSON_BYTES = MAX_TRANSCRIPT_BYTES + ENVELOPE_BYTES;

/** Stored files anyone holding the (unguessable, random) URL may fetch; documents are not here. */
const PUBLIC_FILE_PREFIXES = ['profile-pictures/', 'logos/'];

/**
 * Stored types shown inline: images. An SVG (an admin's logo) may carry script, but every stored
 * file is served sandboxed (http/security-headers.ts: no script runs, not even opened on its own).
 */
const INLINE_TYPES = new Set([
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/gif',
  'image/svg+xml',
]);

export type PortalApp = Hono & {
  /** Resolves when mail sent after replies has gone out (call before closing the database). */
  settle: () => Promise<void>;
  /** The server is stopping: /readyz answers 503 from now on, so a balancer sends no more. */
  drain: () => void;
};

export function createApp(options: AppOptions): PortalApp {
  const { config, db, storage, mailer } = options;
  const clock = options.clock ?? systemClock;
  // Every line logged while a request is handled carries its id (see the first middleware).
  const logger = options.logger ?? rootLogger;
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

  // Who a token names, kept while this server hears every change to it (migration 0007).
  const sessions = createSessionCache({ ttlMs: options.sessionCacheTtlMs });
  void announcedTo(SESSION_CHANNEL, sessions, 'sessões');

  // Each company's board and meetings, kept while nothing of them changes. Over PostgreSQL
  // another server's change reaches this one a moment after its commit, so a kept value is
  // trusted only after a round trip on the listening connection has brought every announcement
  // committed before the read (`heard`, shared by the reads that arrive meanwhile); PGlite hears
  // its own changes within the writing query.
  const keptWhileUnchanged = <V>(
    channel: string,
    what: string,
    ttlMs: number,
    maxEntries: number,
  ) => {
    let listening: Listening | undefined;
    const cache = createAnnouncedCache<V>({
      ttlMs,
      maxEntries,
      heard:
        database.kind === 'pglite'
          ? undefined
          : () => (listening ? listening.heard() : Promise.reject(new Error('sem escuta'))),
    });
    void announcedTo(channel, cache, what).then((started) => {
      listening = started;
    });
    return cache;
  };
  const boards = keptWhileUnchanged<ServerTask[]>(
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
    throttle: createLoginThrottle(db, throttlePolicy(options.throttle), clock.now),
    resetLimit: createResetLimiter(
      db,
      { ...defaultResetLimitPolicy, ...options.resetLimit },
      clock.now,
    ),
    mailer,
    storage,
    clock,
    logger,
    publicUrl: config.publicUrl,
    filesPath: `${prefix}/files`,
    fileLinks: createFileLinks({
      secret: config.jwtSecret,
      basePath: `${prefix}/${DOCUMENT_FILES_PATH}`,
      now: clock.now,
    }),
    background: new Set(),
    ingestApiKey: options.ingestApiKey ?? null,
    chat: createChatDeps({ ai: options.ai, rate: options.chatRate, now: clock.now }),
  };
  const api = createApiHandler(deps, config.appSegment, logger, options.validateResponses);
  const portal = servePortal(config.portalDist, {
    sourceMaps: config.serveSourceMaps === true,
    settings: { reportFormUrl: config.reportFormUrl },
  });
  // Admission control (http/admission.ts), used below: one turn for the API, one for hashing.
  const apiTurns = createAdmission({ ...API_ADMISSION, ...options.admission?.api });
  const hashingTurns = createAdmission({ ...HASHING_ADMISSION, ...options.admission?.hashing });
  // Kept only when an operator can read them: without METRICS_TOKEN nothing is counted.
  const metrics = config.metricsToken
    ? createMetrics(database, { api: apiTurns, hashing: hashingTurns }, config.metricsToken)
    : null;
  const ready = readinessCheck(database, logger, options.readyTimeoutMs);
  const logAccess = accessLog(logger);
  let openApi: string | undefined;
  let openApiGzip: Promise<Bytes> | undefined;

  const app = new Hono() as PortalApp;
  app.settle = async () => {
    while (deps.background.size) await Promise.allSettled([...deps.background]);
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
    // and the bytes piped through it), which cost more than the action itself (issue 14).
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

  // Admission control: a request that cannot start within a second is answered 503 with
  // Retry-After at once (http/admission.ts), before its body is read. Password hashing (argon2)
  // has its own, smaller turn, so a burst of logins never holds the reads up.
  const hashingPaths = new Set([
    `${prefix}/login`,
    `${prefix}/register`,
    `${prefix}/reset-password`,
  ]);
  app.use('/webhook/*', (c, next) =>
    (hashingPaths.has(c.req.path) ? hashingTurns : apiTurns).run<Response | void>(
      () => next(),
      () => c.json(errorBody(MESSAGES.busy), 503, { 'retry-after': '1' }),
    ),
  );

  // For an orchestrator or a load balancer: the process is up; the database answers.
  app.get('/healthz', () => healthz());
  let draining = false;
  app.drain = () => {
    draining = true;
  };
  app.get('/readyz', () => (draining ? unready('encerrando') : ready()));
  // Prometheus text, for a bearer of METRICS_TOKEN only; without the setting there are none.
  app.get('/metrics', async (c) => {
    if (!metrics) return c.json(errorBody(MESSAGES.notFound), 404);
    if (!metrics.allows(c.req.header('authorization'))) {
      return c.text('token de métricas ausente ou inválido', 401, {
        'www-authenticate': 'Bearer realm="metrics"',
        'cache-control': 'no-store',
      });
    }
    const { body, contentType } = await metrics.render();
    return c.body(body, 200, { 'content-type': contentType, 'cache-control': 'no-store' });
  });

  // Only multipart forms carry files; a JSON body has no reason to be large. A declared length
  // is judged from the header (Node's parser holds the body to it) without touching the request's
  // `body`: on @hono/node-server that builds a whole standard Request beside the light one, and
  // the JSON would then be read through its stream (issue 14). A chunked body is counted as read.
  const limitTo = (maxSize: number): MiddlewareHandler => {
    const tooLarge = (c: Context) =>
      c.json(errorBody(MESSAGES.tooLarge), 413, { connection: 'close' });
    const counted = bodyLimit({ maxSize, onError: tooLarge });
    return (c, next) => {
      const length = c.req.header('content-length');
      if (length !== undefined && c.req.header('transfer-encoding') === undefined)
        return Number(length) > maxSize ? Promise.resolve(tooLarge(c)) : next();
      if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
      return counted(c, next);
    };
  };
  const jsonLimit = limitTo(MAX_JSON_BYTES);
  const ingestLimit = limitTo(MAX_INGEST_JSON_BYTES);
  const tasksLimit = limitTo(MAX_TASKS_JSON_BYTES);
  app.use('/webhook/*', async (c, next) => {
    if (isMultipart(c.req.header('content-type'))) {
      // Refused before a byte is read unless the contract gives this action a multipart body.
      const accepted = api.acceptsMultipart(c.req.raw);
      if (!accepted)
        return c.json(errorBody(MESSAGES.unsupportedMediaType), 415, { connection: 'close' });
      const upload = accepted.action === 'uploadDoc';
      const maxBytes = (upload ? MAX_UPLOAD_BYTES : MAX_IMAGE_BYTES) + ENVELOPE_BYTES;
      // A document or an admin's logo past its limit is told SPEC's words ('File size exceeds
      // 10MB limit', 'Image size should be less than 2MB').
      const tooLargeMessage = upload
        ? DOCUMENT_FILE_TOO_LARGE
        : accepted.path.endsWith('/admin/business')
          ? ADMIN_LOGO_TOO_LARGE
          : undefined;
      const read = await readMultipart(
        c.req.raw,
        { ...DEFAULT_MULTIPART_LIMITS, maxBytes, tooLargeMessage },
        api.checkToken,
      );
      // The rest of a refused body is never read: the connection ends with the reply.
      if (!read.ok) return c.json(errorBody(read.message), read.status, { connection: 'close' });
      // Read ahead of the handler (http/multipart.ts); the handlers find it beside the request.
      stateOf(c.req.raw).form = read.form;
      return next();
    }
    if (c.req.path === `${prefix}/meetings/ingest`) return ingestLimit(c, next);
    if (c.req.path === `${prefix}/tasks`) return tasksLimit(c, next);
    return jsonLimit(c, next);
  });

  app.get(`${prefix}/openapi.json`, async (c) => {
    openApi ??= JSON.stringify(buildOpenApiDocument(config.appSegment));
    const headers = new Headers({ 'content-type': 'application/json; charset=utf-8' });
    // Made once, like the document itself.
    const body = await negotiated(
      openApi,
      c.req.header('accept-encoding'),
      headers,
      (text) => (openApiGzip ??= gzipped(text)),
    );
    return new Response(body, { headers });
  });
  app.get(`${prefix}/docs`, (c) => c.html(docsHtml('API do Portal — referência')));
  app.get(`${prefix}/docs/`, (c) => c.redirect(`${prefix}/docs`, 301));
  app.get(`${prefix}/docs/init.js`, (c) =>
    c.body(docsInitJs, 200, { 'content-type': 'text/javascript; charset=utf-8' }),
  );
  app.get(`${prefix}/docs/assets/:name`, (c) => {
    const name = c.req.param('name');
    if (!SWAGGER_ASSETS.has(name)) return c.json(errorBody(MESSAGES.notFound), 404);
    return fileResponse(
      docsAsset(name),
      { 'cache-control': 'public, max-age=86400' },
      { accept: c.req.header('accept-encoding') },
    );
  });

  // Documents' files: by a signed, short-lived link only (services/file-links.ts).
  app.get(`${prefix}/${DOCUMENT_FILES_PATH}/:id`, serveDocumentFile(deps));
  app.get(`${prefix}/files/*`, async (c) => {
    let key: string;
    try {
      key = decodeURIComponent(c.req.path.slice(`${prefix}/files/`.length));
    } catch {
      // A malformed escape such as %E0 names no file.
      return c.json(errorBody(MESSAGES.notFound), 404);
    }
    if (!isValidStorageKey(key) || !PUBLIC_FILE_PREFIXES.some((p) => key.startsWith(p))) {
      return c.json(errorBody(MESSAGES.notFound), 404);
    }
    const file = await storage.get(key);
    if (!file) return c.json(errorBody(MESSAGES.notFound), 404);
    return new Response(file.bytes as Uint8Array<ArrayBuffer>, {
      headers: {
        'content-type': file.contentType,
        'content-length': String(file.bytes.byteLength),
        // Keys are never reused: a new picture gets a new key.
        'cache-control': 'public, max-age=31536000, immutable',
        // Images open in the browser (their CSP sandbox keeps an SVG's script from running);
        // anything else is a download when navigated to. <img> shows both either way.
        'content-disposition': INLINE_TYPES.has(file.contentType) ? 'inline' : 'attachment',
        'x-content-type-options': 'nosniff',
      },
    });
  });

  app.all('/webhook/*', async (c) => {
    // The request as Hono holds it (on Node, a light one reading the socket directly).
    let clientAddress = 'unknown';
    try {
      clientAddress = getConnInfo(c).remote.address ?? 'unknown';
    } catch {
      // not behind @hono/node-server (e.g. app.request in a unit test)
    }
    if (config.trustProxy) {
      // The proxy in front appends the socket address it saw; the first hop is the client.
      const first = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
      if (first) clientAddress = first.slice(0, 100);
    }
    return api.handler(c.req.raw, { clientAddress });
  });

  app.on(['GET', 'HEAD'], '*', (c) =>
    portal(c.req.method, c.req.path, c.req.header('accept-encoding')),
  );

  app.notFound((c) => c.json(errorBody(MESSAGES.notFound), 404));
  app.onError((error, c) => {
    logger.error(`[http] erro inesperado em ${c.req.method} ${c.req.path}`, error);
    return c.json(errorBody(MESSAGES.internal), 500);
  });

  return app;
}

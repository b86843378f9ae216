import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { REMINDER_HOUR } from '@portal/domain';
import { boolText, countText, durationText, isPlainHttpUrl, optionalText } from './config-values';
import { auditLogRetentionText, DEFAULT_AUDIT_LOG_RETENTION_DAYS } from './config-audit';
import { silentLogger, type Logger } from './logger';
import { keepSecretFile } from './secret-file';
import { isValidStorageKey } from './storage/storage';
import { DEFAULT_HTTP_TIMEOUTS, type HttpTimeouts } from './http/timeouts';

type NodeEnv = 'development' | 'production' | 'test';

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  appSegment: string;
  /** Secret for HS256 JWTs; undefined until resolved by {@link resolveJwtSecret}. */
  jwtSecret: string | undefined;
  jwtTtlSeconds: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  publicUrl: string;
  portalDist: string;
  nodeEnv: NodeEnv;
  seedDemo: boolean;
  /** False when PUBLIC_URL was not set and `publicUrl` is the localhost default. */
  publicUrlSet: boolean;
  /** Behind a reverse proxy: the client address is the first hop of X-Forwarded-For. */
  trustProxy: boolean;
  /** Installation key of the meetings ingestion action (INGEST_API_KEY); see ingest/api-key.ts. */
  ingestApiKey: string | undefined;
  /** Serve the portal's `*.map` files (SERVE_SOURCE_MAPS); off: they are the whole source. */
  serveSourceMaps: boolean;
  /** Bearer token of `GET /metrics` (METRICS_TOKEN); unset: no metrics are kept or served. */
  metricsToken: string | undefined;
  /** From this day of each month (REPORT_REMINDER_DAY, 1–28) the missing-report e-mails go out. */
  reportReminderDay: number;
  /**
   * Whether the missing-report e-mails go out at all (REPORT_REMINDERS): by default yes, except
   * where the demo is seeded, whose made-up people should not get mail nobody asked for.
   */
  reportReminders: boolean;
  /**
   * Whether the task reminders and the weekly digest go out (TASK_REMINDERS): unset, they follow
   * REPORT_REMINDERS, so one switch holds or sends every reminder of the demo.
   */
  taskReminders: boolean;
  /** From this hour (TASK_REMINDER_HOUR, 0–23, São Paulo) task reminders and Monday's digest go out. */
  taskReminderHour: number;
  /** How long a signed document link lives (FILE_LINK_TTL; services/file-links.ts). */
  fileLinkTtlSeconds: number;
  /**
   * REPORT_FORM_URL: an external monthly-report form the 'Preencher Relatório' modal embeds
   * instead of the portal's own (docs/product.md), given the token and the business id; unset: our form.
   */
  reportFormUrl: string | undefined;
  /**
   * The AI chat's OpenAI-compatible API (AI_BASE_URL, AI_API_KEY, AI_MODEL); undefined: the
   * built-in assistant answers. The key is never logged nor sent to the browser.
   */
  ai: { baseUrl: string; apiKey: string | undefined; model: string } | undefined;
  /**
   * STORAGE_URL `s3://bucket/prefix`: uploads, logos and pictures in an S3-compatible store
   * (storage/s3.ts); undefined: on the local disk under `${dataDir}/files`.
   */
  objectStorage: ObjectStorageConfig | undefined;
  /** WORKERS: server processes on this machine (Node's cluster, cluster/primary.ts); 1 = none. */
  workers: number;
  /** TOTP_REQUIRED_FOR_STAFF: admins and council sign in with a second factor (auth/second-factor.ts). */
  totpRequiredForStaff: boolean;
  /** AUDIT_LOG_RETENTION_DAYS: days the audit log keeps an entry (housekeeping/purge.ts purges). */
  auditLogRetentionDays: number;
  /**
   * How long a client may take over its headers, body and kept-alive idleness, and how a refused
   * body is let go (HEADERS_TIMEOUT_MS, BODY_TIMEOUT_MS, KEEP_ALIVE_TIMEOUT_MS, LINGER_MS,
   * LINGER_MAX_BYTES; http/timeouts.ts).
   */
  http: HttpTimeouts;
};

/** Where and how to reach the bucket of STORAGE_URL (the AWS variables beside it). */
export type ObjectStorageConfig = {
  /** STORAGE_URL as given, without a trailing '/': what the log and the backup name. */
  url: string;
  bucket: string;
  /** Keys are stored as `<prefix>/<key>`; '' for the bucket's root. */
  prefix: string;
  /** AWS_REGION (or AWS_DEFAULT_REGION); us-east-1 when neither is set. */
  region: string;
  /** AWS_ENDPOINT_URL_S3 or AWS_ENDPOINT_URL: a store other than AWS (MinIO, R2, s3rver). */
  endpoint: string | undefined;
  /** `bucket` in the path rather than the host name: AWS_S3_FORCE_PATH_STYLE, default with an endpoint. */
  forcePathStyle: boolean;
  /**
   * AWS_ACCESS_KEY_ID + AWS_SECRET_ACCESS_KEY (+ AWS_SESSION_TOKEN) when both are set; otherwise
   * undefined and the SDK's own chain finds them (profile, container or instance role).
   */
  credentials: { accessKeyId: string; secretAccessKey: string; sessionToken?: string } | undefined;
};

export type ResolvedConfig = Config & { jwtSecret: string };

export const JWT_SECRET_FILE = 'jwt-secret';
/** REPORT_REMINDER_DAY when unset (housekeeping/report-reminders.ts). */
const DEFAULT_REPORT_REMINDER_DAY = 5;
/**
 * FILE_LINK_TTL when unset: the portal's 5-minute cache of a document list (docs/product.md, Limits) plus 5
 * minutes to open what it shows, so a person who loses access keeps a link minutes, not hours.
 */
export const DEFAULT_FILE_LINK_TTL_SECONDS = 10 * 60;
/** Longest FILE_LINK_TTL accepted: a leaked or kept link must die soon. */
const MAX_FILE_LINK_TTL_SECONDS = 60 * 60;
/** Shortest JWT secret accepted, from JWT_SECRET as from DATA_DIR/jwt-secret. */
const MIN_JWT_SECRET_LENGTH = 32;
/**
 * Shortest ingestion key accepted, from INGEST_API_KEY as from DATA_DIR/ingest-api-key
 * (ingest/api-key.ts reads it from here: config depends on nothing of the server's).
 */
export const MIN_INGEST_KEY_LENGTH = 24;
/** Shortest METRICS_TOKEN accepted: it is the only thing between the metrics and anyone. */
const MIN_METRICS_TOKEN_LENGTH = 24;
/** Most WORKERS accepted (far more than the cores of any machine this runs on). */
const MAX_WORKERS = 64;
/** AWS_REGION when none is set: what S3-compatible stores without regions accept. */
const DEFAULT_S3_REGION = 'us-east-1';
/** `s3://<bucket>[/<prefix>]`: S3's bucket naming rule (lower case, 3–63 characters). */
const STORAGE_URL_PATTERN = /^s3:\/\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])(?:\/(.*))?$/;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: optionalText,
  DATA_DIR: optionalText,
  DATABASE_URL: optionalText.refine((v) => v === undefined || /^postgres(ql)?:\/\//.test(v), {
    message: 'deve começar com postgres:// ou postgresql://',
  }),
  APP_SEGMENT: optionalText.refine((v) => v === undefined || /^[a-zA-Z0-9_-]+$/.test(v), {
    message: 'use apenas letras, números, - e _',
  }),
  JWT_SECRET: optionalText.refine((v) => v === undefined || v.length >= MIN_JWT_SECRET_LENGTH, {
    message: `deve ter pelo menos ${MIN_JWT_SECRET_LENGTH} caracteres`,
  }),
  JWT_TTL: durationText.optional(),
  SMTP_URL: optionalText.refine((v) => v === undefined || /^smtps?:\/\//.test(v), {
    message: 'deve começar com smtp:// ou smtps://',
  }),
  MAIL_FROM: optionalText,
  PUBLIC_URL: optionalText.refine((v) => v === undefined || /^https?:\/\/[^/]+/.test(v), {
    message: 'deve ser uma URL http(s)',
  }),
  PORTAL_DIST: optionalText,
  NODE_ENV: z
    .enum(['development', 'production', 'test'])
    .optional()
    .or(z.literal('').transform(() => undefined)),
  SEED_DEMO: boolText,
  TRUST_PROXY: boolText,
  TOTP_REQUIRED_FOR_STAFF: boolText,
  INGEST_API_KEY: optionalText.refine((v) => v === undefined || v.length >= MIN_INGEST_KEY_LENGTH, {
    message: `deve ter pelo menos ${MIN_INGEST_KEY_LENGTH} caracteres`,
  }),
  SERVE_SOURCE_MAPS: boolText,
  // Up to 28, so every month has the day.
  REPORT_REMINDER_DAY: optionalText.refine(
    (v) => v === undefined || (/^\d{1,2}$/.test(v) && Number(v) >= 1 && Number(v) <= 28),
    { message: 'deve ser um dia do mês entre 1 e 28' },
  ),
  REPORT_REMINDERS: boolText,
  TASK_REMINDERS: boolText,
  TASK_REMINDER_HOUR: optionalText.refine(
    (v) => v === undefined || (/^\d{1,2}$/.test(v) && Number(v) <= 23),
    { message: 'deve ser uma hora do dia entre 0 e 23' },
  ),
  FILE_LINK_TTL: durationText
    .refine((v) => v <= MAX_FILE_LINK_TTL_SECONDS, {
      message: `deve ser de no máximo ${MAX_FILE_LINK_TTL_SECONDS / 60} minutos`,
    })
    .optional(),
  REPORT_FORM_URL: optionalText.refine(isPlainHttpUrl, {
    message: 'deve ser uma URL http(s) completa, sem usuário e senha',
  }),
  AI_BASE_URL: optionalText.refine(isPlainHttpUrl, {
    message: 'deve ser uma URL http(s) completa, sem usuário e senha (a chave vai em AI_API_KEY)',
  }),
  AI_API_KEY: optionalText,
  AI_MODEL: optionalText,
  STORAGE_URL: optionalText.refine(
    (v) => {
      if (v === undefined) return true;
      const prefix = STORAGE_URL_PATTERN.exec(v)?.[2]?.replace(/\/+$/, '');
      return STORAGE_URL_PATTERN.test(v) && (!prefix || isValidStorageKey(prefix));
    },
    {
      message:
        'use s3://bucket ou s3://bucket/prefixo (bucket em minúsculas, 3 a 63 caracteres; prefixo com letras, números, . _ - e /)',
    },
  ),
  WORKERS: optionalText.refine(
    (v) => v === undefined || (/^\d{1,2}$/.test(v) && Number(v) >= 1 && Number(v) <= MAX_WORKERS),
    { message: `deve ser um número de processos entre 1 e ${MAX_WORKERS}` },
  ),
  AUDIT_LOG_RETENTION_DAYS: auditLogRetentionText,
  HEADERS_TIMEOUT_MS: countText,
  BODY_TIMEOUT_MS: countText,
  KEEP_ALIVE_TIMEOUT_MS: countText,
  LINGER_MS: countText,
  LINGER_MAX_BYTES: countText,
  METRICS_TOKEN: optionalText.refine(
    (v) => v === undefined || (v.length >= MIN_METRICS_TOKEN_LENGTH && /^[\x21-\x7e]+$/.test(v)),
    {
      message: `deve ter pelo menos ${MIN_METRICS_TOKEN_LENGTH} caracteres visíveis, sem espaços`,
    },
  ),
});

const ENDPOINT_MESSAGE =
  'deve ser uma URL http(s) completa, sem usuário e senha (as chaves vão em AWS_ACCESS_KEY_ID e AWS_SECRET_ACCESS_KEY)';

/** The AWS variables, read only with STORAGE_URL (other tools on the machine may use them too). */
const awsSchema = z.object({
  AWS_REGION: optionalText,
  AWS_DEFAULT_REGION: optionalText,
  AWS_ENDPOINT_URL_S3: optionalText.refine(isPlainHttpUrl, { message: ENDPOINT_MESSAGE }),
  AWS_ENDPOINT_URL: optionalText.refine(isPlainHttpUrl, { message: ENDPOINT_MESSAGE }),
  AWS_S3_FORCE_PATH_STYLE: boolText,
  AWS_ACCESS_KEY_ID: optionalText,
  AWS_SECRET_ACCESS_KEY: optionalText,
  AWS_SESSION_TOKEN: optionalText,
});

const issuesOf = (error: z.ZodError) =>
  error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);

/** STORAGE_URL and the AWS variables beside it; throws ConfigError naming every bad one. */
function readObjectStorage(
  url: string,
  env: Record<string, string | undefined>,
): ObjectStorageConfig {
  const parsed = awsSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(`Configuração inválida:\n${issuesOf(parsed.error).join('\n')}`);
  }
  const e = parsed.data;
  const [, bucket = '', prefix = ''] = STORAGE_URL_PATTERN.exec(url) ?? [];
  const endpoint = e.AWS_ENDPOINT_URL_S3 ?? e.AWS_ENDPOINT_URL;
  return {
    url: url.replace(/\/+$/, ''),
    bucket,
    prefix: prefix.replace(/\/+$/, ''),
    region: e.AWS_REGION ?? e.AWS_DEFAULT_REGION ?? DEFAULT_S3_REGION,
    endpoint,
    // MinIO and s3rver answer buckets in the path only; AWS prefers them in the host name.
    forcePathStyle: e.AWS_S3_FORCE_PATH_STYLE ?? endpoint !== undefined,
    credentials:
      e.AWS_ACCESS_KEY_ID && e.AWS_SECRET_ACCESS_KEY
        ? {
            accessKeyId: e.AWS_ACCESS_KEY_ID,
            secretAccessKey: e.AWS_SECRET_ACCESS_KEY,
            ...(e.AWS_SESSION_TOKEN && { sessionToken: e.AWS_SESSION_TOKEN }),
          }
        : undefined,
  };
}

/**
 * Reads the environment into a typed config. Throws {@link ConfigError} naming every bad variable.
 * The JWT secret is resolved separately (it may touch the disk): see {@link resolveJwtSecret}.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(`Configuração inválida:\n${issuesOf(parsed.error).join('\n')}`);
  }
  const e = parsed.data;
  if (e.AI_BASE_URL && !e.AI_MODEL) {
    throw new ConfigError(
      'Configuração inválida:\n  AI_MODEL: obrigatório com AI_BASE_URL (o modelo que responde ao chat)',
    );
  }
  const workers = e.WORKERS === undefined ? 1 : Number(e.WORKERS);
  if (workers > 1 && !e.DATABASE_URL) {
    throw new ConfigError(
      'Configuração inválida:\n  WORKERS: mais de um processo exige DATABASE_URL (PostgreSQL): o banco embutido (PGlite) só pode ser aberto por um processo',
    );
  }
  const nodeEnv: NodeEnv = e.NODE_ENV ?? 'development';
  const port = e.PORT;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, '');
  // Production never seeds demo data, whatever SEED_DEMO says.
  const seedDemo = nodeEnv !== 'production' && e.SEED_DEMO !== false;
  return {
    port,
    host: e.HOST ?? '0.0.0.0',
    dataDir: resolve(e.DATA_DIR ?? './data'),
    databaseUrl: e.DATABASE_URL,
    appSegment: e.APP_SEGMENT ?? 'portal',
    jwtSecret: e.JWT_SECRET,
    jwtTtlSeconds: e.JWT_TTL ?? 12 * 3600,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? 'Portal <no-reply@portal.local>',
    publicUrl,
    publicUrlSet: e.PUBLIC_URL !== undefined,
    portalDist: resolve(e.PORTAL_DIST ?? join(repoRoot, 'apps/portal/dist')),
    nodeEnv,
    seedDemo,
    // Off by default: without a proxy that overwrites it, anyone can write X-Forwarded-For.
    trustProxy: e.TRUST_PROXY === true,
    ingestApiKey: e.INGEST_API_KEY,
    serveSourceMaps: e.SERVE_SOURCE_MAPS === true,
    metricsToken: e.METRICS_TOKEN,
    reportReminderDay:
      e.REPORT_REMINDER_DAY === undefined
        ? DEFAULT_REPORT_REMINDER_DAY
        : Number(e.REPORT_REMINDER_DAY),
    reportReminders: e.REPORT_REMINDERS ?? !seedDemo,
    taskReminders: e.TASK_REMINDERS ?? e.REPORT_REMINDERS ?? !seedDemo,
    taskReminderHour:
      e.TASK_REMINDER_HOUR === undefined ? REMINDER_HOUR : Number(e.TASK_REMINDER_HOUR),
    fileLinkTtlSeconds: e.FILE_LINK_TTL ?? DEFAULT_FILE_LINK_TTL_SECONDS,
    reportFormUrl: e.REPORT_FORM_URL,
    ai:
      e.AI_BASE_URL && e.AI_MODEL
        ? { baseUrl: e.AI_BASE_URL.replace(/\/+$/, ''), apiKey: e.AI_API_KEY, model: e.AI_MODEL }
        : undefined,
    objectStorage: e.STORAGE_URL ? readObjectStorage(e.STORAGE_URL, env) : undefined,
    workers,
    totpRequiredForStaff: e.TOTP_REQUIRED_FOR_STAFF === true,
    auditLogRetentionDays: Number(e.AUDIT_LOG_RETENTION_DAYS ?? DEFAULT_AUDIT_LOG_RETENTION_DAYS),
    http: {
      headersTimeoutMs: Number(e.HEADERS_TIMEOUT_MS ?? DEFAULT_HTTP_TIMEOUTS.headersTimeoutMs),
      bodyTimeoutMs: Number(e.BODY_TIMEOUT_MS ?? DEFAULT_HTTP_TIMEOUTS.bodyTimeoutMs),
      keepAliveTimeoutMs: Number(
        e.KEEP_ALIVE_TIMEOUT_MS ?? DEFAULT_HTTP_TIMEOUTS.keepAliveTimeoutMs,
      ),
      lingerMs: Number(e.LINGER_MS ?? DEFAULT_HTTP_TIMEOUTS.lingerMs),
      lingerMaxBytes: Number(e.LINGER_MAX_BYTES ?? DEFAULT_HTTP_TIMEOUTS.lingerMaxBytes),
    },
  };
}

/**
 * What a production server needs beyond a valid environment (the admin CLI does not): a real
 * mail server, since without SMTP_URL reset links would be written to disk and printed in the
 * log, and PUBLIC_URL, since the links in e-mails must point at the real portal.
 * Throws {@link ConfigError} naming every missing variable.
 */
export function checkServingConfig(config: Config): void {
  if (config.nodeEnv !== 'production') return;
  const lines: string[] = [];
  if (!config.smtpUrl)
    lines.push(
      '  SMTP_URL: obrigatório em produção (sem ele os links de redefinição iriam para o log)',
    );
  if (!config.publicUrlSet)
    lines.push('  PUBLIC_URL: obrigatório em produção (endereço do portal nos links dos emails)');
  if (lines.length) throw new ConfigError(`Configuração inválida:\n${lines.join('\n')}`);
}

/**
 * The signing secret: JWT_SECRET when set; otherwise generated once and kept in
 * DATA_DIR/jwt-secret (mode 0600) so tokens survive restarts; a kept file others can read is
 * narrowed back to 0600 with a warning (secret-file.ts). With DATABASE_URL in production the
 * servers may run side by side, each with its own DATA_DIR, so a file-kept secret would differ
 * between them: there JWT_SECRET is required.
 */
export function resolveJwtSecret(
  config: Config,
  logger: Pick<Logger, 'warn'> = silentLogger,
): ResolvedConfig {
  if (config.jwtSecret) return { ...config, jwtSecret: config.jwtSecret };
  if (config.databaseUrl && config.nodeEnv === 'production') {
    throw new ConfigError(
      'Configuração inválida:\n  JWT_SECRET: obrigatório em produção com DATABASE_URL (todos os servidores devem usar o mesmo segredo)',
    );
  }
  const { secret } = keepSecretFile(
    {
      dir: config.dataDir,
      name: JWT_SECRET_FILE,
      minLength: MIN_JWT_SECRET_LENGTH,
      bytes: 48,
      tag: '[config]',
      noun: 'o segredo',
    },
    logger,
  );
  return { ...config, jwtSecret: secret };
}

import { AsyncLocalStorage } from 'node:async_hooks';
import { createRequire } from 'node:module';
import pino from 'pino';

/** Extra fields of a line (the access line's method, path, status…). */
type LogFields = Record<string, unknown>;

/**
 * What the server logs through: a message, and for a warning or an error the error behind it
 * (a warning's `cause`: its message, code and causes; an error's `err`: the same and its stack).
 */
export type Logger = {
  info: (message: string, fields?: LogFields) => void;
  warn: (message: string, error?: unknown) => void;
  error: (message: string, error?: unknown) => void;
};

export const silentLogger: Logger = { info: () => {}, warn: () => {}, error: () => {} };

/** `json`: one JSON object a line (production); `pretty`: one readable line (development). */
export type LogFormat = 'json' | 'pretty';

const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
type Level = (typeof LEVELS)[number];

/**
 * LOG_FORMAT (`json` or `pretty`) when set, else JSON in production and readable elsewhere;
 * LOG_LEVEL (pino's names, default `info`). A value not understood is named in a warning.
 */
export function logSettings(env: Record<string, string | undefined> = process.env): {
  format: LogFormat;
  level: Level;
  problems: string[];
} {
  const problems: string[] = [];
  const format = env.LOG_FORMAT?.trim().toLowerCase() || undefined;
  const level = env.LOG_LEVEL?.trim().toLowerCase() || undefined;
  if (format !== undefined && format !== 'json' && format !== 'pretty')
    problems.push(`LOG_FORMAT=${format} não reconhecido (use json ou pretty)`);
  if (level !== undefined && !(LEVELS as readonly string[]).includes(level))
    problems.push(`LOG_LEVEL=${level} não reconhecido (use ${LEVELS.join(', ')})`);
  return {
    format:
      format === 'json' || format === 'pretty'
        ? format
        : env.NODE_ENV === 'production'
          ? 'json'
          : 'pretty',
    level: (LEVELS as readonly string[]).includes(level ?? '') ? (level as Level) : 'info',
    problems,
  };
}

/**
 * The request being handled, for every line logged while handling it (work the request started
 * after its reply, such as an e-mail, included: the context follows promises).
 */
type RequestScope = { id: string };
const requestScope = new AsyncLocalStorage<RequestScope>();

/** Runs `work` as the handling of request `id`: its lines carry `reqId`. */
export const runWithRequestId = <T>(id: string, work: () => T): T => requestScope.run({ id }, work);

/**
 * pino-pretty, a development dependency, formats the readable lines in this process (no worker
 * thread to resolve from a bundle). Where it is not installed the lines stay JSON.
 */
function prettyStream(): pino.DestinationStream | undefined {
  try {
    const require = createRequire(import.meta.url);
    const pretty = require('pino-pretty') as (options: object) => pino.DestinationStream;
    return pretty({
      destination: 1,
      sync: false,
      singleLine: true,
      colorize: false,
      translateTime: 'SYS:HH:MM:ss.l',
      ignore: 'pid',
    });
  } catch {
    return undefined;
  }
}

export type LoggerOptions = {
  format?: LogFormat;
  level?: Level;
  /** Where lines go (tests hand a stream); default standard output, written asynchronously. */
  destination?: pino.DestinationStream;
};

/**
 * A {@link Logger} over pino. Inside {@link runWithRequestId} each line goes through a child
 * logger bound to the request's id, made on the request's first line.
 */
export function createLogger(options: LoggerOptions = {}): Logger {
  const pretty = options.format === 'pretty' && !options.destination ? prettyStream() : undefined;
  const destination = options.destination ?? pretty ?? pino.destination({ dest: 1, sync: false });
  const root = pino(
    {
      level: options.level ?? 'info',
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      // `err` arrives already made by errorFields; pino's own serializer would fold its causes
      // into one message and one stack.
      serializers: { err: (err: ErrorFields) => err },
    },
    destination,
  );
  const children = new WeakMap<RequestScope, pino.Logger>();
  const current = (): pino.Logger => {
    const scope = requestScope.getStore();
    if (!scope) return root;
    let child = children.get(scope);
    if (!child) {
      child = root.child({ reqId: scope.id });
      children.set(scope, child);
    }
    return child;
  };
  if (options.format === 'pretty' && !options.destination && !pretty)
    root.warn('LOG_FORMAT=pretty sem o pacote pino-pretty instalado: linhas em JSON');
  return {
    info: (message, fields) => {
      const log = current();
      if (fields) log.info(fields, message);
      else log.info(message);
    },
    warn: (message, error) => {
      const log = current();
      if (error === undefined) log.warn(message);
      // Under `cause`, not `err`: a warning's reason stays on its one line in both formats.
      else log.warn({ cause: errorFields(error, false) }, message);
    },
    error: (message, error) => {
      const log = current();
      if (error === undefined) log.error(message);
      else log.error({ err: errorFields(error, true) }, message);
    },
  };
}

let made: Logger | undefined;
const serverLogger = (): Logger => {
  if (made) return made;
  const settings = logSettings();
  made = createLogger(settings);
  for (const problem of settings.problems) made.warn(problem);
  return made;
};

/**
 * The server's logger, as LOG_FORMAT, NODE_ENV and LOG_LEVEL say; made on its first line, so a
 * module that imports this file and never logs opens nothing.
 */
export const rootLogger: Logger = {
  info: (message, fields) => serverLogger().info(message, fields),
  warn: (message, error) => serverLogger().warn(message, error),
  error: (message, error) => serverLogger().error(message, error),
};

type ErrorLike = {
  name?: unknown;
  message?: unknown;
  stack?: unknown;
  code?: unknown;
  cause?: unknown;
  errors?: unknown;
  query?: unknown;
  status?: unknown;
  statusCode?: unknown;
  $metadata?: { httpStatusCode?: unknown };
};

/** An error as a log line carries it: never the values a failed query was given. */
export type ErrorFields = {
  type: string;
  message: string;
  code?: string | number;
  /** The HTTP status an SDK's error reports (S3, the AI engine). */
  status?: number;
  /** A failed query's SQL, with its `$1` placeholders and not their values. */
  query?: string;
  stack?: string;
  /** An AggregateError's errors (a connection refused on every address of a host). */
  errors?: ErrorFields[];
  cause?: ErrorFields;
};

/** Causes and aggregated errors followed at most this deep (a cause may point back). */
const MAX_DEPTH = 5;

/** Drizzle's wrapper of a failed query, whose message lists the query's values. */
const isQueryError = (e: ErrorLike): boolean =>
  typeof e.message === 'string' &&
  (e.message.startsWith('Failed query:') || ('params' in e && e.message.includes('params:')));

/** The stack's frames only: its first line repeats the message, which may carry values. */
const framesOf = (stack: unknown): string | undefined => {
  if (typeof stack !== 'string') return undefined;
  const frames = stack
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');
  return frames || undefined;
};

/**
 * What may be logged of an error: its type, message, code, HTTP status, cause chain and (with
 * `stack`) its stack frames. A failed Drizzle query carries its SQL and its parameters in its
 * message (a registrant's password hash, e-mail, phone): only its SQL is kept, and its cause (the
 * database's own code and message; never `detail`, which repeats values).
 */
export function errorFields(error: unknown, stack: boolean, depth = 0): ErrorFields {
  if (!error || typeof error !== 'object') return { type: typeof error, message: String(error) };
  const e = error as ErrorLike;
  const query = isQueryError(e);
  const status = [e.$metadata?.httpStatusCode, e.statusCode, e.status].find(
    (s): s is number => typeof s === 'number',
  );
  const out: ErrorFields = {
    type:
      typeof e.name === 'string' && e.name
        ? e.name
        : ((error as object).constructor?.name ?? 'Object'),
    message: query ? 'Falha na consulta ao banco' : String(e.message ?? ''),
  };
  if (typeof e.code === 'string' || typeof e.code === 'number') out.code = e.code;
  if (status !== undefined) out.status = status;
  if (query && typeof e.query === 'string') out.query = e.query;
  const frames = stack ? framesOf(e.stack) : undefined;
  if (frames) out.stack = frames;
  if (depth < MAX_DEPTH) {
    if (Array.isArray(e.errors) && e.errors.length)
      out.errors = e.errors
        .slice(0, MAX_DEPTH)
        .map((inner) => errorFields(inner, false, depth + 1));
    if (e.cause !== undefined && e.cause !== null)
      out.cause = errorFields(e.cause, false, depth + 1);
  }
  return out;
}

/**
 * An error on one line, for a message's text: type, message and code, then each cause's (a
 * failed query's values left out as in {@link errorFields}).
 */
export function describeError(error: unknown): string {
  const parts: string[] = [];
  for (
    let fields: ErrorFields | undefined = errorFields(error, false);
    fields;
    fields = fields.cause ?? fields.errors?.[0]
  ) {
    const code = fields.code === undefined ? '' : ` [${fields.code}]`;
    parts.push(`${fields.type}: ${fields.message}${code}`);
  }
  return parts.join(' ← ');
}

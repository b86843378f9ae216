import { AsyncLocalStorage } from 'node:async_hooks';

export type Logger = {
  info: (message: string) => void;
  warn: (message: string) => void;
  error: (message: string, error?: unknown) => void;
};

/**
 * The id of the request being handled, for every log line written while handling it (work the
 * request started after its reply, such as an e-mail, included: the context follows promises).
 */
const requestScope = new AsyncLocalStorage<string>();

/** Runs `work` as the handling of request `id`: {@link currentRequestId} answers it inside. */
export const runWithRequestId = <T>(id: string, work: () => T): T => requestScope.run(id, work);

export const currentRequestId = (): string | undefined => requestScope.getStore();

const tagged = new WeakSet<Logger>();

/**
 * The logger with each line led by `[req <id>]` while a request is handled (lines written outside
 * one, at start-up or shutdown, stay as they are). Wrapping twice tags once.
 */
export function withRequestId(logger: Logger): Logger {
  if (tagged.has(logger)) return logger;
  const tag = (message: string) => {
    const id = currentRequestId();
    return id ? `[req ${id}] ${message}` : message;
  };
  const out: Logger = {
    info: (m) => logger.info(tag(m)),
    warn: (m) => logger.warn(tag(m)),
    error: (m, e) => logger.error(tag(m), e),
  };
  tagged.add(out);
  return out;
}

export const consoleLogger: Logger = withRequestId({
  info: (m) => console.log(m),
  warn: (m) => console.warn(m),
  // Through describeError even here: an error object may carry a failed query's parameters.
  error: (m, e) =>
    console.error(m, typeof e === 'string' ? e : e === undefined ? '' : describeError(e)),
});

export const silentLogger: Logger = { info: () => {}, warn: () => {}, error: () => {} };

type ErrorLike = {
  name?: unknown;
  message?: unknown;
  stack?: unknown;
  code?: unknown;
  cause?: unknown;
};

/**
 * What may be logged of an error. A failed Drizzle query carries its SQL and its parameters in
 * its message (a registrant's password hash, e-mail, phone): only the database's own code and
 * message (never `detail`, which repeats values) and the stack frames are kept.
 */
export function describeError(error: unknown): string {
  if (!error || typeof error !== 'object') return String(error ?? '');
  const e = error as ErrorLike;
  const frames =
    typeof e.stack === 'string'
      ? e.stack
          .split('\n')
          .filter((line) => /^\s+at /.test(line))
          .join('\n')
      : '';
  const isQuery =
    'params' in e || (typeof e.message === 'string' && e.message.startsWith('Failed query:'));
  if (isQuery) {
    const cause = (e.cause ?? {}) as ErrorLike;
    const code = typeof cause.code === 'string' ? `[${cause.code}] ` : '';
    const message = typeof cause.message === 'string' ? cause.message : 'sem detalhes';
    return `Falha na consulta ao banco: ${code}${message}\n${frames}`;
  }
  const head = `${typeof e.name === 'string' ? e.name : 'Error'}: ${String(e.message ?? '')}`;
  const cause = e.cause ? `\ncausa: ${describeError(e.cause)}` : '';
  return `${head}\n${frames}${cause}`;
}

export type Logger = {
  info: (message: string) => void;
  warn: (message: string) => void;
  error: (message: string, error?: unknown) => void;
};

export const consoleLogger: Logger = {
  info: (m) => console.log(m),
  warn: (m) => console.warn(m),
  // Through describeError even here: an error object may carry a failed query's parameters.
  error: (m, e) =>
    console.error(m, typeof e === 'string' ? e : e === undefined ? '' : describeError(e)),
};

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

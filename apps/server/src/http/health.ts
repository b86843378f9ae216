import type { DatabaseHandle } from '../db';
import type { Logger } from '../logger';

/** What the health and metrics endpoints need of the database (a DatabaseHandle is one). */
export type DatabaseProbe = Pick<DatabaseHandle, 'kind' | 'ping' | 'poolStats'>;

/** How long readiness waits for the database before saying it does not answer. */
export const READY_TIMEOUT_MS = 2_000;

const plain = (body: string, status: number): Response =>
  new Response(body, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  });

/** A 503 of `/readyz`, saying why. */
export const unready = (why: string): Response => plain(why, 503);

/** `GET /healthz`: the process is up and serving. Nothing else is asked, so it never fails. */
export const healthz = (): Response => plain('ok', 200);

/**
 * `GET /readyz`: 200 when the database answers `select 1` within {@link READY_TIMEOUT_MS}, 503
 * otherwise (closed, unreachable, or hanging). A change of state is logged once, not every probe.
 */
export function readinessCheck(
  database: Pick<DatabaseProbe, 'ping'>,
  logger: Logger,
  timeoutMs = READY_TIMEOUT_MS,
): () => Promise<Response> {
  let ready = true;
  return async () => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`sem resposta em ${timeoutMs} ms`)), timeoutMs);
    });
    try {
      await Promise.race([database.ping(), timeout]);
      if (!ready) logger.info('[readyz] o banco de dados voltou a responder');
      ready = true;
      return plain('ok', 200);
    } catch (error) {
      if (ready) logger.warn('[readyz] o banco de dados não responde', error);
      ready = false;
      return unready('banco de dados indisponível');
    } finally {
      clearTimeout(timer);
    }
  };
}

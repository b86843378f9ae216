import { join } from 'node:path';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { count } from 'drizzle-orm';
import { ConfigError, loadConfig, resolveJwtSecret } from './config';
import { DataDirLockedError, openDatabase, schema } from './db';
import { createLocalStorage } from './storage';
import { createMailer } from './mail/mailer';
import { consoleLogger as logger } from './logger';
import { createApp } from './app';

/** Beside the bundle (dist/migrations) when built; the db module finds them itself from source. */
function builtMigrations(): string | undefined {
  const dir = fileURLToPath(new URL('./migrations', import.meta.url));
  return existsSync(join(dir, 'meta', '_journal.json')) ? dir : undefined;
}

async function main(): Promise<void> {
  const config = resolveJwtSecret(loadConfig());
  const handle = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    migrationsFolder: builtMigrations(),
  });
  const storage = createLocalStorage(join(config.dataDir, 'files'));

  if (config.seedDemo) {
    const [row] = await handle.db.select({ n: count() }).from(schema.users);
    if ((row?.n ?? 0) === 0) {
      const { seedDemo } = await import('./seed/demo');
      logger.info('[seed] banco vazio: criando os dados de demonstração...');
      await seedDemo(handle.db, storage);
    }
  }

  const mailer = createMailer(config, logger);
  const app = createApp({ config, db: handle.db, storage, mailer, logger });
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
    logger.info(
      `Portal no ar em http://${host}:${info.port}/ (banco: ${handle.kind}, dados: ${config.dataDir})`,
    );
    logger.info(`API: http://${host}:${info.port}/webhook/${config.appSegment}/docs`);
    if (config.seedDemo) {
      logger.info(
        'Contas de demonstração (senha demo1234): admin@demo.com.br, conselho@demo.com.br, usuario@demo.com.br, aguardando@demo.com.br; empresa DEMO01',
      );
    }
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info(`[server] ${signal} recebido: encerrando...`);
    // Stop accepting; give requests in flight a moment, then close the database (and its lock).
    const force = setTimeout(() => {
      logger.warn('[server] requisições ainda abertas após 10 s: encerrando assim mesmo');
      void finish(1);
    }, 10_000);
    force.unref();
    server.close(() => void finish(0));
    (server as { closeIdleConnections?: () => void }).closeIdleConnections?.();
  };
  let finished = false;
  const finish = async (code: number) => {
    if (finished) return;
    finished = true;
    try {
      await app.settle();
      await handle.close();
    } catch (error) {
      logger.error('[server] erro ao fechar o banco', error);
      code = 1;
    }
    process.exit(code);
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error('Falha ao iniciar o servidor:', error);
  }
  process.exit(1);
});

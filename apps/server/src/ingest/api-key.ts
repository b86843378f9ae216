import { chmodSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { Config } from '../config';
import { silentLogger, type Logger } from '../logger';

export const INGEST_KEY_FILE = 'ingest-api-key';
/** Shortest key accepted, from the file as from INGEST_API_KEY (config.ts). */
export const MIN_INGEST_KEY_LENGTH = 24;

/** Where the installation key came from, for the start-up log. */
export type IngestKey = {
  key: string | null;
  source: 'env' | 'file' | 'generated' | 'off';
  file?: string;
};

/**
 * The installation key of the ingestion action: INGEST_API_KEY when set; in embedded mode (no
 * DATABASE_URL) a random key made on first start and kept in DATA_DIR/ingest-api-key (mode
 * 0600); with DATABASE_URL and no INGEST_API_KEY none at all (servers sharing a database would
 * each make their own), so only admin tokens get in. A kept file is used when its key is as long
 * as INGEST_API_KEY must be (an operator may have written their own); one readable by others is
 * narrowed back to 0600, with a warning, since the key alone lets anyone write meetings.
 */
export function resolveIngestApiKey(
  config: Pick<Config, 'ingestApiKey' | 'databaseUrl' | 'dataDir'>,
  logger: Pick<Logger, 'warn'> = silentLogger,
): IngestKey {
  if (config.ingestApiKey) return { key: config.ingestApiKey, source: 'env' };
  if (config.databaseUrl) return { key: null, source: 'off' };
  mkdirSync(config.dataDir, { recursive: true });
  const file = join(config.dataDir, INGEST_KEY_FILE);
  if (existsSync(file)) {
    const kept = readFileSync(file, 'utf8').trim();
    if (kept.length >= MIN_INGEST_KEY_LENGTH) {
      const mode = statSync(file).mode & 0o777;
      if (mode & ~0o600) {
        chmodSync(file, 0o600);
        logger.warn(
          `[ingestão] ${file} tinha permissões ${mode.toString(8).padStart(4, '0')}; reduzidas para 0600 (só o dono lê a chave)`,
        );
      }
      return { key: kept, source: 'file', file };
    }
  }
  const key = randomBytes(32).toString('base64url');
  writeFileSync(file, `${key}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return { key, source: 'generated', file };
}

/** One line saying how the ingestion action authenticates; never the key itself. */
export function logIngestKey(logger: Logger, resolved: IngestKey, appSegment: string) {
  const path = `/webhook/${appSegment}/meetings/ingest`;
  switch (resolved.source) {
    case 'env':
      logger.info(`[ingestão] ${path}: chave de API de INGEST_API_KEY ou token de administrador`);
      return;
    case 'file':
    case 'generated':
      logger.info(
        `[ingestão] ${path}: chave de API ${resolved.source === 'generated' ? 'gerada e ' : ''}guardada em ${resolved.file} (cabeçalho x-api-key) ou token de administrador`,
      );
      return;
    case 'off':
      logger.info(
        `[ingestão] ${path}: sem INGEST_API_KEY, a chave de API está desativada; só tokens de administrador`,
      );
  }
}

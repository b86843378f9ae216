import { MIN_INGEST_KEY_LENGTH, type Config } from '../config';
import { silentLogger, type Logger } from '../logger';
import { keepSecretFile } from '../secret-file';

export const INGEST_KEY_FILE = 'ingest-api-key';

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
 * as INGEST_API_KEY must be (MIN_INGEST_KEY_LENGTH); one readable by others is narrowed back to
 * 0600 with a warning (secret-file.ts), since the key alone lets anyone write meetings.
 */
export function resolveIngestApiKey(
  config: Pick<Config, 'ingestApiKey' | 'databaseUrl' | 'dataDir'>,
  logger: Pick<Logger, 'warn'> = silentLogger,
): IngestKey {
  if (config.ingestApiKey) return { key: config.ingestApiKey, source: 'env' };
  if (config.databaseUrl) return { key: null, source: 'off' };
  const { secret, source, file } = keepSecretFile(
    {
      dir: config.dataDir,
      name: INGEST_KEY_FILE,
      minLength: MIN_INGEST_KEY_LENGTH,
      bytes: 32,
      tag: '[ingestão]',
      noun: 'a chave',
    },
    logger,
  );
  return { key: secret, source, file };
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

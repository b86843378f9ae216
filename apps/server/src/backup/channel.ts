import { chmod, rm } from 'node:fs/promises';
import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Logger } from '../logger';
import type { PreparedBackup } from './create';
import { manifestSchema, type BackupManifest } from './manifest';
import { removeStaleStaging } from './tree';

// How `npm run backup` asks the running server for a copy: HTTP over a unix socket inside
// DATA_DIR, mode 0600. Who may ask is who may open that file: the account the server runs as
// (and root), the same people who could read DATA_DIR anyway. Nothing listens on the network,
// and the socket takes one request with no input: POST /backup, answered with the archive.

const ADMIN_SOCKET_NAME = 'admin.sock';
const BACKUP_PATH = '/backup';
/** The backup's manifest, as JSON, travels in this header ahead of the archive. */
const MANIFEST_HEADER = 'x-portal-backup-manifest';
/** Longest unix socket path Linux takes (sun_path is 108 bytes with its NUL). */
const MAX_SOCKET_PATH_BYTES = 107;

const adminSocketPath = (dataDir: string) => join(dataDir, ADMIN_SOCKET_NAME);

export type AdminChannel = {
  /** Stops listening, cuts the backups being sent and waits for each to clean up after itself. */
  close(): Promise<void>;
};

/**
 * Listens on DATA_DIR/admin.sock (the caller holds DATA_DIR's lock, so a socket file found
 * there is a dead server's and is replaced). Null when the path is too long for a unix socket:
 * then backups are made with the server stopped.
 */
export const openAdminChannel = async (options: {
  dataDir: string;
  backup: () => Promise<PreparedBackup>;
  logger: Logger;
}): Promise<AdminChannel | null> => {
  const { dataDir, backup, logger } = options;
  const path = adminSocketPath(dataDir);
  if (Buffer.byteLength(path) > MAX_SOCKET_PATH_BYTES) {
    logger.warn(
      `[backup] o caminho ${path} é longo demais para um socket: npm run backup só funcionará com o servidor parado`,
    );
    return null;
  }
  await removeStaleStaging(dataDir);
  await rm(path, { force: true });

  const answering = new Set<Promise<void>>();
  const sockets = new Set<Socket>();
  const answer = async (res: ServerResponse) => {
    let made: PreparedBackup;
    try {
      made = await backup();
    } catch (error) {
      logger.error('[backup] falha ao copiar os dados', error);
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: (error as Error).message }));
      return;
    }
    try {
      res.writeHead(200, {
        'content-type': 'application/gzip',
        [MANIFEST_HEADER]: JSON.stringify(made.manifest),
      });
      await pipeline(made.archive, res);
      logger.info(`[backup] cópia de ${made.manifest.createdAt} enviada a npm run backup`);
    } catch (error) {
      logger.error('[backup] falha ao enviar a cópia', error);
      res.destroy();
    } finally {
      await made.discard();
    }
  };

  const server = createServer((req, res) => {
    if (req.method !== 'POST' || req.url !== BACKUP_PATH) {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: `${req.method} ${req.url}: só POST ${BACKUP_PATH}` }));
      return;
    }
    const answered = answer(res);
    answering.add(answered);
    void answered.finally(() => answering.delete(answered)).catch(() => undefined);
  });

  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(path, () => {
      server.off('error', reject);
      resolve();
    });
  });
  await chmod(path, 0o600);

  return {
    close: async () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const socket of sockets) socket.destroy();
      await Promise.allSettled([...answering]);
      await closed;
    },
  };
};

export type RequestedBackup = { manifest: BackupManifest; archive: IncomingMessage };

/** No server listens there: the socket file is absent, or left by a server that is gone. */
const NOBODY_LISTENS = new Set(['ENOENT', 'ECONNREFUSED']);

/**
 * Asks the server holding `dataDir` for a backup: its manifest and the archive to read. Null
 * when no server listens on DATA_DIR/admin.sock; rejects with the server's reason when it failed.
 */
export const requestBackup = (dataDir: string): Promise<RequestedBackup | null> =>
  new Promise((resolve, reject) => {
    const req = request({
      socketPath: adminSocketPath(dataDir),
      method: 'POST',
      path: BACKUP_PATH,
    });
    req.once('error', (error: NodeJS.ErrnoException) => {
      if (NOBODY_LISTENS.has(error.code ?? '')) resolve(null);
      else reject(error);
    });
    req.once('response', (res) => {
      if (res.statusCode === 200) {
        try {
          const manifest = manifestSchema.parse(JSON.parse(String(res.headers[MANIFEST_HEADER])));
          resolve({ manifest, archive: res });
        } catch (error) {
          res.destroy();
          reject(error instanceof Error ? error : new Error(String(error)));
        }
        return;
      }
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.once('end', () => {
        let reason = body;
        try {
          reason = (JSON.parse(body) as { error?: string }).error ?? body;
        } catch {
          // not JSON: the body as it is
        }
        reject(new Error(reason || `HTTP ${res.statusCode}`));
      });
      res.once('error', reject);
    });
    req.end();
  });

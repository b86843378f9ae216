import { createWriteStream, existsSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import { BACKUP_MESSAGES } from '@portal/domain';
import { requestBackup } from '../backup/channel';
import { prepareBackup } from '../backup/create';
import { PGDATA_FOLDER, type BackupManifest } from '../backup/manifest';
import { fileStamp, removeStaleStaging } from '../backup/tree';
import { loadConfig } from '../config';
import { DataDirLockedError, openDatabase } from '../db';
import { restrictNewFiles } from '../data-dir';
import { isEntryPoint, withDataDirFromInvocation } from './entry-point';
import { DATA_DIR_USAGE_LINE, reportFailure, type CommandOutput } from './usage';

// `npm run backup [-- --out <file>]`: one .tar.gz with the embedded database and DATA_DIR's
// files (backup/manifest.ts lists what); with STORAGE_URL the uploads live in the bucket and are
// not copied (the command says so). With the server running, the server makes the copy
// (asked through DATA_DIR/admin.sock, backup/channel.ts); with it stopped, this command opens
// the database itself, holding DATA_DIR's lock meanwhile.

export const USAGE = [
  'Uso: npm run backup [-- --out <arquivo.tar.gz>]',
  '  Copia o banco e os arquivos do portal num só arquivo, com o servidor no ar ou parado',
  '  (padrão: backups/portal-<data>-<hora>.tar.gz, a partir de onde o comando foi chamado).',
  DATA_DIR_USAGE_LINE,
].join('\n');

export class BackupError extends Error {
  override name = 'BackupError';
}

/** Writes the archive beside `target` (owner-only: it holds password hashes and secrets), then renames it in. */
const writeArchive = async (archive: Readable, target: string): Promise<void> => {
  await mkdir(dirname(target), { recursive: true });
  const partial = `${target}.partial`;
  await rm(partial, { force: true });
  try {
    await pipeline(archive, createWriteStream(partial, { flags: 'wx', mode: 0o600 }));
    await rename(partial, target);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
};

/** No server holds DATA_DIR: opens the database here (taking the lock) and copies it. */
const backupHere = async (dataDir: string, target: string): Promise<BackupManifest> => {
  if (!existsSync(join(dataDir, PGDATA_FOLDER, 'PG_VERSION'))) {
    throw new BackupError(BACKUP_MESSAGES.noDatabase(dataDir));
  }
  let handle;
  try {
    handle = await openDatabase({ dataDir, lockWaitMs: 0 });
  } catch (error) {
    // A server started in between, or one that does not listen on admin.sock (yet).
    if (error instanceof DataDirLockedError) {
      throw new BackupError(BACKUP_MESSAGES.serverBusy(dataDir, error.pid));
    }
    throw error;
  }
  try {
    await removeStaleStaging(dataDir);
    const prepared = await prepareBackup({ dataDir, dumpDataDir: handle.dumpDataDir! });
    try {
      await writeArchive(prepared.archive, target);
    } finally {
      await prepared.discard();
    }
    return prepared.manifest;
  } finally {
    await handle.close();
  }
};

/** The command; returns the exit code (0 written, 1 refused or failed). */
export const runBackup = async (
  argv: readonly string[],
  env: Record<string, string | undefined> = process.env,
  out: CommandOutput = console,
  now: () => Date = () => new Date(),
): Promise<number> => {
  try {
    let values: { out?: string | undefined };
    try {
      ({ values } = parseArgs({
        args: [...argv],
        options: { out: { type: 'string' } },
        strict: true,
        allowPositionals: false,
      }));
    } catch {
      throw new BackupError(`Argumentos inválidos.\n${USAGE}`);
    }
    const config = loadConfig(withDataDirFromInvocation(env));
    const bucket = config.objectStorage?.url;
    if (config.databaseUrl) throw new BackupError(BACKUP_MESSAGES.postgres('backup', bucket));
    const target = resolve(
      env.INIT_CWD ?? process.cwd(),
      values.out ?? join('backups', `portal-${fileStamp(now())}.tar.gz`),
    );
    if (existsSync(target)) throw new BackupError(BACKUP_MESSAGES.outExists(target));

    let manifest: BackupManifest;
    let fromServer;
    try {
      fromServer = await requestBackup(config.dataDir);
    } catch (error) {
      throw new BackupError(BACKUP_MESSAGES.serverFailed((error as Error).message));
    }
    if (fromServer) {
      await writeArchive(fromServer.archive, target);
      manifest = fromServer.manifest;
    } else {
      manifest = await backupHere(config.dataDir, target);
    }
    out.log(BACKUP_MESSAGES.written(target, manifest.counts));
    // Never a silent gap: with STORAGE_URL the uploads are the bucket's to keep.
    if (bucket) out.log(BACKUP_MESSAGES.filesInBucket(bucket));
    return 0;
  } catch (error) {
    return reportFailure(out, error, BackupError, BACKUP_MESSAGES.failed);
  }
};

if (isEntryPoint(import.meta.url)) {
  // What the command writes under DATA_DIR (or a backup) is its owner's alone, as the server's.
  restrictNewFiles();
  process.exitCode = await runBackup(process.argv.slice(2));
}

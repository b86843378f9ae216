import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { BACKUP_MESSAGES } from '@portal/domain';
import { format } from 'date-fns';
import { restoreBackup, RestoreError } from '../backup/restore';
import { loadConfig } from '../config';
import { restrictNewFiles } from '../data-dir';
import { isEntryPoint, withDataDirFromInvocation } from './entry-point';
import { DATA_DIR_USAGE_LINE, reportFailure, type CommandOutput } from './usage';

// `npm run restore -- <file>`: puts a backup of `npm run backup` back into DATA_DIR, with the
// server stopped; what DATA_DIR held goes to DATA_DIR/before-restore-<when>/ (backup/restore.ts).

export const USAGE = [
  'Uso: npm run restore -- <arquivo.tar.gz>',
  '  Com o servidor parado, troca o banco e os arquivos do portal pelos do backup; os atuais',
  '  ficam guardados em DATA_DIR/before-restore-<data>-<hora>/.',
  DATA_DIR_USAGE_LINE,
].join('\n');

/** The command; returns the exit code (0 restored, 1 refused or failed). */
export const runRestore = async (
  argv: readonly string[],
  env: Record<string, string | undefined> = process.env,
  out: CommandOutput = console,
): Promise<number> => {
  try {
    let positionals: string[];
    try {
      ({ positionals } = parseArgs({
        args: [...argv],
        options: {},
        strict: true,
        allowPositionals: true,
      }));
    } catch {
      throw new RestoreError(`Argumentos inválidos.\n${USAGE}`);
    }
    if (positionals.length !== 1) throw new RestoreError(`Informe um arquivo de backup.\n${USAGE}`);
    const config = loadConfig(withDataDirFromInvocation(env));
    const bucket = config.objectStorage?.url;
    if (config.databaseUrl) throw new RestoreError(BACKUP_MESSAGES.postgres('restore', bucket));
    const archive = resolve(env.INIT_CWD ?? process.cwd(), positionals[0]!);
    const { manifest, keptAside } = await restoreBackup({ dataDir: config.dataDir, archive });
    const when = format(new Date(manifest.createdAt), 'dd/MM/yyyy HH:mm:ss');
    out.log(BACKUP_MESSAGES.restored(config.dataDir, when, manifest.counts));
    if (keptAside) out.log(BACKUP_MESSAGES.keptAside(keptAside));
    if (bucket) out.log(BACKUP_MESSAGES.bucketUntouched(bucket));
    return 0;
  } catch (error) {
    return reportFailure(out, error, RestoreError, BACKUP_MESSAGES.restoreFailed);
  }
};

if (isEntryPoint(import.meta.url)) {
  // What the command writes under DATA_DIR (or a backup) is its owner's alone, as the server's.
  restrictNewFiles();
  process.exitCode = await runRestore(process.argv.slice(2));
}

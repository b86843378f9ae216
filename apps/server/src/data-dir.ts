import { chmodSync, lstatSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Logger } from './logger';

// DATA_DIR holds the embedded database (password hashes among its rows), the uploaded files, the
// written e-mails (reset links) and the kept secrets: nobody but its owner may read or write any
// of it. Every process that writes there (the server, its cluster workers, the CLI commands)
// starts with an owner-only umask, and the database's own files are narrowed after PGlite, which
// sets their modes itself, has written them.

/** Group and others get nothing of what these processes create: folders 0700, files 0600. */
const OWNER_ONLY_UMASK = 0o077;

/** Call first thing in a process that may write under DATA_DIR. */
export function restrictNewFiles(): void {
  process.umask(OWNER_ONLY_UMASK);
}

/** The warning for a DATA_DIR others may read or enter; null when it is owner-only or absent. */
export function openDataDirWarning(dir: string): string | null {
  let mode: number;
  try {
    mode = statSync(dir).mode & 0o777;
  } catch {
    return null;
  }
  if ((mode & OWNER_ONLY_UMASK) === 0) return null;
  const octal = mode.toString(8).padStart(4, '0');
  return (
    `[dados] A pasta de dados DATA_DIR ${dir} tem permissões ${octal}: outros usuários desta ` +
    `máquina podem ler o banco (com os hashes das senhas), os arquivos e os segredos. ` +
    `Deixe-a só para o dono: chmod 700 ${dir}`
  );
}

/** Logs {@link openDataDirWarning} when there is one (at start, before anything is written). */
export function warnIfDataDirOpen(dir: string, logger: Pick<Logger, 'warn'>): void {
  const warning = openDataDirWarning(dir);
  if (warning) logger.warn(warning);
}

/**
 * Takes group and other bits off every folder and file under `dir` (and `dir` itself), keeping the
 * owner's; symbolic links are left alone. Answers how many were narrowed. PGlite writes the
 * database's files with modes of its own (0666 whatever the umask), hence this walk after it.
 */
export function narrowToOwner(dir: string): number {
  let narrowed = 0;
  const walk = (path: string) => {
    let stat;
    try {
      stat = lstatSync(path);
    } catch {
      return;
    }
    if (stat.isSymbolicLink()) return;
    const mode = stat.mode & 0o777;
    if (mode & OWNER_ONLY_UMASK) {
      try {
        chmodSync(path, mode & ~OWNER_ONLY_UMASK);
        narrowed += 1;
      } catch {
        // Gone meanwhile (the database removes its temporary files).
      }
    }
    if (!stat.isDirectory()) return;
    let names: string[] = [];
    try {
      names = readdirSync(path);
    } catch {
      return;
    }
    for (const name of names) walk(join(path, name));
  };
  walk(dir);
  return narrowed;
}

import {
  closeSync,
  mkdirSync,
  openSync,
  readFileSync,
  statSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import { join } from 'node:path';

// PGlite is Postgres inside this process: two processes on one data folder corrupt it. A lock
// file created exclusively ('wx') holds the owner's pid and its start time (so a pid reused by an
// unrelated process after a reboot does not keep the folder locked forever).

export const LOCK_FILE_NAME = 'server.lock';

export class DataDirLockedError extends Error {
  readonly code = 'DATA_DIR_LOCKED';
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `Outro servidor${pid > 0 ? ` (processo ${pid})` : ''} já está usando a pasta de dados DATA_DIR "${dataDir}". ` +
        'Pare esse servidor antes de iniciar outro, ou use outro DATA_DIR.',
    );
    this.name = 'DataDirLockedError';
  }
}

export type DataDirLock = { path: string; release(): void };

/** Start time of a process in clock ticks since boot (Linux), or null where /proc is absent. */
const processStartTime = (pid: number): string | null => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Field 22; the command name (field 2) may contain spaces, so count from its closing ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return fields[19] ?? null;
  } catch {
    return null;
  }
};

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** An empty lock file younger than this is probably being written by its owner right now. */
const FRESH_MS = 5_000;
const isFresh = (path: string): boolean => {
  try {
    return Date.now() - statSync(path).mtimeMs < FRESH_MS;
  } catch {
    return false;
  }
};

type LockOwner = { pid: number; startTime: string | null };

const readOwner = (path: string): LockOwner | null => {
  try {
    const [pidLine, startLine] = readFileSync(path, 'utf8').split('\n');
    const pid = Number(pidLine);
    if (!Number.isInteger(pid) || pid <= 0) return null;
    return { pid, startTime: startLine?.trim() || null };
  } catch {
    return null;
  }
};

/** A process killed but not yet reaped by its parent (state 'Z' or 'X' in /proc): it is gone. */
const isDead = (pid: number): boolean => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const state = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[0];
    return state === 'Z' || state === 'X' || state === 'x';
  } catch {
    return false;
  }
};

const ownerIsRunning = (owner: LockOwner): boolean => {
  if (!isAlive(owner.pid) || isDead(owner.pid)) return false;
  if (owner.startTime === null) return true;
  const now = processStartTime(owner.pid);
  return now === null || now === owner.startTime;
};

/** How long a start waits for the lock's owner to go (a server just killed is still exiting). */
const LOCK_WAIT_MS = 5_000;
const RETRY_MS = 100;

/**
 * Takes the lock of `dataDir` for this process, waiting up to `waitMs` for an owner that is still
 * running to exit (a restart right after kill -9 finds the old process still dying), or throws
 * DataDirLockedError (also when this very process already holds it: a second PGlite on the same
 * folder is just as harmful).
 */
export const acquireDataDirLock = async (
  dataDir: string,
  waitMs: number = LOCK_WAIT_MS,
): Promise<DataDirLock> => {
  const deadline = Date.now() + waitMs;
  for (;;) {
    try {
      return tryDataDirLock(dataDir);
    } catch (error) {
      if (!(error instanceof DataDirLockedError) || Date.now() >= deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
    }
  }
};

const tryDataDirLock = (dataDir: string): DataDirLock => {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, LOCK_FILE_NAME);
  const content = `${process.pid}\n${processStartTime(process.pid) ?? ''}\n`;
  for (let attempt = 0; attempt < 5; attempt += 1) {
    try {
      const fd = openSync(path, 'wx');
      try {
        writeSync(fd, content);
      } finally {
        closeSync(fd);
      }
      let released = false;
      return {
        path,
        release: () => {
          if (released) return;
          released = true;
          // Only remove the file if it is still ours (a takeover may have replaced it).
          if (readOwner(path)?.pid === process.pid) {
            try {
              unlinkSync(path);
            } catch {
              // already gone
            }
          }
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = readOwner(path);
    if (owner && ownerIsRunning(owner)) throw new DataDirLockedError(dataDir, owner.pid);
    if (!owner && isFresh(path)) throw new DataDirLockedError(dataDir, 0);
    // Stale (dead owner) or unreadable: take it over. Another process racing us may win the
    // next 'wx'; then the loop sees a live owner and refuses.
    try {
      unlinkSync(path);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  throw new Error(`Não foi possível obter o bloqueio da pasta de dados "${dataDir}".`);
};

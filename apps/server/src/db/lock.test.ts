import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { DataDirLockedError, LOCK_FILE_NAME, acquireDataDirLock } from './lock';
import { createThrowawayPostgres, preparedPgliteDir, tempDir } from './testing';
import { PROCESS_TEST_TIMEOUT_MS } from '../test/process';

const dirs: { remove: () => void }[] = [];
const freshDir = () => {
  const dir = tempDir('portal-lock-');
  dirs.push(dir);
  return dir.path;
};
/** A DATA_DIR with a database already in it (skips PGlite's slow initdb). */
const dirWithDatabase = async () => {
  const dir = await preparedPgliteDir('portal-lock-db-');
  dirs.push(dir);
  return dir.path;
};
afterAll(() => dirs.forEach((d) => d.remove()));

/** A pid that certainly belonged to a process that has exited. */
const deadPid = async (): Promise<number> => {
  const child = spawn(process.execPath, ['-e', '']);
  const pid = child.pid;
  await new Promise((resolve) => child.on('exit', resolve));
  if (!pid) throw new Error('no pid');
  return pid;
};

const children: ReturnType<typeof spawn>[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill();
});

describe('DATA_DIR lock', () => {
  it('refuses a second embedded database on the same folder and frees it on close', async () => {
    const dataDir = await dirWithDatabase();
    const first = await openDatabase({ dataDir });
    try {
      const second = openDatabase({ dataDir, lockWaitMs: 0 });
      await expect(second).rejects.toBeInstanceOf(DataDirLockedError);
      await expect(openDatabase({ dataDir, lockWaitMs: 0 })).rejects.toThrow(
        `Outro servidor (processo ${process.pid}) já está usando a pasta de dados DATA_DIR "${dataDir}"`,
      );
      expect(readFileSync(join(dataDir, LOCK_FILE_NAME), 'utf8').split('\n')[0]).toBe(
        String(process.pid),
      );
    } finally {
      await first.close();
    }
    expect(existsSync(join(dataDir, LOCK_FILE_NAME))).toBe(false);
    const again = await openDatabase({ dataDir });
    await again.close();
  });

  it('takes over the lock of a process that died without releasing it', async () => {
    const dataDir = await dirWithDatabase();
    const pid = await deadPid();
    writeFileSync(join(dataDir, LOCK_FILE_NAME), `${pid}\n`);
    const handle = await openDatabase({ dataDir });
    try {
      expect(readFileSync(join(dataDir, LOCK_FILE_NAME), 'utf8').split('\n')[0]).toBe(
        String(process.pid),
      );
    } finally {
      await handle.close();
    }
  });

  it('refuses while another live process holds the lock', async () => {
    const dataDir = freshDir();
    const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    children.push(child);
    writeFileSync(join(dataDir, LOCK_FILE_NAME), `${child.pid}\n`);
    await expect(acquireDataDirLock(dataDir, 0)).rejects.toThrow(DataDirLockedError);
    await expect(acquireDataDirLock(dataDir, 300)).rejects.toThrow(`processo ${child.pid}`);
  });

  it('waits for an owner that is being killed instead of refusing (restart right after kill -9)', async () => {
    const dataDir = freshDir();
    const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    children.push(child);
    await new Promise((resolve) => child.once('spawn', resolve));
    writeFileSync(join(dataDir, LOCK_FILE_NAME), `${child.pid}\n`);
    // Killed now; the start comes at once, while the owner is still exiting.
    child.kill('SIGKILL');
    const lock = await acquireDataDirLock(dataDir);
    try {
      expect(readFileSync(join(dataDir, LOCK_FILE_NAME), 'utf8').split('\n')[0]).toBe(
        String(process.pid),
      );
    } finally {
      lock.release();
    }
  });

  it('treats a lock whose pid now belongs to a different process as stale', async () => {
    const dataDir = freshDir();
    // Our own pid, but with a start time that is not ours: the pid was reused (e.g. a reboot).
    writeFileSync(join(dataDir, LOCK_FILE_NAME), `${process.pid}\n1\n`);
    const lock = await acquireDataDirLock(dataDir, 0);
    lock.release();
    expect(existsSync(join(dataDir, LOCK_FILE_NAME))).toBe(false);
  });

  it('does not remove a lock that another process took over', async () => {
    const dataDir = freshDir();
    const lock = await acquireDataDirLock(dataDir, 0);
    writeFileSync(join(dataDir, LOCK_FILE_NAME), '999999\n');
    lock.release();
    expect(readFileSync(join(dataDir, LOCK_FILE_NAME), 'utf8')).toBe('999999\n');
  });

  it(
    'makes a second server process on the same DATA_DIR fail with the pt-BR message',
    async () => {
      const dataDir = freshDir();
      const lock = await acquireDataDirLock(dataDir, 0);
      try {
        const clientModule = new URL('./client.ts', import.meta.url).href;
        const code = `
        const { openDatabase } = await import(${JSON.stringify(clientModule)});
        try { await openDatabase({ dataDir: ${JSON.stringify(dataDir)} }); process.exit(0); }
        catch (error) { console.error(error.message); process.exit(3); }
      `;
        const child = spawn(process.execPath, [
          '--import',
          'tsx',
          '--input-type=module',
          '-e',
          code,
        ]);
        children.push(child);
        let stderr = '';
        child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
        const exitCode = await new Promise((resolve) => child.on('exit', resolve));
        expect(stderr).toContain(`já está usando a pasta de dados DATA_DIR "${dataDir}"`);
        expect(exitCode).toBe(3);
      } finally {
        lock.release();
      }
      // A process that compiles the database module through tsx starts like a server does.
    },
    PROCESS_TEST_TIMEOUT_MS,
  );

  it('does not lock DATA_DIR for PostgreSQL, where servers run side by side', async () => {
    const dataDir = freshDir();
    const database = await createThrowawayPostgres();
    try {
      const a = await openDatabase({ dataDir, databaseUrl: database.url, poolSize: 1 });
      const b = await openDatabase({ dataDir, databaseUrl: database.url, poolSize: 1 });
      expect(existsSync(join(dataDir, LOCK_FILE_NAME))).toBe(false);
      await a.close();
      await b.close();
    } finally {
      await database.drop();
    }
  });
});

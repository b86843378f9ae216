import { createHash, randomBytes } from 'node:crypto';
import {
  createWriteStream,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { join, relative } from 'node:path';
import { BACKUP_INVALID_REASONS, BACKUP_MESSAGES } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { create as createTar, extract } from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runBackup } from '../cli/backup';
import { runRestore } from '../cli/restore';
import { openDatabase, schema } from '../db';
import { preparedPgliteDir, tempDir } from '../db/testing';
import { createLocalStorage, withDeferrableDeletes } from '../storage';
import { createPeople, type People } from '../test/fixtures';
import { openToOthers } from '../test/modes';
import { pipeline } from 'node:stream/promises';
import { prepareBackup } from './create';
import type { BackupManifest } from './manifest';
import { resolveMigrationsFolder } from '../db/client';

/** How many migrations this code has (the manifest counts those the database ran). */
const migrationCount = (): number =>
  (
    JSON.parse(readFileSync(join(resolveMigrationsFolder(), 'meta', '_journal.json'), 'utf8')) as {
      entries: unknown[];
    }
  ).entries.length;

// Backup and restore as functions and commands in this process, with no server: the archive,
// the refusals, and what they leave untouched. (backup.process.test.ts runs them against a live
// server.)

const capture = () => {
  const lines: string[] = [];
  const out = { log: (m: string) => lines.push(m), error: (m: string) => lines.push(m) };
  return { out, text: () => lines.join('\n') };
};

/** Every file under `dir` with its size, mode, modification time and content hash. */
const fingerprint = (dir: string): Record<string, string> => {
  const result: Record<string, string> = {};
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else {
        const stat = statSync(path);
        const hash = createHash('sha256').update(readFileSync(path)).digest('hex');
        result[relative(dir, path)] = `${stat.size} ${stat.mode} ${stat.mtimeMs} ${hash}`;
      }
    }
  };
  walk(dir);
  return result;
};

/** The archive unpacked in a temporary folder (synchronously: tar's `sync` option). */
const unpack = (archive: string) => {
  const folder = tempDir('portal-backup-unpacked-');
  extract({ file: archive, cwd: folder.path, sync: true });
  return folder;
};

describe('backup and restore with no server running', () => {
  let dir: { path: string; remove: () => void };
  let archives: { path: string; remove: () => void };
  let people: People;
  const env = () => ({ DATA_DIR: dir.path, INIT_CWD: archives.path });
  const PICTURE = new TextEncoder().encode('bytes de uma foto');

  beforeAll(async () => {
    archives = tempDir('portal-backup-files-');
    dir = await preparedPgliteDir('portal-backup-');
    const handle = await openDatabase({ dataDir: dir.path });
    try {
      people = await createPeople(handle.db);
      await createLocalStorage(join(dir.path, 'files')).put(
        'profile-pictures/foto.png',
        PICTURE,
        'image/png',
      );
      await handle.db
        .update(schema.users)
        .set({ profilePicture: 'profile-pictures/foto.png' })
        .where(eq(schema.users.id, people.user.id));
    } finally {
      await handle.close();
    }
  });
  afterAll(() => {
    dir?.remove();
    archives?.remove();
  });

  let archive: string;

  it('writes backups/portal-<when>.tar.gz, owner-only, holding the manifest, the database and the files', async () => {
    const run = capture();
    const now = () => new Date(2026, 10, 20, 14, 30, 5);
    expect(await runBackup([], env(), run.out, now), run.text()).toBe(0);
    archive = join(archives.path, 'backups', 'portal-2026-11-20-143005.tar.gz');
    expect(run.text()).toBe(
      BACKUP_MESSAGES.written(archive, {
        users: 5,
        businesses: 4,
        meetings: 0,
        tasks: 0,
        documents: 0,
        files: 1,
      }),
    );
    expect(statSync(archive).mode & 0o777).toBe(0o600);

    const unpacked = unpack(archive);
    try {
      expect(readdirSync(unpacked.path).sort()).toEqual(['database.tar', 'files', 'manifest.json']);
      const manifest = JSON.parse(readFileSync(join(unpacked.path, 'manifest.json'), 'utf8'));
      expect(manifest).toMatchObject({
        format: 'portal-backup',
        version: 1,
        database: { engine: 'pglite', migrations: migrationCount() },
        counts: { users: 5, businesses: 4, meetings: 0, tasks: 0, documents: 0, files: 1 },
      });
      expect(
        readFileSync(join(unpacked.path, 'files', 'objects', 'profile-pictures', 'foto.png')),
      ).toEqual(Buffer.from(PICTURE));
    } finally {
      unpacked.remove();
    }
    // Nothing of the copy's own work stays in DATA_DIR, and the lock was given back.
    expect(readdirSync(dir.path).sort()).toEqual(['files', 'pgdata']);
  });

  it('never overwrites an archive', async () => {
    const before = fingerprint(archives.path);
    const run = capture();
    expect(await runBackup(['--out', archive], env(), run.out)).toBe(1);
    expect(run.text()).toBe(BACKUP_MESSAGES.outExists(archive));
    expect(fingerprint(archives.path)).toEqual(before);
  });

  it('refuses a DATA_DIR without a database', async () => {
    const empty = tempDir('portal-backup-empty-');
    try {
      const run = capture();
      const out = join(archives.path, 'vazio.tar.gz');
      expect(await runBackup(['--out', out], { DATA_DIR: empty.path }, run.out)).toBe(1);
      expect(run.text()).toBe(BACKUP_MESSAGES.noDatabase(empty.path));
      expect(existsSync(out)).toBe(false);
    } finally {
      empty.remove();
    }
  });

  it('with DATABASE_URL, sends both commands to pg_dump and pg_restore', async () => {
    const postgres = { ...env(), DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test' };
    const backup = capture();
    expect(await runBackup([], postgres, backup.out)).toBe(1);
    expect(backup.text()).toBe(BACKUP_MESSAGES.postgres('backup'));
    expect(backup.text()).toContain('pg_dump');
    const restore = capture();
    expect(await runRestore([archive], postgres, restore.out)).toBe(1);
    expect(restore.text()).toBe(BACKUP_MESSAGES.postgres('restore'));
    expect(restore.text()).toContain('pg_restore');
  });

  it('with STORAGE_URL, copies the database and says the uploads stay in the bucket', async () => {
    const bucket = 's3://portal-arquivos/producao';
    const withBucket = { ...env(), STORAGE_URL: bucket };
    const backup = capture();
    const out = join(archives.path, 'com-bucket.tar.gz');
    expect(await runBackup(['--out', out], withBucket, backup.out), backup.text()).toBe(0);
    expect(backup.text()).toContain(BACKUP_MESSAGES.filesInBucket(bucket));
    // Restored into a folder of its own (the tests below restore into this one).
    const elsewhere = tempDir('portal-backup-bucket-');
    try {
      const restore = capture();
      const into = { ...withBucket, DATA_DIR: elsewhere.path };
      expect(await runRestore([out], into, restore.out), restore.text()).toBe(0);
      expect(restore.text()).toContain(BACKUP_MESSAGES.bucketUntouched(bucket));
    } finally {
      elsewhere.remove();
    }
    const postgres = capture();
    const both = { ...withBucket, DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test' };
    expect(await runBackup([], both, postgres.out)).toBe(1);
    expect(postgres.text()).toBe(BACKUP_MESSAGES.postgres('backup', bucket));
    expect(postgres.text()).toContain(bucket);
  });

  it('refuses to restore while the folder is in use, and to back up when its holder does not answer', async () => {
    const handle = await openDatabase({ dataDir: dir.path });
    try {
      const before = fingerprint(dir.path);
      const restore = capture();
      expect(await runRestore([archive], env(), restore.out)).toBe(1);
      expect(restore.text()).toBe(BACKUP_MESSAGES.serverRunning(dir.path, process.pid));
      // This process holds the folder but listens on no admin.sock.
      const backup = capture();
      const out = join(archives.path, 'ocupado.tar.gz');
      expect(await runBackup(['--out', out], env(), backup.out)).toBe(1);
      expect(backup.text()).toBe(BACKUP_MESSAGES.serverBusy(dir.path, process.pid));
      expect(existsSync(out)).toBe(false);
      expect(fingerprint(dir.path)).toEqual(before);
    } finally {
      await handle.close();
    }
  });

  /** A copy of the good archive with `change` applied to its unpacked contents. */
  const tampered = async (name: string, change: (folder: string) => void): Promise<string> => {
    const unpacked = unpack(archive);
    try {
      change(unpacked.path);
      const file = join(archives.path, name);
      await createTar({ gzip: true, cwd: unpacked.path, file }, readdirSync(unpacked.path));
      return file;
    } finally {
      unpacked.remove();
    }
  };
  const editManifest = (folder: string, edit: (m: BackupManifest) => void) => {
    const path = join(folder, 'manifest.json');
    const manifest = JSON.parse(readFileSync(path, 'utf8')) as BackupManifest;
    edit(manifest);
    writeFileSync(path, JSON.stringify(manifest));
  };

  const badArchives: [string, () => Promise<string>, (path: string) => string][] = [
    [
      'random bytes',
      async () => {
        const file = join(archives.path, 'aleatorio.tar.gz');
        writeFileSync(file, randomBytes(4096));
        return file;
      },
      (path) => BACKUP_MESSAGES.invalid(path, BACKUP_INVALID_REASONS.unreadable),
    ],
    [
      'a cut-off archive',
      async () => {
        const file = join(archives.path, 'cortado.tar.gz');
        const bytes = readFileSync(archive);
        writeFileSync(file, bytes.subarray(0, Math.floor(bytes.length / 2)));
        return file;
      },
      (path) => BACKUP_MESSAGES.invalid(path, BACKUP_INVALID_REASONS.unreadable),
    ],
    [
      'another program’s .tar.gz',
      async () => {
        const folder = tempDir('portal-backup-foreign-');
        try {
          writeFileSync(join(folder.path, 'notas.txt'), 'outra coisa');
          const file = join(archives.path, 'outro.tar.gz');
          await createTar({ gzip: true, cwd: folder.path, file }, ['notas.txt']);
          return file;
        } finally {
          folder.remove();
        }
      },
      (path) => BACKUP_MESSAGES.invalid(path, BACKUP_INVALID_REASONS.unexpectedEntry('notas.txt')),
    ],
    [
      'a backup with a link among its files',
      () =>
        tampered('com-link.tar.gz', (folder) =>
          symlinkSync('/etc/passwd', join(folder, 'files', 'objects', 'senhas')),
        ),
      (path) =>
        BACKUP_MESSAGES.invalid(
          path,
          BACKUP_INVALID_REASONS.unexpectedEntry('files/objects/senhas'),
        ),
    ],
    [
      'a backup without its manifest',
      () => tampered('sem-manifest.tar.gz', (folder) => rmSync(join(folder, 'manifest.json'))),
      (path) => BACKUP_MESSAGES.invalid(path, BACKUP_INVALID_REASONS.noManifest),
    ],
    [
      'a backup whose manifest is of another format',
      () =>
        tampered('outro-formato.tar.gz', (folder) =>
          editManifest(folder, (m) => Object.assign(m, { format: 'outro-programa' })),
        ),
      (path) => BACKUP_MESSAGES.invalid(path, BACKUP_INVALID_REASONS.badManifest),
    ],
    [
      'a backup without its database',
      () => tampered('sem-banco.tar.gz', (folder) => rmSync(join(folder, 'database.tar'))),
      (path) => BACKUP_MESSAGES.invalid(path, BACKUP_INVALID_REASONS.noDatabase),
    ],
    [
      'a backup whose database is not a tar',
      () =>
        tampered('banco-ruim.tar.gz', (folder) =>
          writeFileSync(join(folder, 'database.tar'), randomBytes(8192)),
        ),
      (path) => BACKUP_MESSAGES.invalid(path, BACKUP_INVALID_REASONS.badDatabase),
    ],
    [
      'a backup whose database folder does not open',
      () =>
        tampered('banco-vazio.tar.gz', (folder) => {
          const pgdata = join(folder, 'pgdata');
          mkdirSync(pgdata);
          writeFileSync(join(pgdata, 'PG_VERSION'), '17\n');
          createTar({ cwd: pgdata, file: join(folder, 'database.tar'), sync: true }, [
            'PG_VERSION',
          ]);
          rmSync(pgdata, { recursive: true });
        }),
      (path) => BACKUP_MESSAGES.invalid(path, BACKUP_INVALID_REASONS.badDatabase),
    ],
    [
      'a backup missing a file its manifest counted',
      () =>
        tampered('sem-foto.tar.gz', (folder) =>
          rmSync(join(folder, 'files', 'objects', 'profile-pictures', 'foto.png')),
        ),
      (path) =>
        BACKUP_MESSAGES.invalid(
          path,
          BACKUP_INVALID_REASONS.countsDiffer(
            { users: 5, businesses: 4, meetings: 0, tasks: 0, documents: 0, files: 1 },
            { users: 5, businesses: 4, meetings: 0, tasks: 0, documents: 0, files: 0 },
          ),
        ),
    ],
    [
      'a backup of a newer portal',
      () =>
        tampered('mais-novo.tar.gz', (folder) =>
          editManifest(folder, (m) => (m.database.lastMigrationAt = Date.UTC(2999, 0, 1))),
        ),
      (path) => BACKUP_MESSAGES.newerVersion(path),
    ],
  ];

  it.each(badArchives)('refuses %s and changes nothing', async (_, make, message) => {
    const file = await make();
    const before = fingerprint(dir.path);
    const run = capture();
    expect(await runRestore([file], env(), run.out)).toBe(1);
    expect(run.text()).toBe(message(file));
    expect(fingerprint(dir.path)).toEqual(before);
  });

  it('refuses an archive that is not there', async () => {
    const run = capture();
    expect(await runRestore(['nao-existe.tar.gz'], env(), run.out)).toBe(1);
    expect(run.text()).toBe(
      BACKUP_MESSAGES.archiveMissing(join(archives.path, 'nao-existe.tar.gz')),
    );
  });

  it('restores the backup: its rows and files back, what was there kept aside', async () => {
    // Changes after the backup: a new person, the picture gone, another file.
    const handle = await openDatabase({ dataDir: dir.path });
    try {
      await handle.db.insert(schema.users).values({
        name: 'Depois do backup',
        email: 'depois@fixture.com.br',
        passwordHash: 'x',
        role: 'user',
        status: 'active',
      });
    } finally {
      await handle.close();
    }
    const storage = createLocalStorage(join(dir.path, 'files'));
    await storage.delete('profile-pictures/foto.png');
    await storage.put('logos/depois.svg', new TextEncoder().encode('<svg/>'), 'image/svg+xml');

    const run = capture();
    expect(await runRestore([archive], env(), run.out), run.text()).toBe(0);
    // The loaded database's files, which PGlite writes 0666, are its owner's alone.
    expect(openToOthers(join(dir.path, 'pgdata'))).toEqual([]);
    const aside = readdirSync(dir.path).filter((n) => n.startsWith('before-restore-'));
    expect(aside).toHaveLength(1);
    expect(run.text()).toContain(BACKUP_MESSAGES.keptAside(join(dir.path, aside[0]!)));

    const restored = await openDatabase({ dataDir: dir.path });
    try {
      const emails = (await restored.db.select({ email: schema.users.email }).from(schema.users))
        .map((u) => u.email)
        .sort();
      expect(emails).toEqual(
        [people.admin, people.council, people.user, people.waiting, people.outsider]
          .map((p) => p.email)
          .sort(),
      );
    } finally {
      await restored.close();
    }
    const picture = await storage.get('profile-pictures/foto.png');
    expect(picture?.bytes).toEqual(PICTURE);
    expect(picture?.contentType).toBe('image/png');
    expect(await storage.get('logos/depois.svg')).toBeNull();
    // The state before the restore, whole, in the folder set aside.
    const kept = createLocalStorage(join(dir.path, aside[0]!, 'files'));
    expect(await kept.get('logos/depois.svg')).not.toBeNull();
    expect(existsSync(join(dir.path, aside[0]!, 'pgdata', 'PG_VERSION'))).toBe(true);
  });
});

describe('a backup taken while the server deletes a file', () => {
  it('keeps the file of every row it copied: the deletion waits for the copy', async () => {
    const dir = await preparedPgliteDir('portal-backup-hold-');
    const handle = await openDatabase({ dataDir: dir.path });
    try {
      const files = withDeferrableDeletes(createLocalStorage(join(dir.path, 'files')));
      await files.storage.put(
        'logos/marca.svg',
        new TextEncoder().encode('<svg/>'),
        'image/svg+xml',
      );
      // Right after the database is copied, the logo is deleted (as a service deletes a file
      // once the row naming it is gone: the copy may still hold that row).
      const prepared = await prepareBackup({
        dataDir: dir.path,
        holdDeletes: files.hold,
        dumpDataDir: async (read) => {
          const dumped = await handle.dumpDataDir!(read);
          await files.storage.delete('logos/marca.svg');
          return dumped;
        },
      });
      const file = join(dir.path, 'copia.tar.gz');
      try {
        await pipeline(prepared.archive, createWriteStream(file));
      } finally {
        await prepared.discard();
      }
      expect(prepared.manifest.counts.files).toBe(1);
      const unpacked = unpack(file);
      try {
        expect(
          readFileSync(join(unpacked.path, 'files', 'objects', 'logos', 'marca.svg'), 'utf8'),
        ).toBe('<svg/>');
      } finally {
        unpacked.remove();
      }
      // Once the copy is made, the deletion happens.
      expect(await files.storage.get('logos/marca.svg')).toBeNull();
      expect(existsSync(join(dir.path, 'files', 'objects', 'logos', 'marca.svg'))).toBe(false);
    } finally {
      await handle.close();
      dir.remove();
    }
  });
});

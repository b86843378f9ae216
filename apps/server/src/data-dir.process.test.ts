import { afterAll, describe, expect, it, vi } from 'vitest';
import { chmodSync, existsSync, lstatSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDataDirWarning } from './data-dir';
import { preparedPgliteDir } from './db/testing';
import { firstStartLine, remindersHeldLine } from './start-messages';
import { openToOthers } from './test/modes';
import {
  killServerProcesses,
  runScript,
  startServerProcess,
  PROCESS_TEST_TIMEOUT_MS,
} from './test/process';

// A first start as `npm start` makes it (a DATA_DIR that does not exist yet, the demo seeded), in
// a real server process: what it leaves on disk, what it says while it is silent otherwise, and
// whom it mails.
vi.setConfig({ testTimeout: PROCESS_TEST_TIMEOUT_MS, hookTimeout: PROCESS_TEST_TIMEOUT_MS });

const writtenMails = (dataDir: string): string[] => {
  const folder = join(dataDir, 'mail');
  return existsSync(folder) ? readdirSync(folder).filter((f) => f.endsWith('.eml')) : [];
};

describe('a first start on the embedded database', () => {
  const parent = mkdtempSync(join(tmpdir(), 'portal-first-start-'));
  const dataDir = join(parent, 'data');
  afterAll(async () => {
    await killServerProcesses();
    rmSync(parent, { recursive: true, force: true });
  });

  it('leaves nothing others can read, says each step, and mails no demo person', async () => {
    // Reminders due from the 1st: the demo has a company whose last month has no report.
    const env = { DATA_DIR: dataDir, SEED_DEMO: 'true', REPORT_REMINDER_DAY: '1' };
    const first = startServerProcess(env);
    await first.listening;
    expect(openToOthers(dataDir)).toEqual([]);

    const output = first.output();
    const pgdata = join(dataDir, 'pgdata');
    const steps = (['create', 'migrate', 'seed'] as const).map((step) =>
      output.indexOf(firstStartLine(step, true, pgdata)),
    );
    expect(
      steps.every((at) => at >= 0),
      output,
    ).toBe(true);
    expect([...steps].sort((a, b) => a - b)).toEqual(steps);
    expect(steps[2]).toBeLessThan(output.indexOf('Portal no ar'));
    expect(output).toContain(remindersHeldLine(true));
    expect(output).not.toContain('[dados]');

    // Stopped, it has finished whatever round it had begun; PGlite has written its last files.
    expect(await first.stop('SIGTERM')).toBe(0);
    expect(writtenMails(dataDir)).toEqual([]);
    expect(openToOthers(dataDir)).toEqual([]);

    // The same demo with reminders asked for: they go out (what the hold above kept back).
    const second = startServerProcess({ ...env, REPORT_REMINDERS: 'true' });
    await second.listening;
    expect(await second.stop('SIGTERM')).toBe(0);
    expect(second.output()).not.toContain(firstStartLine('create', true, pgdata));
    expect(second.output()).not.toContain(remindersHeldLine(true));
    expect(writtenMails(dataDir).length).toBeGreaterThan(0);
    expect(openToOthers(dataDir)).toEqual([]);
  });
});

describe('a DATA_DIR others can read', () => {
  let dir: { path: string; remove: () => void } | undefined;
  afterAll(async () => {
    await killServerProcesses();
    dir?.remove();
  });

  it('is named at start with its mode and the command that narrows it', async () => {
    dir = await preparedPgliteDir('portal-open-data-dir-');
    chmodSync(dir.path, 0o755);
    const warning = openDataDirWarning(dir.path);
    expect(warning).toContain('0755');
    expect(warning).toContain(`chmod 700 ${dir.path}`);

    const server = startServerProcess({ DATA_DIR: dir.path });
    await server.listening;
    expect(server.output()).toContain(warning);
    expect(await server.stop('SIGTERM')).toBe(0);
    // The folder is the operator's to change; what the server wrote inside it is owner-only.
    expect(lstatSync(dir.path).mode & 0o777).toBe(0o755);
    expect(openToOthers(join(dir.path, 'pgdata'))).toEqual([]);
  });
});

describe('a command on a DATA_DIR that does not exist yet', () => {
  const parent = mkdtempSync(join(tmpdir(), 'portal-command-data-dir-'));
  afterAll(async () => {
    await killServerProcesses();
    rmSync(parent, { recursive: true, force: true });
  });

  it('admin:create leaves the database it creates to its owner alone', async () => {
    const dataDir = join(parent, 'data');
    const argv = ['--email', 'dona@empresa.com.br', '--name', 'Dona', '--password', 'senha-dona'];
    const command = runScript('src/cli/admin-create.ts', argv, { DATA_DIR: dataDir });
    expect(await command.exited, command.output()).toBe(0);
    expect(command.output()).toContain('Administrador Dona <dona@empresa.com.br> criado');
    expect(openToOthers(dataDir)).toEqual([]);
  });
});

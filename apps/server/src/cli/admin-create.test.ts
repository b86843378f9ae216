import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../auth/password';
import { openDatabase, type DatabaseHandle } from '../db/client';
import {
  createThrowawayPostgres,
  preparedPgliteDir,
  tempDir,
  type ThrowawayPostgres,
} from '../db/testing';
import { EMAIL_TAKEN } from '@portal/domain';
import { AdminCreateError, createAdmin, parseAdminInput, runAdminCreate } from './admin-create';
import { withDataDirFromInvocation } from './entry-point';

const capture = () => {
  const lines: string[] = [];
  return { lines, out: { log: (m: string) => lines.push(m), error: (m: string) => lines.push(m) } };
};

describe('admin:create arguments', () => {
  it('takes e-mail, name and password from flags, lower-casing the e-mail', () => {
    expect(
      parseAdminInput([
        '--email',
        ' Chefe@Empresa.com.br ',
        '--name',
        'Ana Chefe',
        '--password',
        'segredo1',
      ]),
    ).toEqual({ email: 'chefe@empresa.com.br', name: 'Ana Chefe', password: 'segredo1' });
  });

  it('falls back to ADMIN_* variables, flags winning', () => {
    const env = {
      ADMIN_EMAIL: 'env@empresa.com.br',
      ADMIN_NAME: 'Env',
      ADMIN_PASSWORD: 'senha-env',
    };
    expect(parseAdminInput([], env)).toEqual({
      email: 'env@empresa.com.br',
      name: 'Env',
      password: 'senha-env',
    });
    expect(parseAdminInput(['--name', 'Flag', '--phone', '(11) 99999-0000'], env)).toMatchObject({
      name: 'Flag',
      phone: '(11) 99999-0000',
    });
  });

  it.each([
    [
      ['--email', 'a@b.com', '--name', 'A', '--password', '12345'],
      'A senha deve ter pelo menos 6 caracteres',
    ],
    [['--email', 'a@b.com', '--name', 'A'], 'A senha é obrigatória'],
    [
      ['--email', 'nao-e-email', '--name', 'A', '--password', '123456'],
      'Por favor, insira um email válido',
    ],
    [['--name', 'A', '--password', '123456'], 'O email é obrigatório'],
    [['--email', 'a@b.com', '--password', '123456'], 'O nome é obrigatório'],
    [['--email', 'a@b.com', '--nome', 'A'], 'Argumentos inválidos.'],
  ])('refuses %j with a pt-BR message', (argv, message) => {
    expect(() => parseAdminInput(argv, {})).toThrow(AdminCreateError);
    expect(() => parseAdminInput(argv, {})).toThrow(message);
  });
});

describe('admin:create against PostgreSQL', () => {
  const dir = tempDir('portal-admin-pg-');
  let database: ThrowawayPostgres;
  let handle: DatabaseHandle;

  beforeAll(async () => {
    database = await createThrowawayPostgres();
    handle = await openDatabase({ dataDir: dir.path, databaseUrl: database.url, poolSize: 2 });
  });
  afterAll(async () => {
    await handle?.close();
    await database?.drop();
    dir.remove();
  });

  it('creates an active admin whose password works', async () => {
    const created = await createAdmin(handle.db, {
      email: 'primeira@empresa.com.br',
      name: 'Primeira Admin',
      password: 'segredo123',
    });
    const user = await handle.db.query.users.findFirst({
      where: (u, { eq }) => eq(u.id, created.id),
    });
    expect(user).toMatchObject({ role: 'admin', status: 'active', name: 'Primeira Admin' });
    expect(await verifyPassword(user!.passwordHash, 'segredo123')).toBe(true);
  });

  it('refuses an e-mail already in use, whatever its case', async () => {
    await expect(
      createAdmin(handle.db, { email: 'PRIMEIRA@empresa.com.br', name: 'X', password: '123456' }),
    ).rejects.toThrow(EMAIL_TAKEN);
  });

  it('runs as a command on DATABASE_URL and exits non-zero on a duplicate', async () => {
    const env = { DATABASE_URL: database.url, DATA_DIR: dir.path };
    const argv = ['--email', 'cli@empresa.com.br', '--name', 'Pela CLI', '--password', 'senha-cli'];
    const first = capture();
    expect(await runAdminCreate(argv, env, first.out)).toBe(0);
    expect(first.lines.join('\n')).toContain('Administrador Pela CLI <cli@empresa.com.br> criado');
    const second = capture();
    expect(await runAdminCreate(argv, env, second.out)).toBe(1);
    expect(second.lines).toEqual([EMAIL_TAKEN]);
  });
});

describe('admin:create on the embedded database', () => {
  let dir: { path: string; remove: () => void };
  beforeAll(async () => {
    dir = await preparedPgliteDir('portal-admin-pglite-');
  });
  afterAll(() => dir?.remove());

  it('creates the admin in DATA_DIR, and refuses while a server holds that folder', async () => {
    const env = { DATA_DIR: dir.path };
    const argv = ['--email', 'dono@empresa.com.br', '--name', 'Dono', '--password', 'senha-dono'];
    const ok = capture();
    expect(await runAdminCreate(argv, env, ok.out)).toBe(0);

    const server = await openDatabase({ dataDir: dir.path });
    try {
      const users = await server.db.query.users.findMany();
      expect(users.map((u) => [u.email, u.role])).toEqual([['dono@empresa.com.br', 'admin']]);
      const locked = capture();
      const other = ['--email', 'outro@empresa.com.br', '--name', 'Outro', '--password', '123456'];
      expect(await runAdminCreate(other, env, locked.out)).toBe(1);
      expect(locked.lines.join('\n')).toContain('já está usando a pasta de dados DATA_DIR');
    } finally {
      await server.close();
    }
  });
});

describe('admin:create DATA_DIR', () => {
  it('resolves a relative DATA_DIR from the folder npm was invoked in', () => {
    expect(withDataDirFromInvocation({ INIT_CWD: '/srv/portal' }).DATA_DIR).toBe(
      '/srv/portal/data',
    );
    expect(withDataDirFromInvocation({ INIT_CWD: '/srv/portal', DATA_DIR: 'dados' }).DATA_DIR).toBe(
      '/srv/portal/dados',
    );
    expect(
      withDataDirFromInvocation({ INIT_CWD: '/srv/portal', DATA_DIR: '/var/lib/portal' }).DATA_DIR,
    ).toBe('/var/lib/portal');
    expect(withDataDirFromInvocation({ DATA_DIR: 'dados' }).DATA_DIR).toBe('dados');
  });
});

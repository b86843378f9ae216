import { parseArgs } from 'node:util';
import { EMAIL_TAKEN, NAME_REQUIRED, validateEmail, validatePassword } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { hashPassword } from '../auth/password';
import { loadConfig } from '../config';
import { openDatabase, type Database } from '../db/client';
import { users } from '../db/schema/index';
import { restrictNewFiles } from '../data-dir';
import { isEntryPoint, withDataDirFromInvocation } from './entry-point';
import { DATABASE_USAGE_LINE } from './usage';

// `npm run admin:create -- --email x --name y --password z`: the first admin of a production
// database (which is never seeded). Flags or environment only, never a prompt, so it runs in
// scripts and containers. Uses the server's own DATABASE_URL / DATA_DIR.

export const USAGE = [
  'Uso: npm run admin:create -- --email <email> --name <nome> --password <senha> [--phone <telefone>]',
  '  (ou as variáveis ADMIN_EMAIL, ADMIN_NAME, ADMIN_PASSWORD, ADMIN_PHONE)',
  DATABASE_USAGE_LINE,
].join('\n');

export type AdminInput = { email: string; name: string; password: string; phone?: string };

export class AdminCreateError extends Error {
  override name = 'AdminCreateError';
}

/** Reads flags (winning) and ADMIN_* variables; throws AdminCreateError with a pt-BR message. */
export const parseAdminInput = (
  argv: readonly string[],
  env: Record<string, string | undefined> = process.env,
): AdminInput => {
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: {
        email: { type: 'string' },
        name: { type: 'string' },
        password: { type: 'string' },
        phone: { type: 'string' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch {
    throw new AdminCreateError(`Argumentos inválidos.\n${USAGE}`);
  }
  const text = (flag: string, variable: string) => {
    const value = values[flag];
    return (typeof value === 'string' ? value : (env[variable] ?? '')).trim();
  };
  const email = text('email', 'ADMIN_EMAIL').toLowerCase();
  const name = text('name', 'ADMIN_NAME');
  // Passwords are taken as given: spaces may be part of them.
  const rawPassword = values.password;
  const password = typeof rawPassword === 'string' ? rawPassword : (env.ADMIN_PASSWORD ?? '');
  const phone = text('phone', 'ADMIN_PHONE');

  const problems = [
    name ? undefined : NAME_REQUIRED,
    validateEmail(email),
    validatePassword(password),
  ].filter((p): p is string => Boolean(p));
  if (problems.length > 0) throw new AdminCreateError(`${problems.join('\n')}\n${USAGE}`);
  return { email, name, password, ...(phone ? { phone } : {}) };
};

export type CreatedAdmin = { id: string; email: string; name: string };

/** Inserts an active admin; refuses an e-mail already in use (any role). */
export const createAdmin = async (db: Database, input: AdminInput): Promise<CreatedAdmin> => {
  const passwordHash = await hashPassword(input.password);
  const email = input.email.trim().toLowerCase();
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, email))
      .limit(1);
    if (existing) throw new AdminCreateError(EMAIL_TAKEN);
    const [created] = await tx
      .insert(users)
      .values({
        name: input.name.trim(),
        email,
        phoneNumber: input.phone ?? null,
        passwordHash,
        role: 'admin',
        status: 'active',
      })
      // A concurrent insert of the same e-mail lands here instead of failing the whole command.
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id, email: users.email, name: users.name });
    if (!created) throw new AdminCreateError(EMAIL_TAKEN);
    return created;
  });
};

/** The command; returns the exit code (0 created, 1 refused or failed). */
export const runAdminCreate = async (
  argv: readonly string[],
  env: Record<string, string | undefined> = process.env,
  out: { log: (m: string) => void; error: (m: string) => void } = console,
): Promise<number> => {
  let handle: Awaited<ReturnType<typeof openDatabase>> | undefined;
  try {
    const input = parseAdminInput(argv, env);
    const config = loadConfig(withDataDirFromInvocation(env));
    handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    const admin = await createAdmin(handle.db, input);
    const where =
      handle.kind === 'postgres' ? 'no PostgreSQL (DATABASE_URL)' : `em ${config.dataDir}`;
    out.log(`Administrador ${admin.name} <${admin.email}> criado ${where}.`);
    return 0;
  } catch (error) {
    out.error(
      error instanceof Error
        ? error.message
        : `Não foi possível criar o administrador: ${String(error)}`,
    );
    return 1;
  } finally {
    await handle?.close();
  }
};

if (isEntryPoint(import.meta.url)) {
  // What the command writes under DATA_DIR (or a backup) is its owner's alone, as the server's.
  restrictNewFiles();
  process.exitCode = await runAdminCreate(process.argv.slice(2));
}

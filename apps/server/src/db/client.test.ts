import { is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './client';
import { PG_CHECK_VIOLATION, PG_UNIQUE_VIOLATION, isUniqueViolation, pgErrorCode } from './errors';
import * as schema from './schema/index';
import { createThrowawayPostgres, tempDir, type ThrowawayPostgres } from './testing';

const TABLES = [
  'audit_log',
  'business_accesses',
  'business_team_emails',
  'businesses',
  'chat_conversations',
  'chat_messages',
  'documents',
  'ingest_requests',
  'login_attempts',
  'mail_outbox',
  'meeting_added_tasks',
  'meeting_transcript_entries',
  'meetings',
  'monthly_report_versions',
  'monthly_reports',
  'notifications',
  'password_reset_tokens',
  'report_reminders',
  'security_events',
  'task_reminders',
  'tasks',
  'user_authenticators',
  'user_businesses',
  'user_recovery_codes',
  'users',
  'weekly_digests',
];

/** The failure a statement raises, so its SQLSTATE can be checked. */
const failure = async (run: () => Promise<unknown>): Promise<unknown> => {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error('the statement should have failed');
};

describe.each(['pglite', 'postgres'] as const)('database on %s', (backend) => {
  const dir = tempDir(`portal-db-${backend}-`);
  let pgDb: ThrowawayPostgres | undefined;
  let handle: DatabaseHandle;
  const open = () => openDatabase({ dataDir: dir.path, databaseUrl: pgDb?.url, poolSize: 2 });

  beforeAll(async () => {
    if (backend === 'postgres') pgDb = await createThrowawayPostgres();
    handle = await open();
  });

  afterAll(async () => {
    await handle?.close();
    await pgDb?.drop();
    dir.remove();
  });

  it('opens the kind of database that was configured', () => {
    expect(handle.kind).toBe(backend);
  });

  it('applies every migration to a fresh database', async () => {
    const result = await handle.db.execute<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    expect(result.rows.map((r) => r.table_name)).toEqual(TABLES);
    const applied = await handle.db.execute<{ n: number }>(
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    );
    expect(applied.rows[0]?.n).toBeGreaterThan(0);
  });

  it('has every column the schema declares, with its nullability and type, and no other', async () => {
    // The migrations are written by hand: a column the schema names and no migration adds (or one
    // left behind) would only fail at the first query that touches it.
    const declared = (Object.values(schema) as unknown[])
      .filter((value): value is PgTable => is(value, PgTable))
      .flatMap((table) => {
        const { name, columns } = getTableConfig(table);
        return columns.map(
          (c) => `${name}.${c.name} ${c.getSQLType()} ${c.notNull ? 'not null' : 'null'}`,
        );
      })
      .sort();
    const migrated = await handle.db.execute<{ line: string }>(sql`
      select c.table_name || '.' || c.column_name || ' ' ||
             format_type(a.atttypid, a.atttypmod) || ' ' ||
             case when c.is_nullable = 'NO' then 'not null' else 'null' end as line
      from information_schema.columns c
      join pg_attribute a
        on a.attrelid = format('public.%I', c.table_name)::regclass and a.attname = c.column_name
      where c.table_schema = 'public'`);
    const normal = (line: string) =>
      line
        .replace(' timestamp with time zone ', ' timestamptz ')
        .replace(' character varying', ' varchar')
        .replace(/ numeric\((\d+), ?(\d+)\) /, ' numeric($1,$2) ');
    expect(migrated.rows.map((r) => normal(r.line)).sort()).toEqual(declared.map(normal));
  });

  it('keeps data across a reopen without applying migrations twice', async () => {
    await handle.db
      .insert(schema.users)
      .values({ name: 'Persistente', email: 'persistente@exemplo.com.br', passwordHash: 'x' });
    const before = await handle.db.execute<{ n: number }>(
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    );
    await handle.close();
    handle = await open();
    const after = await handle.db.execute<{ n: number }>(
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    );
    expect(after.rows[0]?.n).toBe(before.rows[0]?.n);
    const people = await handle.db.query.users.findMany();
    expect(people.map((p) => p.email)).toContain('persistente@exemplo.com.br');
  });

  it('reads numbers as numbers, days as YYYY-MM-DD and instants as Dates', async () => {
    const [business] = await handle.db
      .insert(schema.businesses)
      .values({ name: 'Tipos Ltda', metaFaturamento: 1234567.89, lastDre: '2026-03-05' })
      .returning();
    const [report] = await handle.db
      .insert(schema.monthlyReports)
      .values({
        businessId: business!.id,
        month: '2026-02-01',
        grossRevenue: 1000.5,
        netMargin: 0.123456,
        customAnswers: [{ question: 'Pergunta?', response: 'Resposta' }],
      })
      .returning();
    const read = await handle.db.query.monthlyReports.findFirst({
      where: (r, { eq }) => eq(r.id, report!.id),
      with: { business: true },
    });
    expect(read).toMatchObject({
      month: '2026-02-01',
      grossRevenue: 1000.5,
      netMargin: 0.123456,
      customAnswers: [{ question: 'Pergunta?', response: 'Resposta' }],
      business: { metaFaturamento: 1234567.89, lastDre: '2026-03-05', customQuestions: [] },
    });
    expect(read?.createdAt).toBeInstanceOf(Date);
  });

  describe('constraints', () => {
    let businessId: string;
    let userId: string;

    beforeAll(async () => {
      const [b] = await handle.db
        .insert(schema.businesses)
        .values({ name: 'Regras S.A.', accessCode: 'REGRA1' })
        .returning();
      const [u] = await handle.db
        .insert(schema.users)
        .values({ name: 'Regra', email: 'regra@exemplo.com.br', passwordHash: 'x' })
        .returning();
      businessId = b!.id;
      userId = u!.id;
    });

    it('refuses a second user with the same e-mail', async () => {
      const error = await failure(() =>
        handle.db
          .insert(schema.users)
          .values({ name: 'Outra', email: 'regra@exemplo.com.br', passwordHash: 'y' }),
      );
      expect(isUniqueViolation(error, 'users_email_unique')).toBe(true);
    });

    it('refuses an e-mail that is not lower-cased', async () => {
      const error = await failure(() =>
        handle.db
          .insert(schema.users)
          .values({ name: 'Maiúscula', email: 'Maiuscula@Exemplo.com.br', passwordHash: 'y' }),
      );
      expect(pgErrorCode(error)).toBe(PG_CHECK_VIOLATION);
    });

    it('refuses an unknown role or status', async () => {
      const error = await failure(() =>
        handle.db.execute(
          sql`insert into users (name, email, password_hash, role) values ('X', 'x@x.com', 'x', 'root')`,
        ),
      );
      expect(pgErrorCode(error)).toBe(PG_CHECK_VIOLATION);
    });

    it('refuses a duplicate or lower-case access code', async () => {
      const dup = await failure(() =>
        handle.db.insert(schema.businesses).values({ name: 'Cópia', accessCode: 'REGRA1' }),
      );
      expect(isUniqueViolation(dup, 'businesses_access_code_unique')).toBe(true);
      const lower = await failure(() =>
        handle.db.insert(schema.businesses).values({ name: 'Minúscula', accessCode: 'regra2' }),
      );
      expect(pgErrorCode(lower)).toBe(PG_CHECK_VIOLATION);
    });

    it('links a user to a business only once', async () => {
      await handle.db.insert(schema.userBusinesses).values({ userId, businessId });
      const error = await failure(() =>
        handle.db.insert(schema.userBusinesses).values({ userId, businessId }),
      );
      expect(pgErrorCode(error)).toBe(PG_UNIQUE_VIOLATION);
    });

    it('keeps one report per business and month, always on the first day', async () => {
      await handle.db.insert(schema.monthlyReports).values({ businessId, month: '2026-01-01' });
      const dup = await failure(() =>
        handle.db.insert(schema.monthlyReports).values({ businessId, month: '2026-01-01' }),
      );
      expect(isUniqueViolation(dup, 'monthly_reports_business_month_unique')).toBe(true);
      const midMonth = await failure(() =>
        handle.db.insert(schema.monthlyReports).values({ businessId, month: '2026-04-15' }),
      );
      expect(pgErrorCode(midMonth)).toBe(PG_CHECK_VIOLATION);
    });

    it('keeps document names unique per folder and type, with folders at root only', async () => {
      const [folder] = await handle.db
        .insert(schema.documents)
        .values({ businessId, type: 'folder', name: 'Contratos' })
        .returning();
      await handle.db
        .insert(schema.documents)
        .values({ businessId, type: 'driveFile', name: 'Contratos' });
      const rootDup = await failure(() =>
        handle.db
          .insert(schema.documents)
          .values({ businessId, type: 'folder', name: 'Contratos' }),
      );
      expect(isUniqueViolation(rootDup, 'documents_root_name_unique')).toBe(true);

      await handle.db
        .insert(schema.documents)
        .values({ businessId, type: 'driveFile', name: 'Contrato.pdf', parentId: folder!.id });
      const folderDup = await failure(() =>
        handle.db
          .insert(schema.documents)
          .values({ businessId, type: 'driveFile', name: 'Contrato.pdf', parentId: folder!.id }),
      );
      expect(isUniqueViolation(folderDup, 'documents_folder_name_unique')).toBe(true);

      const nested = await failure(() =>
        handle.db
          .insert(schema.documents)
          .values({ businessId, type: 'folder', name: 'Sub', parentId: folder!.id }),
      );
      expect(pgErrorCode(nested)).toBe(PG_CHECK_VIOLATION);
    });

    it('stores each reset token hash once', async () => {
      const expiresAt = new Date(Date.now() + 3_600_000);
      await handle.db
        .insert(schema.passwordResetTokens)
        .values({ userId, tokenHash: 'hash-unico', expiresAt });
      const error = await failure(() =>
        handle.db
          .insert(schema.passwordResetTokens)
          .values({ userId, tokenHash: 'hash-unico', expiresAt }),
      );
      expect(isUniqueViolation(error, 'password_reset_tokens_hash_unique')).toBe(true);
    });

    it('removes a business with everything that belongs to it', async () => {
      const [b] = await handle.db
        .insert(schema.businesses)
        .values({ name: 'Temporária' })
        .returning();
      const [m] = await handle.db
        .insert(schema.meetings)
        .values({ businessId: b!.id, title: 'Reunião', date: new Date() })
        .returning();
      await handle.db
        .insert(schema.meetingTranscriptEntries)
        .values({ meetingId: m!.id, position: 0, speaker: 'Ana', text: 'Olá', minutes: 0 });
      await handle.db
        .insert(schema.tasks)
        .values({ businessId: b!.id, title: 'Tarefa', fromMeeting: m!.id });
      await handle.db.delete(schema.businesses).where(sql`${schema.businesses.id} = ${b!.id}`);
      const left = await handle.db.execute<{ n: number }>(
        sql`select (select count(*) from meetings where business_id = ${b!.id})
              + (select count(*) from tasks where business_id = ${b!.id})
              + (select count(*) from meeting_transcript_entries where meeting_id = ${m!.id}) as n`,
      );
      expect(Number(left.rows[0]?.n)).toBe(0);
    });
  });
});

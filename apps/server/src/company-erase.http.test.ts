import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import {
  ACCOUNT_WITHOUT_BUSINESS,
  COMPANY_ERASE_NAME_MISMATCH,
  FORBIDDEN_ACTION,
} from '@portal/domain';
import { loadConfig } from './config';
import { schema } from './db';
import { ORPHAN_GRACE_MS, sweepOrphanFiles } from './housekeeping/orphan-files';
import { DEMO_ACCOUNTS, DEMO_COUNCIL_BUSINESSES } from './seed/demo';
import { createLocalStorage, openConfiguredStorage, type FileStorage } from './storage';
import { startLocalS3, type LocalS3 } from './storage/testing';
import { startDemoServer } from './test/demo-server';
import { EVERYONE, sessionOf, useSignedInServer, type People, type Who } from './test/fixtures';
import { BACKENDS, type TestServer } from './test/harness';
import { tempDir } from './db/testing';
import { createRowDump, rowChanges } from './test/row-dump';

// Erasing a company with everything it holds (LGPD): the demo's Padaria Pão da Serra, seeded
// whole (meetings with transcripts, tasks, folders and an uploaded PDF, a year of reports, a
// logo, a business account, a person of its own and a council member of three companies), with
// what names it from outside added (notifications, a chat conversation, pending mail, spy-mode
// entries, a report version, login counters). After the erasure no row of any table names it but
// the audit log's, no file of it is left on the disk or in the bucket, and its people keep their
// accounts.

const NOW = new Date('2026-11-16T15:00:00Z');
const COMPANY = 'Padaria Pão da Serra';
const OTHER = 'Sorriso Pleno Odontologia';
const password = DEMO_ACCOUNTS[0].password;

let s3: LocalS3;
beforeAll(async () => {
  s3 = await startLocalS3();
});
afterAll(async () => {
  await s3?.stop();
});

const cases = BACKENDS.flatMap((backend) =>
  (['disco', 'bucket S3'] as const).map((store) => [backend, store] as const),
);

describe.each(cases)('erasing a demo company (%s, files on %s)', (backend, store) => {
  let s: TestServer;
  let jwt: string;
  let files: FileStorage;
  let closeFiles = () => undefined as void;

  beforeAll(async () => {
    if (store === 'bucket S3') {
      const config = loadConfig({ ...s3.env(`erase-${backend}`), DATA_DIR: '/nao-usada' });
      const configured = openConfiguredStorage(config);
      await configured.probe();
      files = configured.storage;
      closeFiles = () => configured.close();
      ({ s, jwt } = await startDemoServer(backend, NOW, { storage: files }));
    } else {
      ({ s, jwt } = await startDemoServer(backend, NOW));
      files = s.options.storage;
    }
  });
  afterAll(async () => {
    await s?.close();
    closeFiles();
  });

  const db = () => s.handle.db;
  const businessNamed = async (name: string) =>
    (await db().select().from(schema.businesses).where(eq(schema.businesses.name, name)))[0]!;
  const idsOf = async (table: typeof schema.meetings | typeof schema.tasks, businessId: string) =>
    (await db().select({ id: table.id }).from(table).where(eq(table.businessId, businessId))).map(
      (r) => r.id,
    );
  const login = (authType: 'user' | 'business', key: string) =>
    s.post('/login', { authType, key, password });
  const erase = (name: string, businessId: string) =>
    s.post('/admin/business', { jwt, authType: 'user', businessId, name }, { action: 'erase' });

  it('erases every row and every file of it, and nothing of the others', async () => {
    const company = await businessNamed(COMPANY);
    const other = await businessNamed(OTHER);
    const meetingIds = await idsOf(schema.meetings, company.id);
    const taskIds = await idsOf(schema.tasks, company.id);
    const documents = await db()
      .select()
      .from(schema.documents)
      .where(eq(schema.documents.businessId, company.id));
    const reports = await db()
      .select()
      .from(schema.monthlyReports)
      .where(eq(schema.monthlyReports.businessId, company.id));
    const links = await db()
      .select()
      .from(schema.userBusinesses)
      .where(eq(schema.userBusinesses.businessId, company.id));
    const fileKeys = [company.logo!, ...documents.flatMap((d) => (d.fileKey ? [d.fileKey] : []))];
    expect(meetingIds.length).toBeGreaterThan(0);
    expect(taskIds.length).toBeGreaterThan(0);
    expect(reports.length).toBeGreaterThan(0);
    expect(documents.some((d) => d.fileKey)).toBe(true);
    for (const key of fileKeys) expect(await files.get(key), key).not.toBeNull();
    const othersFiles = (await files.list('logos')).length + (await files.list('documents')).length;

    // What names the company from outside its own rows.
    const user = (
      await db().select().from(schema.users).where(eq(schema.users.email, 'usuario@demo.com.br'))
    )[0]!;
    const council = (
      await db().select().from(schema.users).where(eq(schema.users.email, 'conselho@demo.com.br'))
    )[0]!;
    const councilJwt = (await login('user', council.email)).body.jwt_token as string;
    expect(
      (
        await s.post(
          '/admin/business',
          { jwt: councilJwt, authType: 'user', businessId: company.id },
          { action: 'recordAccess' },
        )
      ).status,
    ).toBe(200);
    expect(
      (await s.post('/login', { authType: 'business', key: 'DEMO01', password: 'x' })).status,
    ).toBe(401);
    await db()
      .insert(schema.notifications)
      .values([
        {
          userId: user.id,
          kind: 'meeting-new',
          text: 'Nova reunião',
          link: '/',
          eventKey: `meeting:${meetingIds[0]}`,
        },
        {
          userId: user.id,
          kind: 'task-assigned',
          text: 'Tarefa',
          link: '/',
          eventKey: `task-assigned:${taskIds[0]}:${user.id}`,
        },
        {
          userId: user.id,
          kind: 'report-reminder',
          text: `O relatório de outubro de ${COMPANY}`,
          link: '/',
          eventKey: `report:${company.id}:2026-10`,
        },
        {
          userId: council.id,
          kind: 'join-request',
          text: `Ana pediu para entrar em ${COMPANY}`,
          link: '/',
          eventKey: `join:${user.id}:${company.id}`,
        },
        {
          userId: council.id,
          kind: 'report-reminder',
          text: `O relatório de outubro de ${OTHER}`,
          link: '/',
          eventKey: `report:${other.id}:2026-10`,
        },
      ]);
    await db().insert(schema.monthlyReportVersions).values({
      reportId: reports[0]!.id,
      version: 1,
      filledByName: 'Quem preencheu',
      filledAt: NOW,
      replacedByName: 'Quem substituiu',
      replacedAt: NOW,
    });
    await db()
      .insert(schema.businessTeamEmails)
      .values({ businessId: company.id, email: 'equipe@padaria.test' });
    await db()
      .insert(schema.mailOutbox)
      .values([
        {
          recipient: user.email,
          subject: `Lembrete: relatório de outubro (${COMPANY})`,
          text: 'Preencha.',
        },
        {
          recipient: council.email,
          subject: 'Resumo da semana',
          text: `Relatório pendente: ${OTHER}`,
        },
      ]);
    for (const message of [
      `Qual o faturamento da ${COMPANY} em outubro?`,
      `Quantas tarefas tem a ${OTHER}?`,
    ]) {
      const r = await s.post('/chat', { jwt, message });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
    }

    // A name that is not the company's, exactly, erases nothing.
    const dump = await createRowDump(db(), []);
    const before = await dump();
    for (const wrong of [COMPANY.toUpperCase(), 'Padaria Pao da Serra', 'Padaria']) {
      const refused = await erase(wrong, company.id);
      expect(refused.status).toBe(400);
      expect(refused.body.error).toBe(COMPANY_ERASE_NAME_MISMATCH);
    }
    expect(rowChanges(before, await dump())).toEqual({});

    const r = await erase(COMPANY, company.id);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toEqual([{ status: 'success' }]);

    // No row of any table names it, but the audit log's record of what was done.
    const needles = [
      company.id,
      COMPANY,
      'DEMO01',
      ...meetingIds,
      ...taskIds,
      ...documents.map((d) => d.id),
      ...reports.map((r) => r.id),
      ...fileKeys,
    ];
    const after = await (await createRowDump(db(), ['audit_log']))();
    // A person is kept whole, as a person: the notes an admin wrote about them may name the
    // company in words ('Responsável pela empresa Padaria Pão da Serra.'); no id of it stays.
    const aboutPeople = (table: string, needle: string) => table === 'users' && needle === COMPANY;
    const named = Object.entries(after).flatMap(([table, rows]) =>
      rows
        .filter((row) => needles.some((n) => row.includes(n) && !aboutPeople(table, n)))
        .map((row) => `${table}: ${row}`),
    );
    expect(named).toEqual([]);
    const kept = await db()
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.businessId, company.id));
    // The log keeps the erasure, and the council member's entry in spy mode, by the name.
    expect(kept.map((e) => [e.action, e.businessName, e.actorId]).sort()).toEqual(
      [
        ['adminBusinesses.erase', COMPANY, expect.any(String)],
        ['spy-mode', COMPANY, council.id],
      ].sort(),
    );

    // No file of it is left; every other company's is.
    for (const key of fileKeys) expect(await files.get(key), key).toBeNull();
    const left = (await files.list('logos')).length + (await files.list('documents')).length;
    expect(left).toBe(othersFiles - fileKeys.length);

    // The other company's things stay.
    expect(after.notifications!.some((row) => row.includes(`report:${other.id}:2026-10`))).toBe(
      true,
    );
    expect(after.mail_outbox!.some((row) => row.includes(OTHER))).toBe(true);
    expect(after.chat_messages!.some((row) => row.includes(OTHER))).toBe(true);

    // Its people are persons: they keep their accounts, unlinked from it.
    const people = await db()
      .select({ id: schema.users.id })
      .from(schema.users)
      .where(
        inArray(
          schema.users.id,
          links.map((l) => l.userId),
        ),
      );
    expect(people).toHaveLength(links.length);
    const own = await login('user', user.email);
    expect(own.status).toBe(403);
    expect(own.body.error).toBe(ACCOUNT_WITHOUT_BUSINESS);
    const councilLinks = await db()
      .select({ businessId: schema.userBusinesses.businessId })
      .from(schema.userBusinesses)
      .where(eq(schema.userBusinesses.userId, council.id));
    expect(councilLinks).toHaveLength(DEMO_COUNCIL_BUSINESSES.length - 1);
    // The business account is gone with it.
    expect((await login('business', 'DEMO01')).status).toBe(401);
    // And a second erasure finds nothing.
    expect((await erase(COMPANY, company.id)).status).toBe(404);
  });
});

describe.each(BACKENDS)('an erasure whose file delete fails (%s)', (backend) => {
  let s: TestServer;
  let jwt: string;
  let failing = false;
  const errors: string[] = [];
  const folder = tempDir('portal-erase-files-');
  const disk = createLocalStorage(folder.path);

  beforeAll(async () => {
    const storage: FileStorage = {
      put: (...args) => disk.put(...args),
      get: (key) => disk.get(key),
      open: (key) => disk.open(key),
      list: (prefix) => disk.list(prefix),
      delete: async (key) => {
        if (failing) throw new Error('bucket fora do ar');
        return disk.delete(key);
      },
    };
    const logger = {
      info: () => undefined,
      warn: () => undefined,
      error: (message: string) => void errors.push(message),
    };
    ({ s, jwt } = await startDemoServer(backend, NOW, { storage, logger }));
  });
  afterAll(async () => {
    await s?.close();
    folder.remove();
  });

  it('keeps the rows erased, logs the files, and the sweep takes them later', async () => {
    const [company] = await s.handle.db
      .select()
      .from(schema.businesses)
      .where(eq(schema.businesses.name, OTHER));
    const docs = await s.handle.db
      .select({ key: schema.documents.fileKey })
      .from(schema.documents)
      .where(eq(schema.documents.businessId, company!.id));
    const keys = [company!.logo!, ...docs.flatMap((d) => (d.key ? [d.key] : []))];
    failing = true;
    const r = await s.post(
      '/admin/business',
      { jwt, authType: 'user', businessId: company!.id, name: OTHER },
      { action: 'erase' },
    );
    failing = false;
    expect(r.status).toBe(200);
    expect(
      await s.handle.db
        .select()
        .from(schema.businesses)
        .where(eq(schema.businesses.id, company!.id)),
    ).toEqual([]);
    for (const key of keys) {
      expect(await disk.get(key), key).not.toBeNull();
      expect(errors).toContain(`[empresas] arquivo não removido: ${key}`);
    }
    const later = new Date(Date.now() + ORPHAN_GRACE_MS + 60_000);
    expect(await sweepOrphanFiles(s.handle.db, disk, later)).toBe(keys.length);
    for (const key of keys) expect(await disk.get(key), key).toBeNull();
  });
});

describe.each(BACKENDS)('who may erase a company (%s)', (backend) => {
  let s: TestServer;
  let people: People;
  let tokens: Map<Who, string>;
  useSignedInServer(backend, (started) => ({ s, people, tokens } = started));

  it('is the admin alone: nobody signed in 401, everyone else 403, and nothing goes', async () => {
    for (const who of EVERYONE.filter((w) => w !== 'admin')) {
      const r = await s.post(
        '/admin/business',
        { ...sessionOf(tokens, who), businessId: people.businessA.id, name: people.businessA.name },
        { action: 'erase' },
      );
      expect(r.status, who).toBe(who === 'none' ? 401 : 403);
      if (who !== 'none') expect(r.body.error).toBe(FORBIDDEN_ACTION);
    }
    const [row] = await s.handle.db
      .select({ id: schema.businesses.id })
      .from(schema.businesses)
      .where(eq(schema.businesses.id, people.businessA.id));
    expect(row).toBeDefined();
  });
});

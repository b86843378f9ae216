import { fileTypeFromBuffer } from 'file-type';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../auth/password';
import { openDatabase, type DatabaseHandle } from '../db/client';
import * as schema from '../db/schema/index';
import {
  createThrowawayPostgres,
  preparedPgliteDir,
  tempDir,
  type ThrowawayPostgres,
} from '../db/testing';
import { createLocalStorage } from '../storage/local';
import { DEMO_REPORT_MONTHS, LOSS_MONTH } from './demo-data';
import type { FileStorage } from '../storage/storage';
import {
  DEMO_ACCOUNTS,
  DEMO_BUSINESS_NAMES,
  DEMO_COUNCIL_BUSINESSES,
  DEMO_JOIN_REQUEST_BUSINESS,
  DEMO_LOSS_MONTH_BUSINESS,
  DEMO_MISSING_REPORT_BUSINESS,
  DEMO_WAITING_BUSINESS,
  seedDemo,
  type SeedResult,
} from './demo';

const monthIso = (date: Date, offset: number) =>
  new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + offset, 1))
    .toISOString()
    .slice(0, 10);

const ALL_TABLES = [
  schema.users,
  schema.businesses,
  schema.userBusinesses,
  schema.businessTeamEmails,
  schema.meetings,
  schema.meetingTranscriptEntries,
  schema.meetingAddedTasks,
  schema.tasks,
  schema.documents,
  schema.monthlyReports,
];

// PGlite with a fixed "today" (early in a month, so clamping of fill-in dates is exercised);
// PostgreSQL with the real clock.
describe.each([
  { backend: 'pglite', now: new Date('2026-03-02T10:30:00Z') },
  { backend: 'postgres', now: undefined },
] as const)('demo seed on $backend', ({ backend, now: fixedNow }) => {
  let dir: { path: string; remove: () => void };
  let pgDb: ThrowawayPostgres | undefined;
  let handle: DatabaseHandle;
  let storage: FileStorage;
  let result: SeedResult;
  let now: Date;

  beforeAll(async () => {
    if (backend === 'postgres') {
      dir = tempDir('portal-seed-postgres-');
      pgDb = await createThrowawayPostgres();
    } else {
      dir = await preparedPgliteDir('portal-seed-pglite-');
    }
    handle = await openDatabase({ dataDir: dir.path, databaseUrl: pgDb?.url, poolSize: 2 });
    storage = createLocalStorage(`${dir.path}/files`);
    now = fixedNow ?? new Date();
    result = await seedDemo(handle.db, storage, fixedNow ? { now: fixedNow } : {});
  });

  afterAll(async () => {
    await handle?.close();
    await pgDb?.drop();
    dir?.remove();
  });

  it('seeds an empty database', () => {
    expect(result.seeded).toBe(true);
  });

  it('creates at least six active companies of different niches, plus one waiting', async () => {
    const rows = await handle.db.select().from(schema.businesses);
    const active = rows.filter((b) => b.status === 'active');
    expect(active.map((b) => b.name)).toEqual(DEMO_BUSINESS_NAMES);
    expect(active.length).toBeGreaterThanOrEqual(6);
    expect(new Set(active.map((b) => b.niche)).size).toBe(active.length);
    for (const b of active) {
      expect(b.website).toMatch(/^https:\/\//);
      expect(b.usernameInstagram).toMatch(/^@/);
      expect(b.knowledgeBase!.length).toBeGreaterThanOrEqual(50);
      expect(b.customQuestions.length).toBeGreaterThan(0);
      expect(b.metaFaturamento).toBeGreaterThan(0);
      expect(b.managedBy).not.toBeNull();
      // Under a random key, as uploads are: not one anyone can build from the business id.
      expect(b.logo).toMatch(
        /^logos\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.svg$/,
      );
      expect(b.logo).not.toContain(b.id);
      expect(await storage.get(`logos/${b.id}.svg`)).toBeNull();
      const logo = await storage.get(b.logo!);
      expect(logo?.contentType).toBe('image/svg+xml');
      expect(new TextDecoder().decode(logo!.bytes)).toMatch(/^<svg /);
    }
    const waiting = rows.filter((b) => b.status === 'waiting');
    expect(waiting.map((b) => b.name)).toEqual([DEMO_WAITING_BUSINESS]);
    const emails = await handle.db
      .select({ email: schema.businessTeamEmails.email })
      .from(schema.businessTeamEmails)
      .where(eq(schema.businessTeamEmails.businessId, waiting[0]!.id));
    expect(emails.map((e) => e.email)).toContain('aguardando@demo.com.br');
    expect(emails.length).toBeGreaterThan(1);
  });

  it('has one person waiting to join an active company (a join request)', async () => {
    const waiting = await handle.db.query.users.findMany({
      where: (u, { eq }) => eq(u.status, 'waiting'),
      with: { businesses: { with: { business: true } } },
    });
    const joining = waiting.flatMap((u) =>
      u.businesses.filter((l) => l.business.status === 'active').map((l) => l.business.name),
    );
    expect(joining).toEqual([DEMO_JOIN_REQUEST_BUSINESS]);
  });

  it('gives every company 14 monthly reports ending last month, except one', async () => {
    const lastMonth = monthIso(now, -1);
    const businesses = await handle.db.query.businesses.findMany({
      where: (b, { eq }) => eq(b.status, 'active'),
      with: { monthlyReports: true },
    });
    const lacking = businesses.filter((b) => !b.monthlyReports.some((r) => r.month === lastMonth));
    expect(lacking.map((b) => b.name)).toEqual([DEMO_MISSING_REPORT_BUSINESS]);
    for (const b of businesses) {
      const months = b.monthlyReports.map((r) => r.month).sort();
      expect(months).toHaveLength(DEMO_REPORT_MONTHS);
      const newest = b.name === DEMO_MISSING_REPORT_BUSINESS ? monthIso(now, -2) : lastMonth;
      expect(months.at(-1)).toBe(newest);
      // Fourteen consecutive months.
      months.forEach((m, i) =>
        expect(m).toBe(monthIso(new Date(`${newest}T00:00:00Z`), i - (DEMO_REPORT_MONTHS - 1))),
      );
      // The bakery had a loss month (an oven replaced); seasonal lows may dip elsewhere too.
      if (b.name === DEMO_LOSS_MONTH_BUSINESS) {
        const lossMonth = monthIso(new Date(`${newest}T00:00:00Z`), -LOSS_MONTH.monthsBeforeNewest);
        const loss = b.monthlyReports.find((r) => r.month === lossMonth);
        expect(loss?.netProfit).toBeLessThan(0);
      }
      for (const r of b.monthlyReports) {
        expect(r.netProfit).toBeCloseTo(r.netRevenue - r.cogs - r.expenses, 1);
        expect(r.netMargin).toBeCloseTo(r.netProfit / r.netRevenue, 4);
        expect(r.customAnswers.map((a) => a.question)).toEqual(b.customQuestions);
        expect(r.createdAt.getTime()).toBeLessThanOrEqual(now.getTime());
      }
      // lastDRE is the day the newest report was filled in.
      const newestFilled = b.monthlyReports
        .map((r) => r.createdAt.toISOString().slice(0, 10))
        .sort()
        .at(-1);
      expect(b.lastDre).toBe(newestFilled);
      const filledThisMonth = b.lastDre!.slice(0, 7) === now.toISOString().slice(0, 7);
      expect(filledThisMonth).toBe(b.name !== DEMO_MISSING_REPORT_BUSINESS);
    }
  });

  it('records meetings with Portuguese transcripts of 40 or more entries', async () => {
    const meetings = await handle.db.query.meetings.findMany({
      with: { transcript: true, addedTasks: true, business: true },
    });
    const perBusiness = new Map<string, number>();
    for (const m of meetings) {
      perBusiness.set(m.business.name, (perBusiness.get(m.business.name) ?? 0) + 1);
      expect(m.date.getTime()).toBeLessThan(now.getTime());
      expect(m.overview.length).toBeGreaterThan(20);
      expect(m.notes).toMatch(/\*\*[^*]+\*\*/);
      expect(m.notes).toMatch(/\(\d{2}:\d{2} - \d{2}:\d{2}\)/);
      expect(m.addedTasks.length).toBeGreaterThan(0);
      const entries = [...m.transcript].sort((a, b) => a.position - b.position);
      expect(entries.length).toBeGreaterThanOrEqual(40);
      expect(entries.map((e) => e.position)).toEqual(entries.map((_, i) => i));
      for (let i = 1; i < entries.length; i += 1) {
        expect(entries[i]!.minutes).toBeGreaterThan(entries[i - 1]!.minutes);
      }
      expect(new Set(entries.map((e) => e.speaker)).size).toBeGreaterThanOrEqual(2);
      expect(entries.some((e) => /\*\*[^*]+\*\*/.test(e.text))).toBe(true);
      expect(entries.some((e) => /\(\d{2}:\d{2} - \d{2}:\d{2}\)/.test(e.text))).toBe(true);
      expect(entries.map((e) => e.text).join(' ')).toMatch(/reunião|tarefa|receita/);
    }
    for (const name of DEMO_BUSINESS_NAMES) expect(perBusiness.get(name)).toBeGreaterThanOrEqual(2);
  });

  it('fills every board in all three columns, in order, with tasks from meetings', async () => {
    const businesses = await handle.db.query.businesses.findMany({
      where: (b, { eq }) => eq(b.status, 'active'),
      with: { tasks: true, meetings: { with: { addedTasks: true } } },
    });
    for (const b of businesses) {
      expect(new Set(b.tasks.map((t) => t.status))).toEqual(
        new Set(['not-started', 'in-progress', 'done']),
      );
      expect(b.tasks.map((t) => t.position).sort((x, y) => x - y)).toEqual(
        b.tasks.map((_, i) => i),
      );
      for (const t of b.tasks) expect(t.completedAt === null).toBe(t.status !== 'done');
      const fromMeetings = b.tasks.filter((t) => t.fromMeeting !== null);
      const added = b.meetings.flatMap((m) => m.addedTasks.map((a) => a.title));
      expect(fromMeetings.map((t) => t.title).sort()).toEqual([...added].sort());
    }
  });

  it('builds a one-level document tree with Drive links, an uploaded PDF and a PNG', async () => {
    const businesses = await handle.db.query.businesses.findMany({
      where: (b, { eq }) => eq(b.status, 'active'),
      with: { documents: true },
    });
    for (const b of businesses) {
      const docs = b.documents;
      const folders = docs.filter((d) => d.type === 'folder');
      expect(folders.length).toBeGreaterThanOrEqual(2);
      for (const f of folders) expect(f.parentId).toBeNull();
      const folderIds = new Set(folders.map((f) => f.id));
      expect(docs.some((d) => d.parentId && folderIds.has(d.parentId))).toBe(true);
      const drive = docs.filter((d) => d.type === 'driveFile' || d.type === 'redirectFolder');
      expect(drive.some((d) => d.type === 'redirectFolder')).toBe(true);
      for (const d of drive) {
        expect(d.driveUrl).toMatch(
          /^https:\/\/(docs\.google\.com\/(document|spreadsheets|presentation)\/d\/|drive\.google\.com\/(file\/d\/|drive\/folders\/))/,
        );
        expect(d.driveUrl).toContain(d.driveId!);
      }
      const kinds = new Set(drive.map((d) => d.driveUrl!.split('/')[3]));
      expect(kinds.has('spreadsheets') && kinds.has('document')).toBe(true);

      const uploads = docs.filter((d) => d.type === 'uploadedFile');
      expect(uploads.map((d) => d.fileType).sort()).toEqual(['application/pdf', 'image/png']);
      for (const file of uploads) {
        // A random key like an upload's: never the business id or the file's name.
        expect(file.fileKey).toMatch(
          /^documents\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(pdf|png)$/,
        );
        expect(file.fileKey).not.toContain(b.id);
        expect(file.fileName).toMatch(/^[a-z-]+\.(pdf|png)$/);
        expect(file.fileKey).not.toContain(file.fileName!.replace(/\..*$/, ''));
        expect(folderIds.has(file.parentId!)).toBe(true);
        const stored = await storage.get(file.fileKey!);
        expect(stored?.contentType).toBe(file.fileType);
        expect(stored!.bytes.byteLength).toBe(file.fileSize);
        expect((await fileTypeFromBuffer(stored!.bytes))?.mime).toBe(file.fileType);
      }
      const pdf = uploads.find((d) => d.fileType === 'application/pdf')!;
      const pdfBytes = (await storage.get(pdf.fileKey!))!.bytes;
      expect(new TextDecoder('latin1').decode(pdfBytes)).toContain(b.name);
    }
    expect(await storage.list('documents')).toHaveLength(businesses.length * 2);
  });

  it('creates every demo account with the password demo1234', async () => {
    for (const account of DEMO_ACCOUNTS) {
      if (account.authType === 'business') {
        const [business] = await handle.db
          .select()
          .from(schema.businesses)
          .where(eq(schema.businesses.accessCode, account.key));
        expect(business?.name).toBe(account.business);
        expect(await verifyPassword(business!.passwordHash!, account.password)).toBe(true);
        continue;
      }
      const user = await handle.db.query.users.findFirst({
        where: (u, { eq }) => eq(u.email, account.key),
        with: { businesses: { with: { business: true } } },
      });
      expect(user?.name).toBe(account.name);
      expect(user?.role).toBe(account.role);
      expect(user?.status).toBe(account.sessionRole === 'waiting' ? 'waiting' : 'active');
      expect(await verifyPassword(user!.passwordHash, account.password)).toBe(true);
      expect(await verifyPassword(user!.passwordHash, 'demo12345')).toBe(false);
      const linked = user!.businesses.map((l) => l.business.name).sort();
      if (account.role === 'council') expect(linked).toEqual([...DEMO_COUNCIL_BUSINESSES].sort());
      if (account.role === 'admin') expect(linked).toEqual([]);
      if (account.role === 'user') expect(linked).toEqual([account.business]);
    }
    const roles = await handle.db
      .select({ role: schema.users.role, status: schema.users.status })
      .from(schema.users);
    expect(new Set(roles.map((r) => `${r.role}/${r.status}`))).toEqual(
      new Set(['admin/active', 'council/active', 'user/active', 'user/waiting']),
    );
    // A few more people per company besides the demo logins.
    const links = await handle.db.select().from(schema.userBusinesses);
    for (const name of DEMO_BUSINESS_NAMES) {
      const [b] = await handle.db
        .select({ id: schema.businesses.id })
        .from(schema.businesses)
        .where(eq(schema.businesses.name, name));
      expect(links.filter((l) => l.businessId === b!.id).length).toBeGreaterThanOrEqual(2);
    }
  });

  it('changes nothing when run again', async () => {
    const countAll = async () =>
      Promise.all(
        ALL_TABLES.map(async (table) => (await handle.db.select({ n: count() }).from(table))[0]?.n),
      );
    const before = await countAll();
    const again = await seedDemo(handle.db, storage, fixedNow ? { now: fixedNow } : {});
    expect(again).toEqual({ seeded: false });
    expect(await countAll()).toEqual(before);
  });
});

describe('demo seed on a database that is not empty', () => {
  const dir = tempDir('portal-seed-used-');
  let pgDb: ThrowawayPostgres;
  let handle: DatabaseHandle;

  beforeAll(async () => {
    pgDb = await createThrowawayPostgres();
    handle = await openDatabase({ dataDir: dir.path, databaseUrl: pgDb.url, poolSize: 2 });
  });
  afterAll(async () => {
    await handle?.close();
    await pgDb?.drop();
    dir.remove();
  });

  it('leaves a database with its first admin untouched', async () => {
    await handle.db.insert(schema.users).values({
      name: 'Admin Real',
      email: 'admin@empresa.com.br',
      passwordHash: 'x',
      role: 'admin',
    });
    const result = await seedDemo(handle.db, createLocalStorage(`${dir.path}/files`));
    expect(result).toEqual({ seeded: false });
    const [businesses] = await handle.db.select({ n: count() }).from(schema.businesses);
    const [users] = await handle.db.select({ n: count() }).from(schema.users);
    expect(businesses?.n).toBe(0);
    expect(users?.n).toBe(1);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { schema } from './db';
import { silentLogger } from './logger';
import { routes } from '@portal/domain';
import { scheduleReportReminders, sendReportReminders } from './housekeeping/report-reminders';
import { BACKENDS, startServer, type TestServer } from './test/harness';
import { createPeople } from './test/fixtures';
import { decodeMail } from './test/mail';

/** 12:00 on 4 December 2026 in São Paulo: the day before the default reminder day. */
const DEC_4 = new Date('2026-12-04T15:00:00.000Z');
/** 23:30 on 4 December in São Paulo, already 5 December in UTC. */
const DEC_4_LATE = new Date('2026-12-05T02:30:00.000Z');
/** 09:00 on 5 December in São Paulo. */
const DEC_5 = new Date('2026-12-05T12:00:00.000Z');
const DEC_20 = new Date('2026-12-20T12:00:00.000Z');
const JAN_5 = new Date('2027-01-05T12:00:00.000Z');

describe.each(BACKENDS)('monthly report reminders (%s)', (backend) => {
  let s: TestServer;

  beforeAll(async () => {
    s = await startServer(backend);
    await createPeople(s.handle.db);
  });
  afterAll(async () => {
    await s?.close();
  });

  const deps = () => ({
    db: s.handle.db,
    mailer: s.options.mailer,
    logger: silentLogger,
    publicUrl: 'http://portal.test',
    day: 5,
  });
  /** The mails to the given addresses, decoded, in the order written. */
  const mailsTo = (emails: string[]) =>
    s
      .mails()
      .map((m) => decodeMail(m.raw))
      .filter((m) => emails.some((e) => m.to.includes(e)));

  /**
   * An active company with two active people, one waiting person and a linked council member
   * (only the two active people are its reminder's audience).
   */
  const company = async (status: 'active' | 'waiting' = 'active') => {
    const id = randomUUID();
    const tag = id.slice(0, 8);
    await s.handle.db.insert(schema.businesses).values({ id, name: `Oficina ${tag}`, status });
    const person = (name: string, role: 'user' | 'council', userStatus: 'active' | 'waiting') => ({
      id: randomUUID(),
      name,
      email: `${name.toLowerCase().replace(/ /g, '.')}.${tag}@empresa.test`,
      role,
      status: userStatus,
      passwordHash: 'x',
    });
    const people = [
      person('Ana Souza', 'user', 'active'),
      person('Bruno Lima', 'user', 'active'),
      person('Carla Dias', 'user', 'waiting'),
      person('Davi Conselho', 'council', 'active'),
    ];
    await s.handle.db.insert(schema.users).values(people);
    await s.handle.db
      .insert(schema.userBusinesses)
      .values(people.map((p) => ({ userId: p.id, businessId: id })));
    return { id, name: `Oficina ${tag}`, emails: people.map((p) => p.email) };
  };
  const fill = (businessId: string, month: string) =>
    s.handle.db.insert(schema.monthlyReports).values({
      businessId,
      month,
      filledAt: DEC_4,
      filledByName: 'Ana',
      customAnswers: [],
    });
  const claims = (businessId: string) =>
    s.handle.db
      .select({ month: schema.reportReminders.month, sentAt: schema.reportReminders.sentAt })
      .from(schema.reportReminders)
      .where(eq(schema.reportReminders.businessId, businessId));

  it("mails the company's active people on the day, in pt-BR, with the reports link", async () => {
    const c = await company();
    const sent = await sendReportReminders(deps(), DEC_5);
    expect(sent).toMatchObject({ month: '2026-11' });
    const mails = mailsTo(c.emails);
    expect(mails.map((m) => m.to).sort()).toEqual([
      expect.stringContaining(c.emails[0]!),
      expect.stringContaining(c.emails[1]!),
    ]);
    const ana = mails.find((m) => m.to.includes(c.emails[0]!))!;
    expect(ana.subject).toBe('Lembrete: relatório de novembro de 2026');
    expect(ana.text).toContain('Olá, Ana Souza!');
    expect(ana.text).toContain(
      `O relatório mensal de novembro de 2026 da empresa ${c.name} ainda não foi preenchido`,
    );
    // The link opens the report form on the missing month (after the sign-in when needed).
    const link = `http://portal.test${routes.reports}?preencher=2026-11`;
    expect(ana.text).toContain(`\n\n${link}\n\n`);
    expect(ana.html).toContain(`<a href="${link}">`);
    expect(ana.autoSubmitted).toBe('auto-generated');
    expect(await claims(c.id)).toEqual([{ month: '2026-11-01', sentAt: DEC_5 }]);
  });

  it('sends nothing before the day (in São Paulo), nor to a waiting company', async () => {
    const c = await company();
    const waiting = await company('waiting');
    expect(await sendReportReminders(deps(), DEC_4)).toBeNull();
    expect(await sendReportReminders(deps(), DEC_4_LATE)).toBeNull();
    expect(mailsTo(c.emails)).toEqual([]);
    expect(await claims(c.id)).toEqual([]);
    await sendReportReminders(deps(), DEC_5);
    expect(mailsTo(c.emails)).toHaveLength(2);
    expect(mailsTo(waiting.emails)).toEqual([]);
    expect(await claims(waiting.id)).toEqual([]);
  });

  it('follows the configured day', async () => {
    const c = await company();
    expect(await sendReportReminders({ ...deps(), day: 20 }, DEC_5)).toBeNull();
    expect(mailsTo(c.emails)).toEqual([]);
    await sendReportReminders({ ...deps(), day: 20 }, DEC_20);
    expect(mailsTo(c.emails)).toHaveLength(2);
  });

  it('sends nothing to a company that filled the previous month', async () => {
    const c = await company();
    await fill(c.id, '2026-11-01');
    await sendReportReminders(deps(), DEC_5);
    expect(mailsTo(c.emails)).toEqual([]);
    expect(await claims(c.id)).toEqual([]);
  });

  it('goes out once per company and month across reruns and two servers, again next month', async () => {
    const c = await company();
    // Two servers start their schedules at once over one database; each checks on start.
    const first = scheduleReportReminders({ ...deps(), now: () => DEC_5 });
    const second = scheduleReportReminders({ ...deps(), now: () => DEC_5 });
    await Promise.all([first.stop(), second.stop()]);
    // Concurrent checks again, and later ones in the month (a restart, the hourly check).
    await Promise.all([sendReportReminders(deps(), DEC_5), sendReportReminders(deps(), DEC_5)]);
    await sendReportReminders(deps(), DEC_20);
    expect(mailsTo(c.emails)).toHaveLength(2);
    expect(await claims(c.id)).toEqual([{ month: '2026-11-01', sentAt: DEC_5 }]);

    await fill(c.id, '2026-11-01');
    await Promise.all([sendReportReminders(deps(), JAN_5), sendReportReminders(deps(), JAN_5)]);
    const mails = mailsTo(c.emails);
    expect(mails).toHaveLength(4);
    expect(mails.slice(2).map((m) => m.subject)).toEqual([
      'Lembrete: relatório de dezembro de 2026',
      'Lembrete: relatório de dezembro de 2026',
    ]);
    expect((await claims(c.id)).map((r) => r.month).sort()).toEqual(['2026-11-01', '2026-12-01']);
  });
});

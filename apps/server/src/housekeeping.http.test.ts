import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from './db';
import { defaultThrottlePolicy } from './auth/login-throttle';
import { defaultResetLimitPolicy } from './auth/request-limit';
import { join } from 'node:path';
import { addDays, dayKeyOf, OVERDUE_REMINDER_DAYS } from '@portal/domain';
import {
  MAIL_CLAIMS_KEPT_DAYS,
  NOTIFICATIONS_KEPT_MS,
  PURGE_AFTER_MS,
  READ_NOTIFICATIONS_KEPT_MS,
  purgeExpired,
  schedulePurge,
} from './housekeeping/purge';
import { ORPHAN_GRACE_MS, sweepOrphanFiles } from './housekeeping/orphan-files';
import { createLocalStorage } from './storage';
import { BACKENDS, resetTokenIn, startServer, waitFor, type TestServer } from './test/harness';
import { createPeople, PASSWORD, useSignedInServer, type People } from './test/fixtures';

const HOUR = 3600_000;
const TOO_MANY = 'Muitas tentativas de login. Tente novamente em alguns minutos.';

describe('the purge keeps what any limit still reads', () => {
  it('waits longer than every window of the throttle, the reset limits and a reset link', () => {
    const { idleMs, pair, account } = defaultThrottlePolicy;
    const { windowMs, emailIntervalMs } = defaultResetLimitPolicy;
    const linkMs = HOUR; // a reset link's life (services/password-reset.ts)
    for (const window of [idleMs, pair.lockMs, account.lockMs, windowMs, emailIntervalMs, linkMs])
      expect(PURGE_AFTER_MS).toBeGreaterThan(window);
  });
});

describe.each(BACKENDS)('purging old login counters and reset links (%s)', (backend) => {
  let s: TestServer;
  let people: People;
  let now = Date.parse('2026-11-25T09:00:00Z');

  beforeAll(async () => {
    s = await startServer(backend, { clock: { now: () => new Date(now) } });
    people = await createPeople(s.handle.db);
  });
  afterAll(async () => {
    await s?.close();
  });

  const login = (email: string, password: string) =>
    s.post('/login', { authType: 'user', key: email, password });
  const requestReset = async (email: string) => {
    const before = s.mails().length;
    await s.post('/../request-password-reset', { email });
    await s.settle();
    const mail = await waitFor(() => (s.mails().length > before ? s.mails().at(-1) : undefined));
    return resetTokenIn(mail.raw);
  };
  const attemptKeys = async () =>
    (await s.handle.db.select({ key: schema.loginAttempts.key }).from(schema.loginAttempts))
      .map((r) => r.key)
      .sort();

  it('never shortens a running lock', async () => {
    for (let i = 0; i < defaultThrottlePolicy.pair.blockAfter!; i++) {
      await login(people.council.email, 'errada');
      now += defaultThrottlePolicy.pair.maxDelayMs; // past each growing wait, up to the lock
    }
    expect((await login(people.council.email, PASSWORD)).body.error).toBe(TOO_MANY);
    // A lock longer than the purge's delay (a policy may set one) outlives its old window too.
    const long = 'pair:longo|203.0.113.7';
    await s.handle.db.insert(schema.loginAttempts).values({
      key: long,
      failures: 9,
      windowStartedAt: new Date(now - 2 * PURGE_AFTER_MS),
      lockedUntil: new Date(now + HOUR),
    });
    await purgeExpired(s.handle.db, new Date(now));
    expect((await login(people.council.email, PASSWORD)).body.error).toBe(TOO_MANY);
    expect(await attemptKeys()).toContain(long);
    await s.handle.db.delete(schema.loginAttempts).where(eq(schema.loginAttempts.key, long));
  });

  it('removes counters and spent or expired links a day old, and keeps the recent ones', async () => {
    const spent = await requestReset(people.user.email);
    expect((await s.post('/reset-password', { token: spent, newPassword: PASSWORD })).status).toBe(
      200,
    );
    await requestReset(people.admin.email); // never used: expires in an hour
    await login(people.waiting.email, 'errada');
    expect(await attemptKeys()).not.toEqual([]);

    now += PURGE_AFTER_MS + 2 * HOUR;
    // Fresh today: a wrong password and a reset link still usable.
    await login(people.outsider.email, 'errada');
    const fresh = await requestReset(people.outsider.email);
    const before = await attemptKeys();

    const purged = await purgeExpired(s.handle.db, new Date(now));
    expect(purged.resetTokens).toBe(2);
    const after = await attemptKeys();
    expect(purged.loginAttempts).toBe(before.length - after.length);
    expect(after.length).toBeGreaterThan(0);
    // What is left is today's: the outsider's counters and this address's reset request.
    for (const key of after) expect(key).toMatch(/outsider|reset:|ip:/);
    expect(after.some((k) => k.includes(people.council.email))).toBe(false);
    expect(after.some((k) => k.includes(people.waiting.email))).toBe(false);

    const tokens = await s.handle.db
      .select({ userId: schema.passwordResetTokens.userId })
      .from(schema.passwordResetTokens);
    expect(tokens.map((t) => t.userId)).toEqual([people.outsider.id]);
    // The spent link reads as it did before the purge; the fresh one still works.
    expect((await s.post('/verify-reset-token', { token: spent })).body).toEqual({ valid: false });
    expect((await s.post('/verify-reset-token', { token: fresh })).body.valid).toBe(true);
    // The council's lock is long over, and its counters gone with it.
    expect((await login(people.council.email, PASSWORD)).status).toBe(200);
  });

  it('runs on a schedule until stopped, and logs what it removed', async () => {
    await s.handle.db
      .insert(schema.loginAttempts)
      .values({ key: 'pair:velho|203.0.113.9', failures: 3, windowStartedAt: new Date(0) });
    const lines: string[] = [];
    const logger = { info: (m: string) => lines.push(m), warn: () => {}, error: () => {} };
    const schedule = schedulePurge({
      db: s.handle.db,
      now: () => new Date(now),
      logger,
      everyMs: 20,
    });
    const gone = async () =>
      (
        await s.handle.db
          .select()
          .from(schema.loginAttempts)
          .where(eq(schema.loginAttempts.key, 'pair:velho|203.0.113.9'))
      ).length === 0;
    const deadline = Date.now() + 10_000;
    while (!(await gone()) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    await schedule.stop();
    expect(await gone()).toBe(true);
    expect(lines.some((l) => l.includes('removidos 1 contadores de login'))).toBe(true);
  });
});

describe.each(BACKENDS)('sweeping stored document files and logos no row names (%s)', (backend) => {
  let s: TestServer;
  let people: People;
  useSignedInServer(backend, (started) => ({ s, people } = started));

  const storage = () => createLocalStorage(join(s.dataDir, 'files'));
  const keys = async (prefix: string) => (await storage().list(prefix)).map((f) => f.key).sort();
  const later = () => new Date(Date.now() + ORPHAN_GRACE_MS + HOUR);

  /** A file a crash between a delete's commit and the file's removal would leave. */
  const orphan = async (key: string) => {
    await storage().put(key, new TextEncoder().encode('órfão'), 'text/plain');
    return key;
  };

  /** An uploaded document, as the upload action leaves it: its file and the row naming it. */
  const uploaded = async () => {
    const key = `documents/${crypto.randomUUID()}.txt`;
    await storage().put(key, new TextEncoder().encode('guardado'), 'text/plain');
    await s.handle.db.insert(schema.documents).values({
      businessId: people.businessA.id,
      type: 'uploadedFile',
      name: `Nota ${key.slice(10, 18)}`,
      fileKey: key,
      fileType: 'text/plain',
      fileSize: 8,
    });
    return key;
  };

  it('removes old files no row names; keeps named ones, young ones and other prefixes', async () => {
    const named = await uploaded();
    const lost = await orphan(`documents/${crypto.randomUUID()}.pdf`);
    // A company's logo is named by its row; one left by an erasure whose file delete failed is not.
    const logo = await orphan(`logos/${crypto.randomUUID()}.png`);
    await s.handle.db
      .update(schema.businesses)
      .set({ logo })
      .where(eq(schema.businesses.id, people.businessB.id));
    const lostLogo = await orphan(`logos/${crypto.randomUUID()}.png`);
    const picture = await orphan(`profile-pictures/${crypto.randomUUID()}.png`);
    // Young: an upload writes its file a moment before its row commits.
    expect(await sweepOrphanFiles(s.handle.db, storage(), new Date())).toBe(0);
    expect(await keys('documents')).toEqual([named, lost].sort());

    expect(await sweepOrphanFiles(s.handle.db, storage(), later())).toBe(2);
    expect(await keys('documents')).toEqual([named]);
    expect(await keys('logos')).toEqual([logo]);
    expect(await keys('logos')).not.toContain(lostLogo);
    expect(await keys('profile-pictures')).toContain(picture);
    expect(await storage().get(named)).not.toBeNull();
  });

  it('runs with the purge schedule (on start, then hourly) and logs what it removed', async () => {
    const lost = await orphan(`documents/${crypto.randomUUID()}.png`);
    const lines: string[] = [];
    const logger = { info: (m: string) => lines.push(m), warn: () => {}, error: () => {} };
    const schedule = schedulePurge({ db: s.handle.db, now: later, logger, storage: storage() });
    await schedule.stop(); // waits for the round it started with
    expect(await keys('documents')).not.toContain(lost);
    expect(lines).toContain('[limpeza] removidos 1 arquivos sem documento ou empresa');
  });
});

describe.each(BACKENDS)(
  "purging the bell's old notifications and spent e-mail claims (%s)",
  (backend) => {
    let s: TestServer;
    let people: People;
    useSignedInServer(backend, (started) => ({ s, people } = started));
    const now = new Date('2026-12-06T12:00:00Z');
    const ago = (ms: number) => new Date(now.getTime() - ms);
    const DAY = 24 * HOUR;

    it('keeps what is new or unread for half a year, and every claim a reminder could still need', async () => {
      const note = (eventKey: string, createdAt: Date, readAt: Date | null) => ({
        userId: people.user.id,
        kind: 'meeting-new' as const,
        text: eventKey,
        link: '/dashboard/business/meetings',
        eventKey,
        createdAt,
        readAt,
      });
      await s.handle.db
        .insert(schema.notifications)
        .values([
          note(
            'lida-antiga',
            ago(READ_NOTIFICATIONS_KEPT_MS + DAY),
            ago(READ_NOTIFICATIONS_KEPT_MS),
          ),
          note('lida-recente', ago(2 * DAY), ago(DAY)),
          note('nao-lida-de-meses', ago(READ_NOTIFICATIONS_KEPT_MS + DAY), null),
          note('nao-lida-antiga', ago(NOTIFICATIONS_KEPT_MS + DAY), null),
        ]);
      const [task] = await s.handle.db
        .insert(schema.tasks)
        .values({
          businessId: people.businessA.id,
          title: 'Conferir estoque',
          status: 'not-started',
        })
        .returning({ id: schema.tasks.id });
      const today = dayKeyOf(now);
      // The last day an overdue reminder could still go out for, and a day past what is kept.
      const stillReminding = addDays(today, -OVERDUE_REMINDER_DAYS);
      const spent = addDays(today, -MAIL_CLAIMS_KEPT_DAYS - 1);
      await s.handle.db.insert(schema.taskReminders).values([
        { taskId: task!.id, kind: 'overdue', dueDate: stillReminding, userId: people.user.id },
        { taskId: task!.id, kind: 'overdue', dueDate: spent, userId: people.user.id },
      ]);
      await s.handle.db.insert(schema.weeklyDigests).values([
        { userId: people.user.id, week: addDays(today, -6) },
        { userId: people.user.id, week: spent },
      ]);

      const purged = await purgeExpired(s.handle.db, now);
      expect(purged).toMatchObject({ notifications: 2, mailClaims: 2 });
      const left = await s.handle.db
        .select({ key: schema.notifications.eventKey })
        .from(schema.notifications)
        .where(eq(schema.notifications.userId, people.user.id));
      expect(left.map((n) => n.key).sort()).toEqual(['lida-recente', 'nao-lida-de-meses']);
      const reminders = await s.handle.db.select().from(schema.taskReminders);
      expect(reminders.map((r) => r.dueDate)).toEqual([stillReminding]);
      const digests = await s.handle.db.select().from(schema.weeklyDigests);
      expect(digests.map((d) => d.week)).toEqual([addDays(today, -6)]);
      expect(MAIL_CLAIMS_KEPT_DAYS).toBeGreaterThan(OVERDUE_REMINDER_DAYS);
    });
  },
);

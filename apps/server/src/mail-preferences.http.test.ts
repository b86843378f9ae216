import { describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { FORBIDDEN_ACTION, MAIL_PREFERENCES_SAVED } from '@portal/domain';
import { schema } from './db';
import { BACKENDS, type TestServer } from './test/harness';
import {
  EVERYONE,
  sessionOf,
  useSignedInServer,
  type People,
  type SignedIn,
  type Who,
} from './test/fixtures';

/** The profile modal's e-mail switches (`profile` action `mailPreferences`). */
describe.each(BACKENDS)("a person's e-mail switches (%s)", (backend) => {
  let s: TestServer;
  let people: People;
  let tokens: Map<SignedIn, string>;

  useSignedInServer(backend, (started) => ({ s, people, tokens } = started));

  const save = (who: Who, body: Record<string, unknown>) =>
    s.post('/profile', { ...sessionOf(tokens, who), ...body }, { action: 'mailPreferences' });
  const get = (who: Who) => s.post('/profile', sessionOf(tokens, who), { action: 'get' });
  const persons = ['admin', 'council', 'user', 'waiting', 'outsider'] as const;
  /** Every person's switches, by who they are. */
  const switches = async () => {
    const ids = persons.map((p) => people[p].id);
    const rows = await s.handle.db
      .select({
        id: schema.users.id,
        tasks: schema.users.mailTaskReminders,
        digest: schema.users.mailWeeklyDigest,
      })
      .from(schema.users)
      .where(inArray(schema.users.id, ids));
    return Object.fromEntries(
      persons.map((p) => {
        const row = rows.find((r) => r.id === people[p].id)!;
        return [p, { tasks: row.tasks, digest: row.digest }];
      }),
    );
  };
  const resetAll = () =>
    s.handle.db
      .update(schema.users)
      .set({ mailTaskReminders: true, mailWeeklyDigest: true })
      .where(
        inArray(
          schema.users.id,
          persons.map((p) => people[p].id),
        ),
      );

  it('every person reads their own switches, on by default; a business account has none', async () => {
    for (const who of persons) {
      const r = await get(who);
      expect(r.status, who).toBe(200);
      expect(r.body[0], who).toMatchObject({ mail_task_reminders: true, mail_weekly_digest: true });
    }
    const business = await get('business');
    expect(business.status).toBe(200);
    expect(business.body[0]).not.toHaveProperty('mail_task_reminders');
    expect(business.body[0]).not.toHaveProperty('mail_weekly_digest');
  });

  it.each(EVERYONE)('as %s: a person changes their own switches only', async (who) => {
    await resetAll();
    const before = await switches();
    const r = await save(who, { task_reminders: false });
    if (who === 'none') {
      expect(r.status).toBe(401);
    } else if (who === 'business') {
      // No person behind a business code: nothing to turn off.
      expect(r.status).toBe(403);
      expect(r.body.error ?? r.body.message).toBe(FORBIDDEN_ACTION);
    } else {
      expect(r.status).toBe(200);
      expect(r.body).toEqual({ status: 'success', message: MAIL_PREFERENCES_SAVED });
    }
    const after = await switches();
    for (const p of persons)
      expect(after[p], `${p} after ${who}`).toEqual(
        p === who ? { tasks: false, digest: true } : before[p],
      );
  });

  it('a switch left out keeps its value; both at once', async () => {
    await resetAll();
    expect((await save('user', { weekly_digest: false })).status).toBe(200);
    expect((await switches()).user).toEqual({ tasks: true, digest: false });
    expect((await save('user', {})).status).toBe(200);
    expect((await switches()).user).toEqual({ tasks: true, digest: false });
    expect((await save('user', { task_reminders: false, weekly_digest: true })).status).toBe(200);
    expect((await switches()).user).toEqual({ tasks: false, digest: true });
    expect((await get('user')).body[0]).toMatchObject({
      mail_task_reminders: false,
      mail_weekly_digest: true,
    });
  });

  it("names no one else: another person's id, a company (spy mode) or odd values are 400 and change nothing", async () => {
    await resetAll();
    const before = await switches();
    const bodies: Record<string, unknown>[] = [
      { task_reminders: false, userId: people.outsider.id },
      { task_reminders: false, id: people.council.id },
      // An admin or council member viewing a company sends their own session: the company in a
      // body is no one's switch.
      { task_reminders: false, business: people.businessA.id },
      { task_reminders: 'false' },
      { task_reminders: 0 },
      { weekly_digest: null },
      { weekly_digest: 'não' },
    ];
    for (const who of ['admin', 'council', 'user'] as const) {
      for (const body of bodies) {
        const r = await save(who, body);
        expect(r.status, `${who} ${JSON.stringify(body)}`).toBe(400);
        expect(typeof (r.body.error ?? r.body.message)).toBe('string');
      }
    }
    expect(await switches()).toEqual(before);
  });

  it('a broken JSON body is a 400, never a 500', async () => {
    const r = await s.post('/profile', '{"jwt": ', { action: 'mailPreferences' });
    expect(r.status).toBe(400);
  });

  it('a token that is no token is 401 and changes nothing', async () => {
    await resetAll();
    const r = await s.post(
      '/profile',
      { jwt: 'not-a-token', authType: 'user', task_reminders: false },
      { action: 'mailPreferences' },
    );
    expect(r.status).toBe(401);
    expect((await switches()).user).toEqual({ tasks: true, digest: true });
  });
});

import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  ERASURE_PERSONS_ONLY,
  ERASURE_REQUESTED,
  ERASURE_WITHDRAWN,
  FORBIDDEN_ACTION,
} from '@portal/domain';
import { schema } from './db';
import { BACKENDS, type TestServer } from './test/harness';
import { decodeMail } from './test/mail';
import { createRowDump } from './test/row-dump';
import {
  EVERYONE,
  PASSWORD,
  sessionOf,
  useSignedInServer,
  type People,
  type SignedIn,
  type Who,
} from './test/fixtures';

/**
 * A person's request to erase their account (LGPD), from the profile modal; an admin confirms it
 * by deleting the person.
 */
describe.each(BACKENDS)("a person's request to erase their account (%s)", (backend) => {
  let s: TestServer;
  let people: People;
  let tokens: Map<SignedIn, string>;

  useSignedInServer(backend, (started) => ({ s, people, tokens } = started));

  const profile = (who: Who, action: string, body: Record<string, unknown> = {}) =>
    s.post('/profile', { ...sessionOf(tokens, who), ...body }, { action });
  const ask = (who: Who, password = PASSWORD) =>
    profile(who, 'requestErasure', { current_password: password });
  const requestedAt = async (id: string) =>
    (
      await s.handle.db
        .select({ at: schema.users.erasureRequestedAt })
        .from(schema.users)
        .where(eq(schema.users.id, id))
    )[0]?.at ?? null;
  const eventsOf = (id: string) =>
    s.handle.db
      .select()
      .from(schema.securityEvents)
      .where(eq(schema.securityEvents.userId, id))
      .orderBy(schema.securityEvents.at);
  const bellOf = async (who: SignedIn) => {
    const r = await s.post('/notifications', sessionOf(tokens, who), { action: 'list' });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return (r.body as { items: { text: string; link: string }[] }).items;
  };
  const listed = async (id: string) => {
    const r = await s.post('/admin/users', sessionOf(tokens, 'admin'), { action: 'getAll' });
    expect(r.status).toBe(200);
    return (r.body as { id: string; erasure_requested_at?: string | null }[]).find(
      (u) => u.id === id,
    );
  };
  const newMail = async (before: number) => {
    await s.settle();
    return s
      .mails()
      .slice(before)
      .map((m) => decodeMail(m.raw));
  };

  it.each(EVERYONE)('as %s: only a person asks, and only for themself', async (who) => {
    const r = await profile(who, 'withdrawErasure');
    if (who === 'none') return expect(r.status).toBe(401);
    if (who === 'business') {
      expect(r.status).toBe(403);
      expect(r.body.error).toBe(ERASURE_PERSONS_ONLY);
      const asked = await ask('business');
      expect(asked.status).toBe(403);
      return expect(asked.body.error).toBe(ERASURE_PERSONS_ONLY);
    }
    // Nothing open: withdrawing is a no-op that says so in the same words.
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      status: 'success',
      message: ERASURE_WITHDRAWN,
      erasure_requested_at: null,
    });
    // Another person's account cannot be named.
    const other = await profile(who, 'requestErasure', {
      current_password: PASSWORD,
      userId: people.outsider.id,
    });
    expect(other.status).toBe(400);
    expect(await requestedAt(people.outsider.id)).toBeNull();
  });

  it('asks the current password: a session alone cannot start it', async () => {
    const empty = await ask('user', '');
    expect(empty.status).toBe(400);
    expect(empty.body.error).toBe('Informe sua senha atual para continuar.');
    const wrong = await ask('user', 'not-the-password');
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toBe('Senha atual incorreta.');
    expect(await requestedAt(people.user.id)).toBeNull();
    expect(await eventsOf(people.user.id)).toEqual([]);
    // Counted with login's failures, as every current-password check is.
    const attempts = await s.handle.db.select().from(schema.loginAttempts);
    expect(
      attempts.some((a) => a.key.includes(`user:${people.user.email}`) && a.failures > 0),
    ).toBe(true);
  });

  it('is recorded, told to the person and to every admin, and shown to both', async () => {
    const mails = s.mails().length;
    const r = await ask('user');
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toMatchObject({ status: 'success', message: ERASURE_REQUESTED });
    const at = r.body.erasure_requested_at as string;
    expect(new Date(at).toISOString()).toBe(at);

    const own = await profile('user', 'get');
    expect(own.body[0].erasure_requested_at).toBe(at);
    expect((await listed(people.user.id))?.erasure_requested_at).toBe(at);
    expect((await listed(people.outsider.id))?.erasure_requested_at).toBeNull();

    const events = await eventsOf(people.user.id);
    expect(events.map((e) => [e.kind, e.actorId, e.address])).toEqual([
      ['account-erasure-requested', people.user.id, expect.any(String)],
    ]);
    expect(await bellOf('admin')).toContainEqual(
      expect.objectContaining({ text: 'usuario pediu a exclusão da conta', link: '/admin/users' }),
    );
    // The council sees every company's people only through an admin's eyes: not told.
    expect((await bellOf('council')).map((n) => n.text)).not.toContain(
      'usuario pediu a exclusão da conta',
    );
    const told = await newMail(mails);
    expect(told.map((m) => [m.to, m.subject])).toEqual([
      [people.user.email, 'Pedido de exclusão da sua conta'],
    ]);
    expect(told[0]?.text).toContain('cancele o pedido e troque a sua senha');

    // Asked again: the first request stands, told and recorded once.
    const again = await ask('user');
    expect(again.body.erasure_requested_at).toBe(at);
    expect(await eventsOf(people.user.id)).toHaveLength(1);
    expect(await newMail(mails)).toHaveLength(1);
  });

  it('is withdrawn by the person: the admins are no longer asked to confirm', async () => {
    const r = await profile('user', 'withdrawErasure');
    expect(r.status).toBe(200);
    expect(r.body.erasure_requested_at).toBeNull();
    expect(await requestedAt(people.user.id)).toBeNull();
    expect((await profile('user', 'get')).body[0].erasure_requested_at).toBeNull();
    expect((await listed(people.user.id))?.erasure_requested_at).toBeNull();
    expect((await bellOf('admin')).map((n) => n.text)).not.toContain(
      'usuario pediu a exclusão da conta',
    );
    const kinds = (await eventsOf(people.user.id)).map((e) => e.kind);
    expect(kinds).toEqual(['account-erasure-requested', 'account-erasure-withdrawn']);
    // Withdrawn twice: recorded once.
    await profile('user', 'withdrawErasure');
    expect(await eventsOf(people.user.id)).toHaveLength(2);
  });

  it('the council cannot confirm it; an admin confirms it by deleting the person', async () => {
    expect((await ask('user')).status).toBe(200);
    await s.settle();
    const deleteUser = (who: Who) =>
      s.post(
        '/admin/users',
        { ...sessionOf(tokens, who), userId: people.user.id },
        { action: 'delete' },
      );
    const byCouncil = await deleteUser('council');
    expect(byCouncil.status).toBe(403);
    expect(byCouncil.body.error).toBe(FORBIDDEN_ACTION);
    expect(await requestedAt(people.user.id)).not.toBeNull();

    const mails = s.mails().length;
    const confirmed = await deleteUser('admin');
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);

    // The person is gone, with their sessions; the admins' notice of the request too.
    expect((await profile('user', 'get')).status).toBe(401);
    expect((await bellOf('admin')).map((n) => n.text)).not.toContain(
      'usuario pediu a exclusão da conta',
    );
    // No row names them but the security and audit records, kept for the retention period, and
    // the two e-mails to them in the outbox (a sent one goes).
    const kept = ['security_events', 'audit_log', 'mail_outbox'];
    const rows = await (await createRowDump(s.handle.db, kept))();
    const naming = Object.entries(rows).flatMap(([table, list]) =>
      list
        .filter((row) => row.includes(people.user.id) || row.includes(people.user.email))
        .map((row) => `${table}: ${row}`),
    );
    expect(naming).toEqual([]);
    const audit = await s.handle.db
      .select()
      .from(schema.auditLog)
      .where(
        and(
          eq(schema.auditLog.action, 'adminUsers.delete'),
          eq(schema.auditLog.userName, 'usuario'),
        ),
      );
    expect(audit.map((e) => e.actorId)).toEqual([people.admin.id]);
    const told = await newMail(mails);
    expect(told.map((m) => [m.to, m.subject])).toEqual([
      [people.user.email, 'Sua conta foi excluída'],
    ]);
  });
});

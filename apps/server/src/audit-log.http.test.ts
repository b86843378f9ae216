import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  AUDIT_DAY_INVALID,
  AUDIT_LOG_PAGE_SIZE,
  AUDIT_RANGE_END_BEFORE_START,
  FORBIDDEN_ACTION,
} from '@portal/domain';
import { schema } from './db';
import { purgeExpired } from './housekeeping/purge';
import { poster, BACKENDS, type TestServer } from './test/harness';
import { EVERYONE, sessionOf, useSignedInServer, type People, type Who } from './test/fixtures';

// The audit log (http/audit.ts, repositories/audit-log.ts): what admins and council change is
// recorded from the contract, with who, what, on which company or person, when and from where;
// reads, refusals and other people's changes are not; spy-mode entries and second-factor changes
// show from their own tables; the filters, the pages and the retention.

type Entry = {
  id: string;
  at: string;
  kind: string;
  actor: { id: string | null; name: string; role: string | null };
  business: { id: string | null; name: string } | null;
  person: { id: string | null; name: string } | null;
  address: string | null;
};

const DAY_MS = 86_400_000;

describe.each(BACKENDS)('audit log (%s)', (backend) => {
  let s: TestServer;
  let people: People;
  let tokens: Map<Who, string>;
  useSignedInServer(backend, (started) => ({ s, people, tokens } = started));

  const audit = (who: Who, action: 'list' | 'filters', body: Record<string, unknown> = {}) =>
    s.post('/admin/audit', { ...sessionOf(tokens, who), ...body }, { action });
  const list = async (body: Record<string, unknown> = {}) => {
    const r = await audit('admin', 'list', body);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body as { entries: Entry[]; page: number; hasMore: boolean };
  };
  const newest = async (body: Record<string, unknown> = {}) => (await list(body)).entries[0];
  const count = async () =>
    (await s.handle.db.select({ id: schema.auditLog.id }).from(schema.auditLog)).length;
  const business = (who: Who, action: string, body: Record<string, unknown>) =>
    s.post('/admin/business', { ...sessionOf(tokens, who), ...body }, { action });
  const folder = (who: Who, businessId: string, name: string) =>
    s.post('/documents?action=createFolder', {
      ...sessionOf(tokens, who),
      business: businessId,
      name,
      parentId: null,
    });

  it('is the admin’s alone: anyone else is refused, nobody signed in too', async () => {
    for (const who of EVERYONE) {
      for (const action of ['list', 'filters'] as const) {
        const r = await audit(who, action);
        const expected = who === 'admin' ? 200 : who === 'none' ? 401 : 403;
        expect(r.status, `${action} as ${who}`).toBe(expected);
        if (expected === 403) expect(r.body.error).toBe(FORBIDDEN_ACTION);
      }
    }
  });

  it('records an admin’s change with who, what, the company, when and the client’s address', async () => {
    const before = Date.now();
    // Company C: a new password for A's business account would end the sessions a later test uses.
    const r = await business('admin', 'setAccess', {
      businessId: people.businessC.id,
      generatePassword: true,
    });
    expect(r.status).toBe(200);
    const entry = await newest();
    expect(entry).toMatchObject({
      kind: 'adminBusinesses.setAccess',
      actor: { id: people.admin.id, name: 'admin', role: 'admin' },
      business: { id: people.businessC.id, name: people.businessC.name },
      person: null,
    });
    expect(entry!.address).toMatch(/127\.0\.0\.1/);
    expect(Date.parse(entry!.at)).toBeGreaterThanOrEqual(before - 1000);
  });

  it('takes the address the server trusts: the proxy’s first hop only with TRUST_PROXY', async () => {
    const sibling = await s.startSibling({ config: { ...s.options.config, trustProxy: true } });
    const post = poster(sibling.api);
    const r = await post(
      '/admin/business',
      { ...sessionOf(tokens, 'admin'), businessId: people.businessB.id, generatePassword: true },
      { action: 'setAccess', 'x-forwarded-for': '203.0.113.7, 10.0.0.1' },
    );
    expect(r.status).toBe(200);
    expect((await newest())!.address).toBe('203.0.113.7');
    // Without TRUST_PROXY anyone could write the header: the socket's address is kept.
    await business('admin', 'setAccess', {
      businessId: people.businessB.id,
      generatePassword: true,
    });
    expect((await newest())!.address).not.toBe('203.0.113.7');
  });

  it('records the council’s changes, and names what a create made from its reply', async () => {
    expect((await folder('council', people.businessA.id, 'Atas do conselho')).status).toBe(200);
    expect(await newest()).toMatchObject({
      kind: 'documents.createFolder',
      actor: { id: people.council.id, role: 'council' },
      business: { id: people.businessA.id, name: people.businessA.name },
    });
    const created = await s.post(
      '/admin/users',
      {
        ...sessionOf(tokens, 'admin'),
        user: {
          name: 'Nova Conselheira',
          email: 'nova.conselheira@fixture.com.br',
          password: 'senha-123',
          role: 'council',
          business: { businesses: [{ id: people.businessB.id }] },
        },
      },
      { action: 'create' },
    );
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(await newest()).toMatchObject({
      kind: 'adminUsers.create',
      person: { id: created.body[0].user.id, name: 'Nova Conselheira' },
    });
  });

  it('records no read, no refusal, and nothing of users or business accounts', async () => {
    const before = await count();
    expect((await business('admin', 'getAll', {})).status).toBe(200);
    expect((await audit('admin', 'list')).status).toBe(200);
    // Refused after authorization: nothing changed, nothing told.
    expect((await business('admin', 'setAccess', { businessId: people.businessA.id })).status).toBe(
      400,
    );
    expect((await business('council', 'delete', { businessId: people.businessA.id })).status).toBe(
      403,
    );
    expect((await folder('user', people.businessA.id, 'Pasta do usuário')).status).toBe(200);
    expect((await folder('business', people.businessA.id, 'Pasta da empresa')).status).toBe(200);
    expect(await count()).toBe(before);
  });

  it('shows the spy-mode entries, those kept before addresses were, and second-factor changes', async () => {
    expect(
      (await business('council', 'recordAccess', { businessId: people.businessB.id })).status,
    ).toBe(200);
    const spy = await newest({ kind: 'spy-mode' });
    expect(spy).toMatchObject({
      kind: 'spy-mode',
      actor: { id: people.council.id, name: 'conselho', role: 'council' },
      business: { id: people.businessB.id, name: people.businessB.name },
    });
    expect(spy!.address).toMatch(/127\.0\.0\.1/);
    // The spy-mode entry keeps its own record, once: the log has no second row of it.
    const own = await s.handle.db
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.action, 'adminBusinesses.recordAccess'));
    expect(own).toEqual([]);

    const old = new Date(Date.now() - 3 * DAY_MS);
    await s.handle.db.insert(schema.businessAccesses).values({
      businessId: people.businessC.id,
      userId: people.admin.id,
      name: 'Admin de antes',
      role: 'admin',
      at: old,
    });
    await s.handle.db.insert(schema.securityEvents).values({
      kind: 'second-factor-reset',
      userId: people.user.id,
      userName: 'usuario',
      actorId: people.admin.id,
      actorName: 'admin',
      at: old,
      address: '198.51.100.4',
    });
    const { entries } = await list({ actorId: people.admin.id });
    expect(entries.find((e) => e.actor.name === 'Admin de antes')).toMatchObject({
      kind: 'spy-mode',
      business: { id: people.businessC.id, name: people.businessC.name },
      address: null,
    });
    expect(entries.find((e) => e.kind === 'second-factor-reset')).toMatchObject({
      actor: { id: people.admin.id, name: 'admin', role: null },
      business: null,
      person: { id: people.user.id, name: 'usuario' },
      address: '198.51.100.4',
    });
    // Newest first across the three records.
    const times = entries.map((e) => Date.parse(e.at));
    expect(times).toEqual([...times].sort((x, y) => y - x));
  });

  it('shows the data exports from the security events, by the company they copied', async () => {
    const res = await fetch(`${s.api}/admin/business/export`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...sessionOf(tokens, 'admin'), businessId: people.businessA.id }),
    });
    await res.arrayBuffer();
    expect(res.status).toBe(200);
    const exported = await newest({ kind: 'company-data-exported' });
    expect(exported).toMatchObject({
      actor: { id: people.admin.id, name: 'admin', role: null },
      business: { id: people.businessA.id, name: people.businessA.name },
    });
    expect(exported!.address).toMatch(/127\.0\.0\.1/);
    const aboutA = (await list({ businessId: people.businessA.id })).entries;
    expect(aboutA.map((e) => e.kind)).toContain('company-data-exported');
    // Taking a copy changes nothing: the contract's action is not recorded a second time.
    const own = await s.handle.db.select().from(schema.auditLog);
    expect(own.filter((e) => e.action.startsWith('dataExports.'))).toEqual([]);
  });

  it('filters by who acted, the company and the kind', async () => {
    await folder('council', people.businessB.id, 'Conselho em B');
    await business('admin', 'setAccess', {
      businessId: people.businessC.id,
      generatePassword: true,
    });
    const byCouncil = (await list({ actorId: people.council.id })).entries;
    expect(byCouncil.length).toBeGreaterThan(0);
    expect(byCouncil.every((e) => e.actor.id === people.council.id)).toBe(true);
    const aboutB = (await list({ businessId: people.businessB.id })).entries;
    expect(aboutB.length).toBeGreaterThan(0);
    expect(aboutB.every((e) => e.business?.id === people.businessB.id)).toBe(true);
    expect(aboutB.map((e) => e.kind)).toEqual(
      expect.arrayContaining(['documents.createFolder', 'spy-mode']),
    );
    const access = (await list({ kind: 'adminBusinesses.setAccess' })).entries;
    expect(access.length).toBeGreaterThan(0);
    expect(access.every((e) => e.kind === 'adminBusinesses.setAccess')).toBe(true);
    const resets = (await list({ kind: 'second-factor-reset', businessId: people.businessA.id }))
      .entries;
    expect(resets).toEqual([]);
    const both = (
      await list({ actorId: people.council.id, businessId: people.businessB.id, kind: 'spy-mode' })
    ).entries;
    expect(both.length).toBeGreaterThan(0);
    expect(
      both.every(
        (e) =>
          e.kind === 'spy-mode' &&
          e.actor.id === people.council.id &&
          e.business?.id === people.businessB.id,
      ),
    ).toBe(true);
  });

  it('filters by São Paulo days, both ends included, and refuses a range backwards', async () => {
    const actorId = crypto.randomUUID();
    const at = (iso: string) => new Date(iso);
    const row = (iso: string, action: string) => ({
      at: at(iso),
      action,
      actorId,
      actorName: 'Datas',
      actorRole: 'admin' as const,
      address: '192.0.2.1',
    });
    await s.handle.db.insert(schema.auditLog).values([
      // 23:30 of 9 March in São Paulo, 00:30 of 10 March, 23:59 of 11 March, 00:01 of 12 March.
      row('2026-03-10T02:30:00Z', 'tasks.create'),
      row('2026-03-10T03:30:00Z', 'tasks.update'),
      row('2026-03-12T02:59:00Z', 'tasks.delete'),
      row('2026-03-12T03:01:00Z', 'tasks.updateOrder'),
    ]);
    const kinds = async (range: Record<string, string>) =>
      (await list({ actorId, ...range })).entries.map((e) => e.kind);
    expect(await kinds({ from: '2026-03-10', to: '2026-03-11' })).toEqual([
      'tasks.delete',
      'tasks.update',
    ]);
    expect(await kinds({ from: '2026-03-12' })).toEqual(['tasks.updateOrder']);
    expect(await kinds({ to: '2026-03-09' })).toEqual(['tasks.create']);
    const backwards = await audit('admin', 'list', { from: '2026-03-12', to: '2026-03-10' });
    expect(backwards.status).toBe(400);
    expect(backwards.body.error).toBe(AUDIT_RANGE_END_BEFORE_START);
    const bad = await audit('admin', 'list', { to: '2026-02-30' });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe(AUDIT_DAY_INVALID);
  });

  it('pages newest first, saying when older entries follow', async () => {
    const actorId = crypto.randomUUID();
    const start = Date.parse('2025-06-01T12:00:00Z');
    await s.handle.db.insert(schema.auditLog).values(
      Array.from({ length: AUDIT_LOG_PAGE_SIZE + 5 }, (_, i) => ({
        at: new Date(start + i * 60_000),
        action: 'tasks.update',
        actorId,
        actorName: `Paginado ${i}`,
        actorRole: 'council' as const,
        address: '192.0.2.2',
      })),
    );
    const first = await list({ actorId });
    expect(first).toMatchObject({ page: 1, hasMore: true });
    expect(first.entries).toHaveLength(AUDIT_LOG_PAGE_SIZE);
    expect(first.entries[0]!.actor.name).toBe(`Paginado ${AUDIT_LOG_PAGE_SIZE + 4}`);
    const second = await list({ actorId, page: 2 });
    expect(second).toMatchObject({ page: 2, hasMore: false });
    expect(second.entries.map((e) => e.actor.name)).toEqual(
      [4, 3, 2, 1, 0].map((i) => `Paginado ${i}`),
    );
  });

  it('offers whom the log names, each once by the name they had last', async () => {
    const r = await audit('admin', 'filters');
    expect(r.status).toBe(200);
    const { actors, companies } = r.body as {
      actors: { id: string; name: string }[];
      companies: { id: string; name: string }[];
    };
    expect(actors).toEqual(expect.arrayContaining([{ id: people.council.id, name: 'conselho' }]));
    expect(new Set(actors.map((a) => a.id)).size).toBe(actors.length);
    expect(companies).toEqual(
      expect.arrayContaining([
        { id: people.businessA.id, name: people.businessA.name },
        { id: people.businessB.id, name: people.businessB.name },
      ]),
    );
  });

  it('keeps what it said of a company and a person after both are gone', async () => {
    const gone = { id: crypto.randomUUID(), name: 'Empresa Que Sai' };
    await s.handle.db.insert(schema.businesses).values(gone);
    expect((await business('admin', 'recordAccess', { businessId: gone.id })).status).toBe(200);
    const r = await business('admin', 'erase', { businessId: gone.id, name: gone.name });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const { entries } = await list({ businessId: gone.id });
    expect(entries[0]).toMatchObject({
      kind: 'adminBusinesses.erase',
      actor: { id: people.admin.id, role: 'admin' },
      business: { id: gone.id, name: gone.name },
    });
    // Its spy-mode entry went into the log with it: who entered it stays on record.
    expect(entries[1]).toMatchObject({
      kind: 'spy-mode',
      actor: { id: people.admin.id, name: 'admin', role: 'admin' },
      business: { id: gone.id, name: gone.name },
    });
    expect(entries[1]!.address).toMatch(/127\.0\.0\.1/);
    expect((await list({ businessId: gone.id, kind: 'spy-mode' })).entries).toHaveLength(1);
    const { companies } = (await audit('admin', 'filters')).body as {
      companies: { id: string; name: string }[];
    };
    expect(companies).toContainEqual(gone);
  });

  it('forgets entries past AUDIT_LOG_RETENTION_DAYS in its three records, and only those', async () => {
    const now = new Date();
    const old = new Date(now.getTime() - 31 * DAY_MS);
    const recent = new Date(now.getTime() - 29 * DAY_MS);
    const actorId = crypto.randomUUID();
    const logRow = (at: Date) => ({
      at,
      action: 'tasks.update',
      actorId,
      actorName: 'Guarda',
      actorRole: 'admin' as const,
      address: '192.0.2.3',
    });
    await s.handle.db.insert(schema.auditLog).values([logRow(old), logRow(recent)]);
    const access = (at: Date) => ({
      businessId: people.businessA.id,
      userId: people.council.id,
      name: 'Guarda',
      role: 'council' as const,
      at,
    });
    await s.handle.db.insert(schema.businessAccesses).values([access(old), access(recent)]);
    const event = (at: Date) => ({
      kind: 'recovery-code-used' as const,
      userId: people.user.id,
      userName: 'Guarda',
      actorId: people.user.id,
      actorName: 'Guarda',
      at,
    });
    await s.handle.db.insert(schema.securityEvents).values([event(old), event(recent)]);
    const named = async () => {
      const log = await s.handle.db
        .select({ at: schema.auditLog.at })
        .from(schema.auditLog)
        .where(eq(schema.auditLog.actorName, 'Guarda'));
      const accesses = await s.handle.db
        .select({ at: schema.businessAccesses.at })
        .from(schema.businessAccesses)
        .where(eq(schema.businessAccesses.name, 'Guarda'));
      const events = await s.handle.db
        .select({ at: schema.securityEvents.at })
        .from(schema.securityEvents)
        .where(eq(schema.securityEvents.actorName, 'Guarda'));
      return [log, accesses, events].map((rows) => rows.map((r) => r.at.getTime()).sort());
    };

    // A year by default: both are kept.
    await purgeExpired(s.handle.db, now);
    expect(await named()).toEqual(Array(3).fill([old.getTime(), recent.getTime()]));
    const purged = await purgeExpired(s.handle.db, now, { auditLogRetentionDays: 30 });
    expect(purged.auditLog).toBeGreaterThanOrEqual(3);
    expect(await named()).toEqual(Array(3).fill([recent.getTime()]));
  });
});

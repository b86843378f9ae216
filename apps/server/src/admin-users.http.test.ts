import { describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import {
  ADMIN_CANNOT_DELETE_SELF,
  ADMIN_CANNOT_DEMOTE_SELF,
  ADMIN_USER_BUSINESS_REQUIRED,
  EMAIL_TAKEN,
  FORBIDDEN_ACTION,
  LAST_ADMIN_REQUIRED,
  USER_NOT_FOUND,
  USER_ONE_BUSINESS_ONLY,
} from '@portal/domain';
import { schema } from './db';
import { hashPassword } from './auth/password';
import { BACKENDS, type TestServer } from './test/harness';
import {
  PASSWORD,
  useSignedInServer,
  sessionOf,
  EVERYONE,
  type People,
  type Who,
} from './test/fixtures';
import { createRowDump, rowChanges } from './test/row-dump';

type Listed = {
  id: string;
  name: string;
  email: string;
  role: string;
  created_by: string | null;
  created_by_name: string | null;
  business: { businesses: { id: string; name: string }[] };
};

describe.each(BACKENDS)('admin users (%s)', (backend) => {
  let s: TestServer;
  let people: People;
  let tokens: Map<Who, string>;

  useSignedInServer(backend, (started) => ({ s, people, tokens } = started));

  const act = (who: Who | string, action: string, body: Record<string, unknown> = {}) =>
    s.post(
      '/admin/users',
      {
        ...(typeof who === 'string' && !tokens.has(who as Who) && who !== 'none'
          ? { jwt: who, authType: 'user' }
          : sessionOf(tokens, who as Who)),
        ...body,
      },
      { action },
    );
  const list = async (who: Who = 'admin'): Promise<Listed[]> => {
    const r = await act(who, 'getAll');
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body as Listed[];
  };
  const signIn = async (email: string, password = PASSWORD) => {
    const r = await s.post('/login', { authType: 'user', key: email, password });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body.jwt_token as string;
  };
  const validates = async (jwt: string) =>
    (await s.post('/validate-token', { authType: 'user', jwt })).body.valid as boolean;
  /** A person of their own, so each test leaves the fixture's people as they were. */
  const personOf = async (
    role: 'admin' | 'council' | 'user',
    businessIds: string[],
    email = `p-${crypto.randomUUID().slice(0, 8)}@teste.com.br`,
  ) => {
    const id = crypto.randomUUID();
    await s.handle.db.insert(schema.users).values({
      id,
      name: `Pessoa ${email.slice(2, 6)}`,
      email,
      passwordHash: await hashPassword(PASSWORD),
      role,
    });
    for (const businessId of businessIds) {
      await s.handle.db.insert(schema.userBusinesses).values({ userId: id, businessId });
    }
    return { id, email };
  };
  const editBody = (
    who: { id: string; email: string },
    role: string,
    businessIds: string[],
    name = 'Editado',
  ) => ({
    user: {
      id: who.id,
      name,
      email: who.email,
      phone_number: null,
      role,
      knowledge_base: null,
      notes: null,
      business: { businesses: businessIds.map((id) => ({ id })) },
    },
  });
  /** Demotes every admin but `keep` (answering them, for {@link restoreAdmins}). */
  const onlyAdmins = async (keep: string[]) => {
    const admins = await s.handle.db
      .select({ id: schema.users.id })
      .from(schema.users)
      .where(eq(schema.users.role, 'admin'));
    const others = admins.map((a) => a.id).filter((id) => !keep.includes(id));
    if (others.length > 0) {
      await s.handle.db
        .update(schema.users)
        .set({ role: 'council' })
        .where(inArray(schema.users.id, others));
    }
    return others;
  };
  const restoreAdmins = async (ids: string[]) => {
    if (ids.length === 0) return;
    await s.handle.db
      .update(schema.users)
      .set({ role: 'admin' })
      .where(inArray(schema.users.id, ids));
  };
  const expectNothingWritten = async (run: () => Promise<void>) => {
    const dump = await createRowDump(s.handle.db, ['login_attempts']);
    const before = await dump();
    await run();
    expect(rowChanges(before, await dump())).toEqual({});
  };

  describe('getAll', () => {
    it('lists everyone by name with their companies; an admin holds all ("*": none listed)', async () => {
      const all = await list();
      const names = all.map((u) => u.name);
      expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
      const byEmail = new Map(all.map((u) => [u.email, u]));
      expect(byEmail.get(people.council.email)?.business.businesses).toEqual([
        { id: people.businessA.id, name: people.businessA.name },
        { id: people.businessB.id, name: people.businessB.name },
      ]);
      expect(byEmail.get(people.user.email)).toMatchObject({
        role: 'user',
        business: { businesses: [{ id: people.businessA.id, name: people.businessA.name }] },
      });
      expect(byEmail.get(people.admin.email)).toMatchObject({
        role: 'admin',
        business: { businesses: [] },
      });
      expect(byEmail.get(people.waiting.email)?.role).toBe('waiting');
      expect(byEmail.get(people.outsider.email)).toBeDefined();
    });

    it('council reads only the people of its companies, and of them only those companies', async () => {
      const seen = await list('council');
      expect(seen.map((u) => u.email).sort()).toEqual(
        [people.waiting.email, people.council.email, people.user.email].sort(),
      );
      for (const u of seen) {
        for (const b of u.business.businesses) {
          expect([people.businessA.id, people.businessB.id]).toContain(b.id);
        }
      }
    });

    it.each(['user', 'business', 'waiting', 'outsider', 'none'] as Who[])(
      'refuses %s',
      async (who) => {
        const r = await act(who, 'getAll');
        expect(r.status).toBe(who === 'none' ? 401 : 403);
      },
    );
  });

  describe('create', () => {
    it('creates an approved person with a password that signs in, "created by" the admin', async () => {
      const r = await act('admin', 'create', {
        user: {
          name: 'Conselheira Nova',
          email: '  Conselheira.Nova@Teste.com.br ',
          phone_number: '11 99999-0000',
          password: 'senha-nova-123',
          role: 'council',
          knowledge_base: 'Finanças',
          business: {
            businesses: [{ id: people.businessB.id }, { id: people.businessA.id, name: 'x' }],
          },
        },
      });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      const user = r.body[0].user as Listed;
      expect(r.body[0].status).toBe('success');
      expect(user).toMatchObject({
        name: 'Conselheira Nova',
        email: 'conselheira.nova@teste.com.br',
        role: 'council',
        created_by: people.admin.id,
        created_by_name: 'admin',
      });
      expect(user.business.businesses.map((b) => b.name).sort()).toEqual(
        [people.businessA.name, people.businessB.name].sort(),
      );
      const [row] = await s.handle.db
        .select()
        .from(schema.users)
        .where(eq(schema.users.id, user.id));
      expect(row?.passwordHash).toMatch(/^\$argon2/);
      expect(row?.status).toBe('active');
      const jwt = await signIn('conselheira.nova@teste.com.br', 'senha-nova-123');
      expect(await validates(jwt)).toBe(true);
      expect((await list()).some((u) => u.id === user.id)).toBe(true);
    });

    const refusals: [string, Record<string, unknown>, number, string][] = [
      ['an e-mail taken, in other case', { email: 'USUARIO@Fixture.com.br' }, 409, EMAIL_TAKEN],
      ['a user with two companies', { two: true }, 400, USER_ONE_BUSINESS_ONLY],
      ['no company', { businesses: [] }, 400, ADMIN_USER_BUSINESS_REQUIRED],
    ];
    it.each(refusals)('refuses %s, writing nothing', async (_, change, status, message) => {
      const businesses =
        'two' in change
          ? [{ id: people.businessA.id }, { id: people.businessB.id }]
          : ((change['businesses'] as unknown[]) ?? [{ id: people.businessA.id }]);
      await expectNothingWritten(async () => {
        const r = await act('admin', 'create', {
          user: {
            name: 'Recusado',
            email: (change['email'] as string) ?? 'recusado@teste.com.br',
            password: 'senha-nova-123',
            role: 'user',
            business: { businesses },
          },
        });
        expect([r.status, r.body.error]).toEqual([status, message]);
      });
    });

    it.each(['council', 'user', 'business', 'outsider', 'none'] as Who[])(
      'refuses %s, writing nothing',
      async (who) => {
        await expectNothingWritten(async () => {
          const r = await act(who, 'create', {
            user: {
              name: 'Intruso',
              email: 'intruso@teste.com.br',
              password: 'senha-nova-123',
              role: 'council',
              business: { businesses: [{ id: people.businessC.id }] },
            },
          });
          expect(r.status).toBe(who === 'none' ? 401 : 403);
          if (who !== 'none') expect(r.body.error).toBe(FORBIDDEN_ACTION);
        });
      },
    );
  });

  describe('userEdit', () => {
    it('a role change ends the person’s sessions: the old token gets 401', async () => {
      const p = await personOf('user', [people.businessA.id]);
      const old = await signIn(p.email);
      expect(await validates(old)).toBe(true);
      const r = await act(
        'admin',
        'userEdit',
        editBody(p, 'council', [people.businessA.id, people.businessC.id]),
      );
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      expect(r.body[0].user).toMatchObject({ name: 'Editado', role: 'council' });
      expect(r.body[0].user.business.businesses).toHaveLength(2);
      const after = await s.post(
        '/profile',
        { jwt: old, authType: 'user' },
        {
          action: 'get',
        },
      );
      expect(after.status).toBe(401);
      expect(await validates(await signIn(p.email))).toBe(true);
    });

    it('a company change ends the sessions; a name change alone keeps them', async () => {
      const p = await personOf('user', [people.businessA.id]);
      const token = await signIn(p.email);
      const renamed = await act('admin', 'userEdit', editBody(p, 'user', [people.businessA.id]));
      expect(renamed.status).toBe(200);
      expect(await validates(token)).toBe(true);
      const moved = await act('admin', 'userEdit', editBody(p, 'user', [people.businessB.id]));
      expect(moved.status).toBe(200);
      expect(moved.body[0].user.business.businesses).toEqual([
        { id: people.businessB.id, name: people.businessB.name },
      ]);
      expect(await validates(token)).toBe(false);
    });

    it('switching to admin clears the company list (an admin holds all)', async () => {
      const p = await personOf('council', [people.businessA.id, people.businessB.id]);
      const r = await act(
        'admin',
        'userEdit',
        editBody(p, 'admin', [people.businessA.id, people.businessB.id]),
      );
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      expect(r.body[0].user).toMatchObject({ role: 'admin', business: { businesses: [] } });
      const links = await s.handle.db
        .select()
        .from(schema.userBusinesses)
        .where(eq(schema.userBusinesses.userId, p.id));
      expect(links).toEqual([]);
      await s.handle.db.delete(schema.users).where(eq(schema.users.id, p.id));
    });

    const taken = (): [string, () => Promise<Record<string, unknown>>, number, string] => [
      'an e-mail of someone else, in other case',
      async () => {
        const p = await personOf('user', [people.businessA.id]);
        return editBody({ id: p.id, email: people.council.email.toUpperCase() }, 'user', [
          people.businessA.id,
        ]);
      },
      409,
      EMAIL_TAKEN,
    ];
    const refusals: [string, () => Promise<Record<string, unknown>>, number, string][] = [
      taken(),
      [
        'a user with two companies',
        async () =>
          editBody(await personOf('user', [people.businessA.id]), 'user', [
            people.businessA.id,
            people.businessB.id,
          ]),
        400,
        USER_ONE_BUSINESS_ONLY,
      ],
      [
        'the admin demoting themself',
        async () => editBody(people.admin, 'council', [people.businessA.id]),
        403,
        ADMIN_CANNOT_DEMOTE_SELF,
      ],
      [
        'someone who is not there',
        async () =>
          editBody({ id: crypto.randomUUID(), email: 'ninguem@teste.com.br' }, 'user', [
            people.businessA.id,
          ]),
        404,
        USER_NOT_FOUND,
      ],
    ];
    it.each(refusals)('refuses %s, writing nothing', async (_, body, status, message) => {
      const prepared = await body();
      await expectNothingWritten(async () => {
        const r = await act('admin', 'userEdit', prepared);
        expect([r.status, r.body.error]).toEqual([status, message]);
      });
    });

    it.each(['council', 'user', 'business', 'outsider', 'none'] as Who[])(
      'refuses %s editing, writing nothing',
      async (who) => {
        await expectNothingWritten(async () => {
          const r = await act(
            who,
            'userEdit',
            editBody(people.user, 'council', [people.businessA.id]),
          );
          expect(r.status).toBe(who === 'none' ? 401 : 403);
        });
      },
    );

    it('two admins demoting each other at once leave one admin', async () => {
      const a = await personOf('admin', []);
      const b = await personOf('admin', []);
      const [ta, tb] = [await signIn(a.email), await signIn(b.email)];
      // Make these two the only admins for this test.
      const others = await onlyAdmins([a.id, b.id]);
      try {
        const results = await Promise.all([
          act(ta, 'userEdit', editBody(b, 'council', [people.businessA.id])),
          act(tb, 'userEdit', editBody(a, 'council', [people.businessA.id])),
        ]);
        const statuses = results.map((r) => r.status).sort();
        expect(statuses[0]).toBe(200);
        expect([401, 403, 409]).toContain(statuses[1]);
        const conflictReply = results.find((r) => r.status === 409);
        if (conflictReply) expect(conflictReply.body.error).toBe(LAST_ADMIN_REQUIRED);
        const admins = await s.handle.db
          .select({ id: schema.users.id })
          .from(schema.users)
          .where(eq(schema.users.role, 'admin'));
        expect(admins).toHaveLength(1);
      } finally {
        await restoreAdmins(others);
        await s.handle.db.delete(schema.users).where(eq(schema.users.id, a.id));
        await s.handle.db.delete(schema.users).where(eq(schema.users.id, b.id));
      }
    });
  });

  describe('delete', () => {
    it('removes the person with their links; their token gets 401; the list loses them', async () => {
      const p = await personOf('council', [people.businessA.id, people.businessB.id]);
      const token = await signIn(p.email);
      const r = await act('admin', 'delete', { userId: p.id });
      expect([r.status, r.body]).toEqual([200, [{ status: 'success' }]]);
      expect(
        (await s.post('/profile', { jwt: token, authType: 'user' }, { action: 'get' })).status,
      ).toBe(401);
      expect((await list()).some((u) => u.id === p.id)).toBe(false);
      const links = await s.handle.db
        .select()
        .from(schema.userBusinesses)
        .where(eq(schema.userBusinesses.userId, p.id));
      expect(links).toEqual([]);
    });

    it('refuses the admin deleting themself, writing nothing', async () => {
      await expectNothingWritten(async () => {
        const r = await act('admin', 'delete', { userId: people.admin.id });
        expect([r.status, r.body.error]).toEqual([403, ADMIN_CANNOT_DELETE_SELF]);
      });
    });

    it('refuses someone who is not there', async () => {
      const r = await act('admin', 'delete', { userId: crypto.randomUUID() });
      expect([r.status, r.body.error]).toEqual([404, USER_NOT_FOUND]);
    });

    it('two admins deleting each other at once leave one admin', async () => {
      const a = await personOf('admin', []);
      const b = await personOf('admin', []);
      const [ta, tb] = [await signIn(a.email), await signIn(b.email)];
      // Make these two the only admins for this test.
      const others = await onlyAdmins([a.id, b.id]);
      try {
        const results = await Promise.all([
          act(ta, 'delete', { userId: b.id }),
          act(tb, 'delete', { userId: a.id }),
        ]);
        const statuses = results.map((r) => r.status).sort();
        expect(statuses[0]).toBe(200);
        expect([401, 409]).toContain(statuses[1]);
        const conflictReply = results.find((r) => r.status === 409);
        if (conflictReply) expect(conflictReply.body.error).toBe(LAST_ADMIN_REQUIRED);
        const admins = await s.handle.db
          .select({ id: schema.users.id })
          .from(schema.users)
          .where(eq(schema.users.role, 'admin'));
        expect(admins).toHaveLength(1);
      } finally {
        await restoreAdmins(others);
        await s.handle.db.delete(schema.users).where(eq(schema.users.id, a.id));
        await s.handle.db.delete(schema.users).where(eq(schema.users.id, b.id));
      }
    });

    it.each(EVERYONE.filter((w) => w !== 'admin'))('refuses %s, writing nothing', async (who) => {
      await expectNothingWritten(async () => {
        const r = await act(who, 'delete', { userId: people.outsider.id });
        expect(r.status).toBe(who === 'none' ? 401 : 403);
      });
    });
  });
});

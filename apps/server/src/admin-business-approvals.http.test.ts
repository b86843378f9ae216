import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  ACCESS_CODE_INVALID,
  ACCESS_CODE_TAKEN,
  ACCESS_LOG_LIMIT,
  ACCESS_NOTHING_TO_CHANGE,
  ACCESS_PASSWORD_AMBIGUOUS,
  BUSINESS_MANAGER_NOT_MEMBER,
  BUSINESS_NOT_FOUND,
  BUSINESS_NOT_WAITING,
  BUSINESS_USER_TAKEN,
  FORBIDDEN_ACTION,
  FORBIDDEN_BUSINESS,
  JOIN_REQUEST_NOT_FOUND,
  MAIL_REGISTRATION_APPROVED_SUBJECT,
  MAIL_REGISTRATION_REFUSED_SUBJECT,
} from '@portal/domain';
import { schema } from './db';
import { BACKENDS, type TestServer } from './test/harness';
import { EVERYONE, useSignedInServer, type People, type Who } from './test/fixtures';
import { adminBusinessesApi, FORM } from './test/admin-businesses';
import { PNG } from './test/upload-files';

const REGISTRANT_PASSWORD = 'senha-do-cadastro-1';

describe.each(BACKENDS)('admin businesses: approvals, join requests, access (%s)', (backend) => {
  let s: TestServer;
  let people: People;
  let tokens: Map<Who, string>;
  useSignedInServer(backend, (started) => ({ s, people, tokens } = started));
  const { act, send, person, company, login, validates, refused, mailsTo } = adminBusinessesApi(
    () => ({ s, tokens }),
  );

  /** A registration through the public form: a new company (waiting) or a request to join one. */
  const register = async (business: { id: string } | 'new') => {
    const tag = crypto.randomUUID().slice(0, 8);
    const email = `cadastro-${tag}@empresa.test`;
    const r = await s.post('/register', {
      user: { name: `Cadastro ${tag}`, email, phone: '11999990000', password: REGISTRANT_PASSWORD },
      business:
        business === 'new'
          ? {
              name: `Horta ${tag}`,
              website: 'https://horta.test.com.br',
              niche: 'Hortifrúti',
              knowledge_base: 'x'.repeat(60),
              revenue_goal: 120000,
              instagram: '@horta',
              teamEmails: [`socia-${tag}@empresa.test`],
            }
          : business,
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const [user] = await s.handle.db
      .select()
      .from(schema.users)
      .where(eq(schema.users.email, email));
    const [link] = await s.handle.db
      .select()
      .from(schema.userBusinesses)
      .where(eq(schema.userBusinesses.userId, user!.id));
    return { userId: user!.id, email, name: user!.name, businessId: link!.businessId, tag };
  };
  const rowOf = async (id: string) =>
    (await s.handle.db.select().from(schema.businesses).where(eq(schema.businesses.id, id)))[0];
  const userOf = async (id: string) =>
    (await s.handle.db.select().from(schema.users).where(eq(schema.users.id, id)))[0];
  const subjects = async (email: string) => (await mailsTo(email)).map((m) => m.subject);

  describe('waiting registrations', () => {
    it('lists them for the admin, oldest first, with fields, team e-mails and registrant; council gets none', async () => {
      const reg = await register('new');
      const r = await act('admin', 'getAllWaiting');
      expect(r.status).toBe(200);
      const ids = (r.body as { id: string }[]).map((b) => b.id);
      expect(ids.indexOf(people.waitingBusiness.id)).toBeLessThan(ids.indexOf(reg.businessId));
      expect(r.body.find((b: { id: string }) => b.id === reg.businessId)).toMatchObject({
        name: `Horta ${reg.tag}`,
        niche: 'Hortifrúti',
        meta_faturamento: 120000,
        username_instagram: '@horta',
        emails: [reg.email, `socia-${reg.tag}@empresa.test`].sort(),
        registrant: { id: reg.userId, email: reg.email, phone_number: '11999990000' },
      });
      expect((await act('council', 'getAllWaiting')).body).toEqual([]);
      for (const who of ['user', 'business', 'waiting'] as const)
        expect((await act(who, 'getAllWaiting')).status).toBe(403);
    });

    it('reject removes the company and its registrant, and e-mails them once', async () => {
      const reg = await register('new');
      const r = await act('admin', 'reject', { businessId: reg.businessId });
      expect([r.status, r.body]).toEqual([200, [{ status: 'success' }]]);
      expect(await rowOf(reg.businessId)).toBeUndefined();
      expect(await userOf(reg.userId)).toBeUndefined();
      expect(
        await s.handle.db
          .select()
          .from(schema.businessTeamEmails)
          .where(eq(schema.businessTeamEmails.businessId, reg.businessId)),
      ).toEqual([]);
      expect(await subjects(reg.email)).toEqual([MAIL_REGISTRATION_REFUSED_SUBJECT]);
      await refused(
        () => act('admin', 'reject', { businessId: reg.businessId }),
        404,
        BUSINESS_NOT_FOUND,
      );
      await refused(
        () => act('admin', 'reject', { businessId: people.businessB.id }),
        409,
        BUSINESS_NOT_WAITING,
      );
      await refused(
        () => act('council', 'reject', { businessId: people.waitingBusiness.id }),
        403,
        FORBIDDEN_ACTION,
      );
    });

    it('approve makes the company active with the form, approves the registrant, links the chosen, e-mails once', async () => {
      const reg = await register('new');
      const council = await person('council');
      // Refused first (the manager is none of its people): nothing changes, the logo is not kept.
      await refused(
        () =>
          send('admin', 'approve', {
            ...FORM,
            businessId: reg.businessId,
            users: [council.id],
            managed_by: people.user.id,
            logo: new Blob([PNG as BlobPart]),
          }),
        400,
        BUSINESS_MANAGER_NOT_MEMBER,
      );
      await refused(
        () =>
          send('admin', 'approve', {
            ...FORM,
            businessId: reg.businessId,
            users: [reg.userId, people.user.id],
            managed_by: reg.userId,
          }),
        409,
        BUSINESS_USER_TAKEN('usuario'),
      );
      const r = await send('admin', 'approve', {
        ...FORM,
        businessId: reg.businessId,
        users: [reg.userId, council.id],
        managed_by: reg.userId,
        custom_questions: ['Quantas cestas foram entregues?'],
      });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      expect(r.body[0].business).toMatchObject({
        id: reg.businessId,
        name: FORM.name,
        managed_by: reg.userId,
        custom_questions: ['Quantas cestas foram entregues?'],
      });
      expect((await rowOf(reg.businessId))?.status).toBe('active');
      expect((await userOf(reg.userId))?.status).toBe('active');
      const signedIn = await login(reg.email, 'user', REGISTRANT_PASSWORD);
      expect(signedIn.body.user.role).toBe('ordinary');
      expect(signedIn.body.business).toEqual({ id: reg.businessId, name: FORM.name });
      expect((await act('admin', 'getAll')).body.map((b: { id: string }) => b.id)).toContain(
        reg.businessId,
      );
      expect(await subjects(reg.email)).toEqual([MAIL_REGISTRATION_APPROVED_SUBJECT]);
      await refused(
        () =>
          send('admin', 'approve', {
            ...FORM,
            businessId: reg.businessId,
            users: [reg.userId],
            managed_by: reg.userId,
          }),
        409,
        BUSINESS_NOT_WAITING,
      );
    });
  });

  describe('join requests', () => {
    it('lists the people waiting to join active companies: all for the admin, their own for council', async () => {
      const toB = await register({ id: people.businessB.id });
      const toC = await register({ id: people.businessC.id });
      const ids = async (who: Who) =>
        ((await act(who, 'getJoinRequests')).body as { id: string }[]).map((j) => j.id);
      const all = await ids('admin');
      expect(all).toEqual(expect.arrayContaining([people.waiting.id, toB.userId, toC.userId]));
      const mine = await ids('council');
      expect(mine).toEqual(expect.arrayContaining([people.waiting.id, toB.userId]));
      expect(mine).not.toContain(toC.userId);
      const entry = (await act('admin', 'getJoinRequests')).body.find(
        (j: { id: string }) => j.id === toB.userId,
      );
      expect(entry).toMatchObject({
        email: toB.email,
        business: { id: people.businessB.id, name: people.businessB.name },
      });
      for (const who of EVERYONE.filter((w) => w !== 'admin' && w !== 'council'))
        expect((await act(who, 'getJoinRequests')).status).toBe(who === 'none' ? 401 : 403);
    });

    it('approveJoin lets the person in; refuseJoin removes the waiting account; each e-mailed once', async () => {
      const yes = await register({ id: people.businessB.id });
      const no = await register({ id: people.businessB.id });
      expect((await act('admin', 'approveJoin', { userId: yes.userId })).status).toBe(200);
      expect((await login(yes.email, 'user', REGISTRANT_PASSWORD)).body.business.id).toBe(
        people.businessB.id,
      );
      expect((await act('admin', 'refuseJoin', { userId: no.userId })).status).toBe(200);
      expect(await userOf(no.userId)).toBeUndefined();
      expect(await subjects(yes.email)).toEqual([MAIL_REGISTRATION_APPROVED_SUBJECT]);
      expect(await subjects(no.email)).toEqual([MAIL_REGISTRATION_REFUSED_SUBJECT]);
      for (const [action, userId] of [
        ['approveJoin', yes.userId],
        ['refuseJoin', no.userId],
        ['approveJoin', people.user.id],
      ] as const)
        await refused(() => act('admin', action, { userId }), 404, JOIN_REQUEST_NOT_FOUND);
      await refused(
        () => act('council', 'approveJoin', { userId: people.waiting.id }),
        403,
        FORBIDDEN_ACTION,
      );
    });
  });

  describe("the business account's login", () => {
    it('a new code and a generated password: the account signs in with them, the old token ends', async () => {
      const own = await company();
      const first = await act('admin', 'setAccess', {
        businessId: own.id,
        accessCode: ' acesso01 ',
        password: 'primeira-senha',
      });
      expect(first.body).toMatchObject([{ status: 'success', access_code: 'ACESSO01' }]);
      expect(first.body[0].password).toBeUndefined();
      const old = (await login('Acesso01', 'business', 'primeira-senha')).body.jwt_token as string;
      expect(await validates(old, 'business')).toBe(true);

      const r = await act('admin', 'setAccess', { businessId: own.id, generatePassword: true });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      const password = r.body[0].password as string;
      expect(password).toMatch(/^[A-HJ-NP-Za-km-np-z2-9]{12}$/);
      expect(r.body[0].access_code).toBe('ACESSO01');
      expect(await validates(old, 'business')).toBe(false);
      expect((await login('ACESSO01', 'business', 'primeira-senha')).status).toBe(401);
      const fresh = await login('acesso01', 'business', password);
      expect([fresh.status, fresh.body.business?.id]).toEqual([200, own.id]);
      expect((await rowOf(own.id))?.passwordHash).toMatch(/^\$argon2id\$/);
      // The admin's list shows the code now in force.
      const listed = (await act('admin', 'getAll')).body.find(
        (b: { id: string }) => b.id === own.id,
      );
      expect(listed.access_code).toBe('ACESSO01');
    });

    it('refuses a taken code (any case), nothing to change, both passwords, bad codes; nothing written', async () => {
      const own = await company();
      const cases: [Record<string, unknown>, number, string][] = [
        [{ accessCode: people.businessA.code.toLowerCase() }, 409, ACCESS_CODE_TAKEN],
        [{}, 400, ACCESS_NOTHING_TO_CHANGE],
        [{ generatePassword: false }, 400, ACCESS_NOTHING_TO_CHANGE],
        [{ password: 'uma-senha', generatePassword: true }, 400, ACCESS_PASSWORD_AMBIGUOUS],
        [{ accessCode: 'AB' }, 400, ACCESS_CODE_INVALID],
        [{ accessCode: 'código-com-traço' }, 400, ACCESS_CODE_INVALID],
      ];
      for (const [change, status, message] of cases)
        await refused(
          () => act('admin', 'setAccess', { businessId: own.id, ...change }),
          status,
          message,
        );
      // The code it already has is no change either.
      await act('admin', 'setAccess', { businessId: own.id, accessCode: 'MEU123' });
      await refused(
        () => act('admin', 'setAccess', { businessId: own.id, accessCode: 'meu123' }),
        400,
        ACCESS_NOTHING_TO_CHANGE,
      );
      await refused(
        () => act('admin', 'setAccess', { businessId: crypto.randomUUID(), password: 'x1234567' }),
        404,
        BUSINESS_NOT_FOUND,
      );
      await refused(
        () =>
          act('council', 'setAccess', { businessId: people.businessA.id, password: 'x1234567' }),
        403,
        FORBIDDEN_ACTION,
      );
    });

    it('two companies given one code at once: one wins, the other is refused', async () => {
      const [one, two] = [await company(), await company()];
      const replies = await Promise.all(
        [one, two].map((b) =>
          act('admin', 'setAccess', { businessId: b.id, accessCode: 'DISPUTA1' }),
        ),
      );
      expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
      expect(replies.find((r) => r.status === 409)!.body.error).toBe(ACCESS_CODE_TAKEN);
      const holders = await s.handle.db
        .select()
        .from(schema.businesses)
        .where(eq(schema.businesses.accessCode, 'DISPUTA1'));
      expect(holders).toHaveLength(1);
    });
  });

  describe('spy-mode entries', () => {
    it('records entries of the admin anywhere and of council in its companies; others are refused', async () => {
      const own = await company();
      const status = async (who: Who, businessId: string) =>
        (await act(who, 'recordAccess', { businessId })).status;
      expect(await status('admin', own.id)).toBe(200);
      expect(await status('council', people.businessB.id)).toBe(200);
      await refused(
        () => act('council', 'recordAccess', { businessId: own.id }),
        403,
        FORBIDDEN_BUSINESS,
      );
      for (const who of ['user', 'business', 'outsider'] as const)
        await refused(
          () => act(who, 'recordAccess', { businessId: people.businessA.id }),
          403,
          FORBIDDEN_ACTION,
        );
      await refused(
        () => act('admin', 'recordAccess', { businessId: crypto.randomUUID() }),
        404,
        BUSINESS_NOT_FOUND,
      );
    });

    it("the company's accessLog: newest first, name and role, at most the limit, for its own people", async () => {
      const own = await company();
      const member = await person('user', [own.id]);
      const memberJwt = (await login(member.email)).body.jwt_token as string;
      const start = Date.now() - 10 * 86_400_000;
      await s.handle.db.insert(schema.businessAccesses).values(
        Array.from({ length: ACCESS_LOG_LIMIT + 5 }, (_, i) => ({
          businessId: own.id,
          name: `Conselheiro ${i}`,
          role: 'council' as const,
          at: new Date(start + i * 60_000),
        })),
      );
      expect((await act('admin', 'recordAccess', { businessId: own.id })).status).toBe(200);
      const log = await s.post(
        '/myBusiness',
        { jwt: memberJwt, authType: 'user', businessId: own.id },
        { action: 'accessLog' },
      );
      expect(log.status).toBe(200);
      expect(log.body).toHaveLength(ACCESS_LOG_LIMIT);
      expect(log.body[0]).toMatchObject({ name: 'admin', role: 'admin' });
      expect(log.body[1]).toMatchObject({ name: `Conselheiro ${ACCESS_LOG_LIMIT + 4}` });
      const times = (log.body as { at: string }[]).map((e) => e.at);
      expect(times).toEqual([...times].sort().reverse());
      const outsider = await s.post(
        '/myBusiness',
        { jwt: tokens.get('outsider'), authType: 'user', businessId: own.id },
        { action: 'accessLog' },
      );
      expect([outsider.status, outsider.body.error]).toEqual([403, FORBIDDEN_BUSINESS]);
      const account = await s.post(
        '/myBusiness',
        { jwt: tokens.get('business'), authType: 'business', businessId: people.businessA.id },
        { action: 'accessLog' },
      );
      expect(account.status).toBe(200);
    });
  });
});

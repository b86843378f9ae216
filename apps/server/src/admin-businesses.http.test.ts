import { describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import {
  ACCOUNT_WITHOUT_BUSINESS,
  ADMIN_BUSINESS_NAME_REQUIRED,
  ADMIN_LOGO_INVALID_TYPE,
  ADMIN_LOGO_TOO_LARGE,
  BUSINESS_MANAGER_NOT_MEMBER,
  BUSINESS_NOT_FOUND,
  BUSINESS_USER_TAKEN,
  BUSINESS_USER_UNKNOWN,
  companyHealth,
  CUSTOM_QUESTIONS_DUPLICATE,
  FORBIDDEN_ACTION,
  HEALTH_NO_ISSUES,
  HEALTH_NO_MEETING,
  HEALTH_REPORT_MISSING,
  INSTAGRAM_MUST_START_WITH_AT,
  LIST_INVALID,
  MAX_IMAGE_BYTES,
  monthKey,
  monthOf,
  previousMonth,
  REVENUE_GOAL_NEGATIVE,
  TASK_OVERDUE_DAYS,
  WEBSITE_INVALID,
} from '@portal/domain';
import { schema } from './db';
import { BACKENDS, type TestServer } from './test/harness';
import { EVERYONE, PASSWORD, useSignedInServer, type People, type Who } from './test/fixtures';
import { adminBusinessesApi, FORM, HOSTILE_SVG } from './test/admin-businesses';
import { GIF, PNG } from './test/upload-files';

type Listed = {
  id: string;
  name: string;
  logo: string | null;
  managed_by: string | null;
  custom_questions: string[];
  access_users: { id: string; role: string }[];
  health: { previousMonthFilled: boolean; overdueTasks: number; lastMeetingAt: string | null };
  access_code?: string | null;
};

const DAY_MS = 86_400_000;
const png = () => new Blob([PNG as BlobPart], { type: 'image/png' });

describe.each(BACKENDS)('admin businesses: list, create, edit, delete (%s)', (backend) => {
  let s: TestServer;
  let people: People;
  let tokens: Map<Who, string>;
  useSignedInServer(backend, (started) => ({ s, people, tokens } = started));
  const api = adminBusinessesApi(() => ({ s, tokens }));
  const { act, send, person, company, login, validates, refused, storage } = api;

  const list = async (who: Who = 'admin'): Promise<Listed[]> => {
    const r = await act(who, 'getAll');
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body as Listed[];
  };
  const links = async (businessId: string) =>
    (
      await s.handle.db
        .select({ userId: schema.userBusinesses.userId })
        .from(schema.userBusinesses)
        .where(eq(schema.userBusinesses.businessId, businessId))
    )
      .map((l) => l.userId)
      .sort();

  describe('getAll', () => {
    it.each(EVERYONE)('as %s: admin and council read, everyone else is refused', async (who) => {
      const r = await act(who, 'getAll');
      const ok: Who[] = ['admin', 'council'];
      expect(r.status).toBe(who === 'none' ? 401 : ok.includes(who) ? 200 : 403);
    });

    it('gives the admin every active company with its people and access code', async () => {
      const all = await list();
      const ids = all.map((b) => b.id);
      const { businessA: A, businessB: B, businessC: C, waitingBusiness: W } = people;
      expect(ids).toEqual(expect.arrayContaining([A.id, B.id, C.id]));
      expect(ids).not.toContain(W.id);
      const a = all.find((b) => b.id === A.id)!;
      expect(a.access_code).toBe(A.code);
      expect(all.find((b) => b.id === B.id)!.access_code).toBeNull();
      // Approved people only: the waiting person linked to A is a join request, not a member.
      expect(a.access_users.map((u) => u.id).sort()).toEqual(
        [people.council.id, people.user.id].sort(),
      );
      expect(a.health).toEqual({
        previousMonthFilled: false,
        overdueTasks: 0,
        lastMeetingAt: null,
      });
    });

    it('gives a council member only the companies linked to them, without access codes', async () => {
      const mine = await list('council');
      expect(mine.map((b) => b.id).sort()).toEqual(
        [people.businessA.id, people.businessB.id].sort(),
      );
      expect(mine.every((b) => !('access_code' in b))).toBe(true);
    });

    it('tells each company its health: last month filled, overdue open tasks, newest meeting', async () => {
      const own = await company();
      const now = Date.now();
      const month = `${monthKey(previousMonth(monthOf(new Date())))}-01`;
      const old = new Date(now - (TASK_OVERDUE_DAYS + 2) * DAY_MS);
      await s.handle.db.insert(schema.monthlyReports).values({ businessId: own.id, month });
      await s.handle.db.insert(schema.tasks).values([
        { businessId: own.id, title: 'Antiga aberta', status: 'not-started', createdAt: old },
        { businessId: own.id, title: 'Antiga em curso', status: 'in-progress', createdAt: old },
        { businessId: own.id, title: 'Antiga feita', status: 'done', createdAt: old },
        { businessId: own.id, title: 'Recente', status: 'not-started' },
      ]);
      const newest = new Date(now - 3 * DAY_MS);
      await s.handle.db.insert(schema.meetings).values([
        { businessId: own.id, title: 'Kickoff', date: new Date(now - 40 * DAY_MS) },
        { businessId: own.id, title: 'Revisão', date: newest },
      ]);
      const listed = (await list()).find((b) => b.id === own.id)!;
      expect(listed.health).toEqual({
        previousMonthFilled: true,
        overdueTasks: 2,
        lastMeetingAt: newest.toISOString(),
      });
    });

    it('gives each company the chip of its own facts: different facts, different chips', async () => {
      const now = new Date();
      const month = `${monthKey(previousMonth(monthOf(now)))}-01`;
      const old = new Date(now.getTime() - (TASK_OVERDUE_DAYS + 5) * DAY_MS);
      const recent = new Date(now.getTime() - 2 * DAY_MS);
      const late = await company();
      const tidy = await company();
      const behind = await company();
      await s.handle.db.insert(schema.monthlyReports).values([
        { businessId: late.id, month },
        { businessId: tidy.id, month },
      ]);
      await s.handle.db.insert(schema.tasks).values([
        { businessId: late.id, title: 'Velha 1', status: 'in-progress', createdAt: old },
        { businessId: late.id, title: 'Velha 2', status: 'not-started', createdAt: old },
        { businessId: tidy.id, title: 'Feita', status: 'done', createdAt: old },
        { businessId: tidy.id, title: 'Nova', status: 'not-started', createdAt: recent },
        { businessId: behind.id, title: 'Velha', status: 'not-started', createdAt: old },
      ]);
      await s.handle.db.insert(schema.meetings).values([
        { businessId: late.id, title: 'Revisão', date: recent },
        { businessId: tidy.id, title: 'Revisão', date: recent },
      ]);
      // As the Companies screen writes each card's chip from getAll's facts.
      const all = await list();
      const chip = (id: string) => {
        const health = companyHealth(all.find((b) => b.id === id)!.health, now);
        return `${health.label} · ${health.reasons.join(' · ')}`;
      };
      expect([chip(late.id), chip(tidy.id), chip(behind.id)]).toEqual([
        'Atenção · 2 tarefas atrasadas',
        `Em dia · ${HEALTH_NO_ISSUES}`,
        `Crítico · ${HEALTH_REPORT_MISSING} · 1 tarefa atrasada · ${HEALTH_NO_MEETING}`,
      ]);
    });
  });

  describe('create', () => {
    it('creates an active company with its people, manager, questions and a loadable logo', async () => {
      const owner = await person('user');
      const r = await send('admin', 'create', {
        ...FORM,
        users: [owner.id, people.council.id],
        managed_by: owner.id,
        custom_questions: ['Qual foi o destaque do mês?', 'Quantos clientes novos?'],
        logo: png(),
      });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      const created = r.body[0].business as Listed;
      expect(r.body[0].status).toBe('success');
      expect(created).toMatchObject({
        name: FORM.name,
        website: 'https://oficinanova.com.br',
        meta_faturamento: 250000,
        managed_by: owner.id,
        custom_questions: ['Qual foi o destaque do mês?', 'Quantos clientes novos?'],
        access_code: null,
        health: { previousMonthFilled: false, overdueTasks: 0, lastMeetingAt: null },
      });
      expect(await links(created.id)).toEqual([owner.id, people.council.id].sort());
      // The logo is a URL the browser loads, image bytes and all.
      const logo = await fetch(new URL(created.logo!, s.base));
      expect([logo.status, logo.headers.get('content-type')]).toEqual([200, 'image/png']);
      expect(new Uint8Array(await logo.arrayBuffer())).toEqual(PNG);
      expect((await list()).map((b) => b.id)).toContain(created.id);
      // The new company's person signs in and lands in it.
      expect((await login(owner.email)).body.business).toEqual({
        id: created.id,
        name: FORM.name,
      });
    });

    it('stores an SVG logo and serves it so that its script cannot run', async () => {
      const owner = await person('user');
      const r = await send('admin', 'create', {
        ...FORM,
        users: [owner.id],
        managed_by: owner.id,
        logo: new Blob([HOSTILE_SVG as BlobPart], { type: 'image/svg+xml' }),
      });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      const served = await fetch(new URL(r.body[0].business.logo, s.base));
      expect(served.headers.get('content-type')).toBe('image/svg+xml');
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
      const csp = served.headers.get('content-security-policy') ?? '';
      expect(csp).toMatch(/default-src 'none'/);
      expect(csp).toMatch(/(^|;\s*)sandbox(;|$)/);
      expect(csp).not.toMatch(/script-src|allow-scripts/);
    });

    it('refuses each wrong form with its text, writing nothing (no row, no file)', async () => {
      const owner = await person('user');
      const waiting = await person('user', [], 'waiting');
      const base = { ...FORM, users: [owner.id], managed_by: owner.id };
      const cases: [Record<string, unknown>, number, string][] = [
        [{ name: '  ' }, 400, ADMIN_BUSINESS_NAME_REQUIRED],
        [{ managed_by: people.council.id }, 400, BUSINESS_MANAGER_NOT_MEMBER],
        [{ users: [owner.id, crypto.randomUUID()] }, 404, BUSINESS_USER_UNKNOWN],
        [{ users: [owner.id, waiting.id] }, 404, BUSINESS_USER_UNKNOWN],
        [{ users: [owner.id, people.user.id] }, 409, BUSINESS_USER_TAKEN('usuario')],
        [{ users: 'não é JSON' }, 400, LIST_INVALID],
        [{ website: 'javascript:alert(1)' }, 400, WEBSITE_INVALID],
        [{ username_instagram: 'oficina' }, 400, INSTAGRAM_MUST_START_WITH_AT],
        [{ meta_faturamento: '-1' }, 400, REVENUE_GOAL_NEGATIVE],
        [{ custom_questions: ['Lucro?', 'lucro?'] }, 400, CUSTOM_QUESTIONS_DUPLICATE],
        [{ logo: new Blob([GIF as BlobPart]) }, 400, ADMIN_LOGO_INVALID_TYPE],
        [{ logo: new Blob(['<html>não sou imagem</html>']) }, 400, ADMIN_LOGO_INVALID_TYPE],
        [
          { logo: new Blob([PNG as BlobPart, new Uint8Array(MAX_IMAGE_BYTES)]) },
          400,
          ADMIN_LOGO_TOO_LARGE,
        ],
        // Past the body's own limit the request is cut short, with the same words.
        [{ logo: new Blob([new Uint8Array(MAX_IMAGE_BYTES * 2)]) }, 413, ADMIN_LOGO_TOO_LARGE],
      ];
      for (const [change, status, message] of cases) {
        await refused(
          () => send('admin', 'create', { ...base, logo: png(), ...change } as never),
          status,
          message,
        );
      }
      for (const who of ['council', 'user', 'business'] as const)
        await refused(() => send(who, 'create', base), 403, FORBIDDEN_ACTION);
    });

    it('two creates linking one person of role user at once: one wins, the other is refused', async () => {
      const owner = await person('user');
      const replies = await Promise.all(
        ['Primeira', 'Segunda'].map((name) =>
          send('admin', 'create', { ...FORM, name, users: [owner.id], managed_by: owner.id }),
        ),
      );
      expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
      expect(replies.find((r) => r.status === 409)!.body.error).toBe(
        BUSINESS_USER_TAKEN(`Pessoa ${owner.id.slice(0, 8)}`),
      );
      const linked = await s.handle.db
        .select()
        .from(schema.userBusinesses)
        .where(eq(schema.userBusinesses.userId, owner.id));
      expect(linked).toHaveLength(1);
    });
  });

  describe('edit', () => {
    const created = async () => {
      const owner = await person('user');
      const r = await send('admin', 'create', {
        ...FORM,
        users: [owner.id],
        managed_by: owner.id,
        logo: png(),
      });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      return { business: r.body[0].business as Listed & { niche: string }, owner };
    };

    it('changes only the fields given and answers the business as getAll lists it', async () => {
      const { business } = await created();
      const r = await send('admin', 'edit', { id: business.id, name: 'Oficina Renovada' });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      const edited = r.body[0].business;
      expect(edited).toMatchObject({ name: 'Oficina Renovada', niche: business.niche });
      expect(edited).toEqual((await list()).find((b) => b.id === business.id));
    });

    it('replaces the people (those taken off lose their sessions) and the logo', async () => {
      const { business, owner } = await created();
      const next = await person('user');
      const ownerJwt = (await login(owner.email)).body.jwt_token as string;
      const oldLogo = (
        await s.handle.db
          .select()
          .from(schema.businesses)
          .where(eq(schema.businesses.id, business.id))
      )[0]!.logo!;
      const r = await send('admin', 'edit', {
        id: business.id,
        users: [next.id, people.council.id],
        managed_by: next.id,
        custom_questions: ['Como foi o mês?'],
        logo: new Blob([HOSTILE_SVG as BlobPart]),
      });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      expect(r.body[0].business).toMatchObject({
        managed_by: next.id,
        custom_questions: ['Como foi o mês?'],
      });
      expect(await links(business.id)).toEqual([next.id, people.council.id].sort());
      expect(await validates(ownerJwt)).toBe(false);
      expect(await storage().get(oldLogo)).toBeNull();
      expect(r.body[0].business.logo).toMatch(/\.svg$/);
    });

    it('refuses a manager outside the people, an unknown company, and non-admins; nothing written', async () => {
      const { business, owner } = await created();
      await refused(
        () => send('admin', 'edit', { id: business.id, users: [people.council.id] }),
        400,
        BUSINESS_MANAGER_NOT_MEMBER,
      );
      await refused(
        () => send('admin', 'edit', { id: business.id, managed_by: people.council.id }),
        400,
        BUSINESS_MANAGER_NOT_MEMBER,
      );
      await refused(
        () => send('admin', 'edit', { id: crypto.randomUUID(), name: 'X', logo: png() }),
        404,
        BUSINESS_NOT_FOUND,
      );
      await refused(
        () => send('council', 'edit', { id: business.id, users: [owner.id] }),
        403,
        FORBIDDEN_ACTION,
      );
    });
  });

  describe('delete', () => {
    it('removes the company and all it holds, rows and files; its stranded person is told so at login', async () => {
      const own = await company('Empresa Encerrada');
      const other = await company();
      const only = await person('user', [own.id]);
      const council = await person('council', [own.id, other.id]);
      const onlyJwt = (await login(only.email)).body.jwt_token as string;
      const councilJwt = (await login(council.email)).body.jwt_token as string;
      // Something of every kind the company holds.
      const [meeting] = await s.handle.db
        .insert(schema.meetings)
        .values({ businessId: own.id, title: 'Reunião', date: new Date() })
        .returning();
      await s.handle.db.insert(schema.meetingTranscriptEntries).values({
        meetingId: meeting!.id,
        position: 0,
        speaker: 'Ana',
        text: 'Olá',
        minutes: 0,
      });
      await s.handle.db.insert(schema.meetingAddedTasks).values({
        meetingId: meeting!.id,
        position: 0,
        title: 'Revisar DRE',
      });
      await s.handle.db
        .insert(schema.tasks)
        .values({ businessId: own.id, title: 'Revisar DRE', fromMeeting: meeting!.id });
      await s.handle.db
        .insert(schema.monthlyReports)
        .values({ businessId: own.id, month: '2026-01-01' });
      await s.handle.db
        .insert(schema.businessTeamEmails)
        .values({ businessId: own.id, email: 'equipe@encerrada.test' });
      await s.handle.db
        .insert(schema.businessAccesses)
        .values({ businessId: own.id, name: 'Admin', role: 'admin' });
      const logoKey = 'logos/encerrada.png';
      const docKey = `documents/${own.id}/contrato.pdf`;
      await storage().put(logoKey, PNG, 'image/png');
      await storage().put(docKey, new TextEncoder().encode('%PDF-1.4'), 'application/pdf');
      await s.handle.db
        .update(schema.businesses)
        .set({ logo: logoKey })
        .where(eq(schema.businesses.id, own.id));
      await s.handle.db.insert(schema.documents).values({
        businessId: own.id,
        type: 'uploadedFile',
        name: 'Contrato',
        fileKey: docKey,
      });

      const r = await act('admin', 'delete', { businessId: own.id });
      expect([r.status, r.body]).toEqual([200, [{ status: 'success' }]]);

      const byBusiness = [
        schema.meetings,
        schema.tasks,
        schema.documents,
        schema.monthlyReports,
        schema.businessTeamEmails,
        schema.userBusinesses,
        schema.businessAccesses,
      ] as const;
      for (const table of byBusiness)
        expect(await s.handle.db.select().from(table).where(eq(table.businessId, own.id))).toEqual(
          [],
        );
      const ofMeeting = [schema.meetingTranscriptEntries, schema.meetingAddedTasks] as const;
      for (const table of ofMeeting)
        expect(
          await s.handle.db.select().from(table).where(eq(table.meetingId, meeting!.id)),
        ).toEqual([]);
      expect(
        await s.handle.db.select().from(schema.businesses).where(eq(schema.businesses.id, own.id)),
      ).toEqual([]);
      expect(await storage().get(logoKey)).toBeNull();
      expect(await storage().get(docKey)).toBeNull();

      // The person whose only company it was keeps the account, but not the session or a login.
      const kept = await s.handle.db
        .select()
        .from(schema.users)
        .where(inArray(schema.users.id, [only.id, council.id]));
      expect(kept).toHaveLength(2);
      expect(await validates(onlyJwt)).toBe(false);
      const again = await login(only.email);
      expect([again.status, again.body.error]).toEqual([403, ACCOUNT_WITHOUT_BUSINESS]);
      // A council member keeps their other company and their session.
      expect(await validates(councilJwt)).toBe(true);
      expect((await login(council.email, 'user', PASSWORD)).status).toBe(200);
    });

    it('refuses an unknown company and non-admins, writing nothing', async () => {
      await refused(
        () => act('admin', 'delete', { businessId: crypto.randomUUID() }),
        404,
        BUSINESS_NOT_FOUND,
      );
      for (const who of ['council', 'user', 'business'] as const)
        await refused(
          () => act(who, 'delete', { businessId: people.businessA.id }),
          403,
          FORBIDDEN_ACTION,
        );
    });
  });
});

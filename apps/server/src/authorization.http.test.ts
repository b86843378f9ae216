import { describe, expect, it } from 'vitest';
import { isAppRoute, type AppRoute, type AppRouter } from '@ts-rest/core';
import type { ZodTypeAny } from 'zod';
import { createPortalContract, rolesOfMeta, type RouteMeta } from '@portal/api-client';
import { BACKENDS, type TestServer } from './test/harness';
import { PASSWORD, useSignedInServer, EVERYONE, type People, type Who } from './test/fixtures';

/** Every route of the contract with each of its actions. */
function contractActions(): { route: AppRoute; name: string; action: string | undefined }[] {
  const out: { route: AppRoute; name: string; action: string | undefined }[] = [];
  const walk = (r: AppRouter, prefix: string) => {
    for (const [k, v] of Object.entries(r)) {
      const name = prefix ? `${prefix}.${k}` : k;
      if (!isAppRoute(v)) {
        walk(v as AppRouter, name);
        continue;
      }
      const holder = (v.headers ?? v.query) as { shape?: { action?: ZodTypeAny } } | undefined;
      const actionSchema = holder?.shape?.action as { options?: string[] } | undefined;
      const actions = actionSchema?.options ?? [undefined];
      for (const action of actions) out.push({ route: v, name, action });
    }
  };
  walk(createPortalContract('portal'), '');
  return out;
}

describe.each(BACKENDS)('authorization (%s)', (backend) => {
  let s: TestServer;
  let people: People;
  let tokens: Map<Who, string>;

  useSignedInServer(backend, (started) => ({ s, people, tokens } = started));

  const authTypeOf = (who: Who) => (who === 'business' ? 'business' : 'user');
  const session = (who: Who) =>
    who === 'none' ? { authType: 'user' } : { jwt: tokens.get(who)!, authType: authTypeOf(who) };

  const call = async (
    path: string,
    who: Who,
    body: Record<string, unknown>,
    action?: { header?: string; query?: string },
  ) => {
    const url = `${s.api}${path}${action?.query ? `?action=${action.query}` : ''}`;
    const res = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(action?.header ? { action: action.header } : {}),
      },
      body: JSON.stringify({ ...session(who), ...body }),
    });
    return { status: res.status, body: (await res.json()) as { error?: string } };
  };

  describe('implemented actions for the caller themself', () => {
    const cases: { name: string; run: (who: Who) => ReturnType<typeof call>; ok: Who[] }[] = [
      {
        name: 'profile get',
        run: (w) => call('/profile', w, {}, { header: 'get' }),
        ok: EVERYONE.filter((w) => w !== 'none'),
      },
      {
        name: 'profile changePassword (wrong old password → 400 after authorization)',
        run: (w) =>
          call(
            '/profile',
            w,
            { oldPassword: 'errada', newPassword: 'qualquer-1' },
            { header: 'changePassword' },
          ),
        ok: [],
      },
      { name: 'logout', run: (w) => call('/logout', w, {}), ok: [] },
    ];
    for (const c of cases) {
      it.each(EVERYONE)(`${c.name} as %s`, async (who) => {
        if (c.name === 'logout') {
          // Logout ends the token: use a fresh one so the other cases keep theirs.
          if (who === 'none') return expect((await call('/logout', who, {})).status).toBe(401);
          const key = who === 'business' ? people.businessA.code : people[who as 'admin'].email;
          const l = await s.post('/login', { authType: authTypeOf(who), key, password: PASSWORD });
          const r = await s.post('/logout', { jwt: l.body.jwt_token, authType: authTypeOf(who) });
          expect(r.status).toBe(200);
          expect(
            (await s.post('/validate-token', { jwt: l.body.jwt_token, authType: authTypeOf(who) }))
              .body.valid,
          ).toBe(false);
          // Logout ends every token of the person: sign in again for the cases that follow.
          const again = await s.post('/login', {
            authType: authTypeOf(who),
            key,
            password: PASSWORD,
          });
          tokens.set(who, again.body.jwt_token);
          return;
        }
        const r = await c.run(who);
        if (who === 'none') expect(r.status).toBe(401);
        else if (c.ok.includes(who)) expect(r.status).toBe(200);
        else expect(r.status).toBe(400);
      });
    }
  });

  describe('built business actions (full matrices in tasks/company/documents/reports.http.test.ts)', () => {
    const readers: Who[] = ['admin', 'council', 'user', 'business'];
    const cases: { name: string; path: string; key: string; header?: string; query?: string }[] = [
      { name: 'tasks getAll', path: '/tasks', key: 'business', header: 'getAll' },
      { name: 'myBusiness get', path: '/myBusiness', key: 'businessId', header: 'get' },
      { name: 'documents getAll', path: '/documents', key: 'business', query: 'getAll' },
      {
        name: 'reports getSpecificCompany',
        path: '/admin/reports',
        key: 'businessId',
        header: 'getSpecificCompany',
      },
    ];
    for (const c of cases) {
      it.each(EVERYONE)(`${c.name} on company A as %s`, async (who) => {
        const r = await call(c.path, who, { [c.key]: people.businessA.id }, c);
        expect(r.status).toBe(who === 'none' ? 401 : readers.includes(who) ? 200 : 403);
      });
    }
    const ownCompanies: {
      name: string;
      path: string;
      key?: string;
      action?: { query?: string; header?: string };
    }[] = [
      { name: 'getmeetings', path: '/getmeetings' },
      { name: 'meetings list', path: '/meetings/list' },
      { name: 'documents getAll', path: '/documents', action: { query: 'getAll' } },
      {
        name: 'reports getSpecificCompany',
        path: '/admin/reports',
        key: 'businessId',
        action: { header: 'getSpecificCompany' },
      },
    ];
    for (const c of ownCompanies) {
      it(`${c.name}: each may only reach their own companies`, async () => {
        const status = async (who: Who, business: string) =>
          (await call(c.path, who, { [c.key ?? 'business']: business }, c.action)).status;
        expect(await status('user', people.businessB.id)).toBe(403);
        expect(await status('business', people.businessB.id)).toBe(403);
        expect(await status('council', people.businessB.id)).toBe(200);
        expect(await status('council', people.businessC.id)).toBe(403);
        expect(await status('admin', people.businessC.id)).toBe(200);
        expect(await status('outsider', people.businessC.id)).toBe(200);
        expect(await status('admin', people.waitingBusiness.id)).toBe(200);
      });
    }
  });

  describe('meetings (full matrix in meetings.http.test.ts)', () => {
    it.each(EVERYONE)('getmeetings on company A as %s', async (who) => {
      const r = await call('/getmeetings', who, { business: people.businessA.id });
      const readers: Who[] = ['admin', 'council', 'user', 'business'];
      expect(r.status).toBe(who === 'none' ? 401 : readers.includes(who) ? 200 : 403);
    });
    it.each(EVERYONE)('meetings list on company A as %s', async (who) => {
      const r = await call('/meetings/list', who, { business: people.businessA.id });
      const readers: Who[] = ['admin', 'council', 'user', 'business'];
      expect(r.status).toBe(who === 'none' ? 401 : readers.includes(who) ? 200 : 403);
    });
    // A meeting id company A does not hold: its readers get 404 after authorization.
    it.each(EVERYONE)('meetings get on company A as %s', async (who) => {
      const r = await call('/meetings/get', who, {
        business: people.businessA.id,
        meetingId: '00000000-0000-4000-8000-000000000000',
      });
      const readers: Who[] = ['admin', 'council', 'user', 'business'];
      expect(r.status).toBe(who === 'none' ? 401 : readers.includes(who) ? 404 : 403);
    });
    // Session JWTs: only an admin may ingest (machines use the x-api-key header). The body is
    // invalid on purpose, so an admin gets 400 after authorization and nothing is written.
    it.each(EVERYONE)('meetings ingest as %s', async (who) => {
      const r = await call('/meetings/ingest', who, { businessId: people.businessA.id, title: '' });
      expect(r.status).toBe(who === 'none' ? 401 : who === 'admin' ? 400 : 403);
    });
  });

  describe('reports getSheetId (full matrix in reports.http.test.ts)', () => {
    it('follows the business rule with the session in the query (GET)', async () => {
      const get = (who: Who, business: string) => {
        const q = new URLSearchParams({
          business,
          ...(who === 'none' ? {} : { jwt: tokens.get(who)! }),
        });
        return fetch(`${s.api}/getSheetId?${q}`).then((r) => r.status);
      };
      expect(await get('none', people.businessA.id)).toBe(401);
      expect(await get('outsider', people.businessA.id)).toBe(403);
      expect(await get('user', people.businessA.id)).toBe(200);
    });
  });

  describe('admin finance getAll (full matrix in admin-finance.http.test.ts)', () => {
    it.each(EVERYONE)('as %s: admin only', async (who) => {
      const r = await call('/admin/finance', who, { period: '2026-10' }, { header: 'getAll' });
      expect(r.status).toBe(who === 'none' ? 401 : who === 'admin' ? 200 : 403);
    });
  });

  describe('admin users (full matrix in admin-users.http.test.ts)', () => {
    it.each(EVERYONE)('getAll as %s', async (who) => {
      const r = await call('/admin/users', who, {}, { header: 'getAll' });
      const readers: Who[] = ['admin', 'council'];
      expect(r.status).toBe(who === 'none' ? 401 : readers.includes(who) ? 200 : 403);
    });
    // Bodies the admin gets 400 for, after authorization: nothing is written.
    const changes: { action: string; body: Record<string, unknown> }[] = [
      { action: 'create', body: { user: { name: '' } } },
      { action: 'userEdit', body: { user: { id: 'x' } } },
      { action: 'delete', body: { userId: 'x' } },
      { action: 'resetTwoFactor', body: { userId: 'x' } },
    ];
    for (const c of changes) {
      it.each(EVERYONE)(`${c.action} as %s`, async (who) => {
        const r = await call('/admin/users', who, c.body, { header: c.action });
        expect(r.status).toBe(who === 'none' ? 401 : who === 'admin' ? 400 : 403);
      });
    }
  });

  describe('second factor (full behaviour in two-factor.http.test.ts)', () => {
    // Every approved person's own; a business account (a company's code) has none, and a
    // person waiting for approval has nothing to protect yet.
    const people: Who[] = ['admin', 'council', 'user', 'outsider'];
    it.each(EVERYONE)('profile two-factor status as %s', async (who) => {
      const r = await call('/profile/two-factor', who, {}, { header: 'status' });
      expect(r.status).toBe(who === 'none' ? 401 : people.includes(who) ? 200 : 403);
    });
    // A bad code is a 400 after authorization: nothing is turned on or off.
    for (const action of ['confirm', 'disable']) {
      it.each(EVERYONE)(`profile two-factor ${action} as %s`, async (who) => {
        const r = await call('/profile/two-factor', who, { code: '12' }, { header: action });
        expect(r.status).toBe(who === 'none' ? 401 : people.includes(who) ? 400 : 403);
      });
    }
    // The login steps take no session: a session token of any role is no step token.
    it.each(EVERYONE)('login second-factor steps with a session token as %s', async (who) => {
      const token = who === 'none' ? 'x' : tokens.get(who)!;
      const verify = await s.post('/login/second-factor', { token, code: '123456' });
      expect(verify.status).toBe(401);
      for (const action of ['begin', 'confirm']) {
        const body = action === 'begin' ? { token } : { token, code: '123456' };
        expect((await s.post('/login/second-factor/setup', body, { action })).status).toBe(401);
      }
    });
  });

  describe('admin businesses (full matrix in admin-businesses*.http.test.ts)', () => {
    // Reads answer 200; changes get a body the allowed caller is refused with 400 after
    // authorization, so nothing is written.
    const council: Who[] = ['admin', 'council'];
    const cases: { action: string; body: Record<string, unknown>; ok: Who[]; status: number }[] = [
      { action: 'getAll', body: {}, ok: council, status: 200 },
      { action: 'getAllWaiting', body: {}, ok: council, status: 200 },
      { action: 'getJoinRequests', body: {}, ok: council, status: 200 },
      { action: 'recordAccess', body: { businessId: 'x' }, ok: council, status: 400 },
      { action: 'create', body: {}, ok: ['admin'], status: 400 },
      { action: 'edit', body: { id: 'x' }, ok: ['admin'], status: 400 },
      { action: 'approve', body: {}, ok: ['admin'], status: 400 },
      { action: 'delete', body: { businessId: 'x' }, ok: ['admin'], status: 400 },
      { action: 'reject', body: { businessId: 'x' }, ok: ['admin'], status: 400 },
      { action: 'approveJoin', body: { userId: 'x' }, ok: ['admin'], status: 400 },
      { action: 'refuseJoin', body: { userId: 'x' }, ok: ['admin'], status: 400 },
      { action: 'setAccess', body: { businessId: 'x' }, ok: ['admin'], status: 400 },
      { action: 'erase', body: { businessId: 'x', name: 'x' }, ok: ['admin'], status: 400 },
    ];
    for (const c of cases) {
      it.each(EVERYONE)(`${c.action} as %s`, async (who) => {
        const r = await call('/admin/business', who, c.body, { header: c.action });
        expect(r.status).toBe(who === 'none' ? 401 : c.ok.includes(who) ? c.status : 403);
      });
    }
  });

  describe('data exports (full matrix in data-exports.http.test.ts)', () => {
    // The reply is a zip when allowed, so only the status is read here.
    const status = async (path: string, who: Who, body: Record<string, unknown> = {}) => {
      const res = await fetch(`${s.api}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...session(who), ...body }),
      });
      await res.arrayBuffer();
      return res.status;
    };
    it.each(EVERYONE)("a company's export as %s: admin only", async (who) => {
      const r = await status('/admin/business/export', who, { businessId: people.businessA.id });
      expect(r).toBe(who === 'none' ? 401 : who === 'admin' ? 200 : 403);
    });
    it.each(EVERYONE)('a personal export as %s: every person, for their own data', async (who) => {
      const r = await status('/profile/export', who);
      expect(r).toBe(who === 'none' ? 401 : who === 'business' ? 403 : 200);
    });
  });

  describe('audit log (full behaviour in audit-log.http.test.ts)', () => {
    for (const action of ['list', 'filters']) {
      it.each(EVERYONE)(`${action} as %s: admin only`, async (who) => {
        const r = await call('/admin/audit', who, {}, { header: action });
        expect(r.status).toBe(who === 'none' ? 401 : who === 'admin' ? 200 : 403);
      });
    }
  });

  describe('admin actions', () => {
    // The AI chat (full behaviour in chat.http.test.ts): admin only, every path.
    for (const path of ['/chat', '/chat/history', '/chat/new']) {
      it.each(EVERYONE)(`${path} as %s`, async (who) => {
        const body =
          who === 'none'
            ? { message: 'Olá' }
            : {
                jwt: tokens.get(who)!,
                ...(path === '/chat' ? { message: 'Quantas empresas?' } : {}),
              };
        const res = await fetch(`${s.api}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        expect(res.status).toBe(who === 'none' ? 401 : who === 'admin' ? 200 : 403);
      });
    }
  });

  it('sweep: every action of the contract refuses no token (401) and an outsider on company A (403)', async () => {
    const open = new Set([
      'auth.login',
      'auth.register',
      'auth.getAllBusinessesNames',
      'auth.validateToken',
      'passwordReset.requestPasswordReset',
      'passwordReset.verifyResetToken',
      'passwordReset.resetPassword',
      // The second step of login: its token is the only proof (walked below).
      'twoFactor.verify',
      'twoFactor.setup',
    ]);
    // The caller's own things: no company to be an outsider of.
    const ownOnly = new Set([
      'auth.logout',
      'profile.profile',
      'notifications.notifications',
      'twoFactor.twoFactor',
      'dataExports.personal',
    ]);
    let checked = 0;
    for (const { route, name, action } of contractActions()) {
      if (open.has(name)) continue;
      const actionIn = (route.metadata as { actionIn?: 'header' | 'query' } | undefined)?.actionIn;
      const a =
        actionIn === 'header'
          ? { header: action }
          : actionIn === 'query'
            ? { query: action }
            : undefined;
      const target = { business: people.businessA.id, businessId: people.businessA.id };
      if (route.method === 'GET') {
        const q = new URLSearchParams({ business: people.businessA.id });
        expect((await fetch(`${s.base}${route.path}?${q}`)).status, `${name} ${action}`).toBe(401);
        q.set('jwt', tokens.get('outsider')!);
        expect((await fetch(`${s.base}${route.path}?${q}`)).status, `${name} ${action}`).toBe(403);
        checked++;
        continue;
      }
      const path = route.path.replace('/webhook/portal', '');
      expect((await call(path, 'none', target, a)).status, `${name} ${action} without token`).toBe(
        401,
      );
      if (ownOnly.has(name)) continue;
      const r = await call(path, 'outsider', target, a);
      expect(r.status, `${name} ${action} as outsider`).toBe(403);
      checked++;
    }
    expect(checked).toBeGreaterThan(20);
  });

  it('sweep: every action the contract keeps to some roles refuses everyone else (403)', async () => {
    // The gate reads the roles from the contract's metadata (auth/authorize.ts); the services
    // check again. Whoever holds none of an action's roles is refused before anything runs.
    const roleOf: Partial<Record<Who, string>> = { council: 'council', user: 'user' };
    let checked = 0;
    for (const { route, name, action } of contractActions()) {
      const meta = route.metadata as RouteMeta;
      const roles = rolesOfMeta(meta, action);
      if (!roles) continue;
      const a = meta.actionIn === 'query' ? { query: action } : { header: action };
      const path = route.path.replace('/webhook/portal', '');
      const target = { business: people.businessA.id, businessId: people.businessA.id };
      for (const who of ['council', 'user', 'business', 'waiting'] as const) {
        const role = roleOf[who];
        if (role && (roles as readonly string[]).includes(role)) continue;
        expect((await call(path, who, target, a)).status, `${name} ${action} as ${who}`).toBe(403);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(60);
  });
});

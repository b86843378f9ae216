import { isAppRoute, type AppRoute, type AppRouter } from '@ts-rest/core';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { createPortalContract } from './contract';
import { buildOpenApiDocument } from './openapi';
import { AUDIT_KINDS, AUDIT_SECURITY_KINDS, AUDIT_SPY_MODE_KIND } from '@portal/domain';
import {
  actionsOfMeta,
  auditEffectOf,
  rolesOfMeta,
  sessionEffectOf,
  type RouteMeta,
} from './contracts/shared';

// The server takes each route's behaviour from these facts (apps/server/src/http/api.ts,
// http/body-gate.ts, auth/authorize.ts, app.ts) and keeps no list of its own: a route or an action
// without its fact would quietly get a default, so every fact a route needs is checked here.

const routesOf = (router: AppRouter, prefix = ''): [string, AppRoute, RouteMeta][] =>
  Object.entries(router).flatMap(([key, value]) =>
    isAppRoute(value)
      ? [[`${prefix}${key}`, value, value.metadata as RouteMeta] as [string, AppRoute, RouteMeta]]
      : routesOf(value, `${prefix}${key}.`),
  );

const routes = routesOf(createPortalContract());
const withActions = routes.filter(([, , meta]) => meta.actionIn);
const single = routes.filter(([, , meta]) => !meta.actionIn);

/** The field names of a body schema, nested ones too (through refinements, unions, optionals). */
const fieldsOf = (schema: unknown): string[] => {
  if (schema instanceof z.ZodEffects) return fieldsOf(schema.innerType());
  if (schema instanceof z.ZodOptional) return fieldsOf(schema.unwrap());
  if (schema instanceof z.ZodUnion || schema instanceof z.ZodDiscriminatedUnion)
    return (schema.options as unknown[]).flatMap(fieldsOf);
  if (schema instanceof z.ZodObject)
    return Object.entries(schema.shape as Record<string, unknown>).flatMap(([key, value]) => [
      key,
      ...fieldsOf(value),
    ]);
  return [];
};

describe('what each action does to the kept sessions', () => {
  it.each(single)('%s says whether it keeps them', (_name, _route, meta) => {
    expect(['keeps', 'changes']).toContain(meta.sessions);
  });

  it.each(withActions)('%s says it for every action, and for no other', (_name, _route, meta) => {
    expect(typeof meta.sessions).toBe('object');
    expect(Object.keys(meta.sessions).sort()).toEqual(actionsOfMeta(meta).sort());
  });

  it('changes them for anything the contract does not say keeps them', () => {
    const tasks = withActions.find(([name]) => name === 'tasks.tasks')![2];
    expect(sessionEffectOf(tasks, 'getAll')).toBe('keeps');
    for (const action of [undefined, 'bogus', 'constructor', '__proto__', 'toString'])
      expect(sessionEffectOf(tasks, action)).toBe('changes');
    expect(sessionEffectOf(undefined)).toBe('changes');
  });

  it('changes them on the actions that change a person, a company or a link', () => {
    const effect = (name: string, action?: string) =>
      sessionEffectOf(routes.find(([n]) => n === name)![2], action);
    expect(effect('auth.logout')).toBe('changes');
    expect(effect('auth.register')).toBe('changes');
    expect(effect('passwordReset.resetPassword')).toBe('changes');
    expect(effect('profile.profile', 'changePassword')).toBe('changes');
    expect(effect('company.myBusiness', 'update')).toBe('changes');
    expect(effect('adminUsers.users', 'userEdit')).toBe('changes');
    expect(effect('adminBusinesses.business', 'setAccess')).toBe('changes');
  });
});

describe('what the audit log makes of each action', () => {
  it.each(single)('%s says it', (_name, _route, meta) => {
    expect(['reads', 'writes', 'logged']).toContain(meta.audit);
  });

  it.each(withActions)('%s says it for every action, and for no other', (_name, _route, meta) => {
    expect(typeof meta.audit).toBe('object');
    expect(Object.keys(meta.audit).sort()).toEqual(actionsOfMeta(meta).sort());
  });

  it('records anything the contract does not say otherwise', () => {
    const tasks = withActions.find(([name]) => name === 'tasks.tasks')![2];
    expect(auditEffectOf(tasks, 'getAll')).toBe('reads');
    for (const action of [undefined, 'bogus', 'constructor', '__proto__'])
      expect(auditEffectOf(tasks, action)).toBe('writes');
    expect(auditEffectOf(undefined)).toBe('writes');
  });

  it('names a kind of entry for every action it records, and keeps no other', () => {
    // The server names an entry '<resource>.<action>', or the route's name for a path of one.
    const recorded = routes.flatMap(([name, , meta]) =>
      meta.session === 'none'
        ? []
        : meta.actionIn
          ? actionsOfMeta(meta)
              .filter((action) => auditEffectOf(meta, action) === 'writes')
              .map((action) => `${name.split('.')[0]}.${action}`)
          : auditEffectOf(meta) === 'writes'
            ? [name]
            : [],
    );
    const ownRecords: string[] = [AUDIT_SPY_MODE_KIND, ...AUDIT_SECURITY_KINDS];
    expect([...recorded, ...ownRecords].sort()).toEqual([...AUDIT_KINDS].sort());
  });

  it('keeps the spy-mode entries and the second-factor changes in their own records', () => {
    const effect = (name: string, action?: string) =>
      auditEffectOf(routes.find(([n]) => n === name)![2], action);
    expect(effect('adminBusinesses.business', 'recordAccess')).toBe('logged');
    expect(effect('adminUsers.users', 'resetTwoFactor')).toBe('logged');
    expect(effect('twoFactor.twoFactor', 'disable')).toBe('logged');
    expect(effect('adminBusinesses.business', 'erase')).toBe('writes');
    expect(effect('adminAudit.audit', 'list')).toBe('reads');
  });
});

describe('body limits', () => {
  it.each(routes.filter(([, , meta]) => meta.multipart))(
    '%s names a limit for each multipart action, and for no other',
    (_name, _route, meta) => {
      const limits = meta.multipartLimits ?? {};
      expect(Object.keys(limits).sort()).toEqual(Object.keys(meta.multipart!).sort());
      for (const limit of Object.values(limits)) expect(limit.maxBytes).toBeGreaterThan(0);
    },
  );

  it('names no multipart limit on a route that takes no multipart', () => {
    for (const [name, , meta] of routes)
      if (!meta.multipart) expect(meta.multipartLimits, name).toBeUndefined();
  });

  it('gives a larger JSON body only to routes that take one', () => {
    for (const [name, route, meta] of routes)
      if (meta.maxJsonBytes !== undefined) expect(route.method, name).toBe('POST');
  });
});

describe('who may call', () => {
  it('keeps every admin path to named roles or to the company the body names', () => {
    for (const [name, route, meta] of routes) {
      if (!route.path.includes('/admin/')) continue;
      const scoped = meta.session === 'business' || meta.session === 'businessId';
      expect(Boolean(meta.roles) || scoped, name).toBe(true);
    }
  });

  it.each(routes.filter(([, , meta]) => meta.actionRoles))(
    '%s names roles only for its own actions',
    (_name, _route, meta) => {
      for (const action of Object.keys(meta.actionRoles!))
        expect(actionsOfMeta(meta)).toContain(action);
    },
  );

  it('names the admin among the roles of every action that names roles', () => {
    for (const [name, , meta] of routes) {
      for (const action of meta.actionIn ? actionsOfMeta(meta) : [undefined]) {
        const roles = rolesOfMeta(meta, action);
        if (roles) expect(roles, `${name} ${action}`).toContain('admin');
      }
    }
  });

  it('falls back to the route for an action it does not know', () => {
    const users = routes.find(([name]) => name === 'adminUsers.users')![2];
    expect(rolesOfMeta(users, 'getAll')).toEqual(['admin', 'council']);
    for (const action of ['create', 'bogus', 'constructor', undefined])
      expect(rolesOfMeta(users, action)).toEqual(['admin']);
  });
});

describe('the OpenAPI document', () => {
  it('names who may call each operation that needs a role (x-roles)', () => {
    const doc = buildOpenApiDocument() as {
      paths: Record<string, { post?: Record<string, unknown> }>;
    };
    const operation = (path: string) => doc.paths[`/webhook/portal${path}`]!.post!;
    expect(operation('/admin/users')['x-roles']).toEqual({
      getAll: ['admin', 'council'],
      create: ['admin'],
      userEdit: ['admin'],
      delete: ['admin'],
      resetTwoFactor: ['admin'],
    });
    // A business account or a person waiting for approval has no second factor to manage.
    const people = ['admin', 'council', 'user'];
    expect(operation('/profile/two-factor')['x-roles']).toEqual({
      status: people,
      begin: people,
      confirm: people,
      disable: people,
    });
    expect(operation('/admin/reports')['x-roles']).toEqual({ setSheetId: ['admin'] });
    expect(operation('/chat')['x-roles']).toEqual(['admin']);
    expect(operation('/admin/business/export')['x-roles']).toEqual(['admin']);
    // Any signed-in caller: the service refuses a business account, which is no person.
    expect(operation('/profile/export')['x-roles']).toBeUndefined();
    expect(operation('/tasks')['x-roles']).toBeUndefined();
  });
});

describe('the hashing turn', () => {
  // A stranger's burst of logins must wait in its own, smaller turn (apps/server/src/app.ts):
  // every route open without a session that takes a password hashes it. A signed-in person's
  // change of password (profile changePassword) shares the API's turn.
  it('is the turn of every route open without a session whose body carries a password', () => {
    const hashing = routes.filter(([, , meta]) => meta.admission === 'hashing');
    const takesPassword = routes.filter(
      ([, route, meta]) =>
        meta.session === 'none' &&
        fieldsOf((route as { body?: unknown }).body).some((f) => /password/i.test(f)),
    );
    expect(hashing.map(([name]) => name).sort()).toEqual(
      takesPassword.map(([name]) => name).sort(),
    );
    expect(hashing.map(([name]) => name).sort()).toEqual([
      'auth.login',
      'auth.register',
      'passwordReset.resetPassword',
    ]);
  });
});

import { isAppRoute, type AppRoute, type AppRouter } from '@ts-rest/core';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { createPortalContract, portalContract } from './contract';
import type { RouteMeta } from './contracts/shared';
import { documentsActionBodies } from './schemas/documents';
import { buildOpenApiDocument } from './openapi';

const routesOf = (router: AppRouter, prefix = ''): [string, AppRoute][] =>
  Object.entries(router).flatMap(([key, value]) =>
    isAppRoute(value)
      ? [[`${prefix}${key}`, value] as [string, AppRoute]]
      : routesOf(value, `${prefix}${key}.`),
  );

const actionsIn = (schema: unknown): string[] | null => {
  if (!(schema instanceof z.ZodObject)) return null;
  const action = (schema.shape as Record<string, unknown>)['action'];
  return action instanceof z.ZodEnum ? [...(action.options as string[])] : null;
};

/**
 * The wire format, path by path: method, path, where `action` goes and which actions exist
 * (docs/product.md, "The wire format"; `libs/api-client/README.md` lists the routes).
 */
const expected: Record<
  string,
  { method: string; path: string; query?: string[]; header?: string[] }
> = {
  'auth.login': { method: 'POST', path: '/webhook/portal/login' },
  'auth.validateToken': { method: 'POST', path: '/webhook/portal/validate-token' },
  'auth.logout': { method: 'POST', path: '/webhook/portal/logout' },
  'auth.register': { method: 'POST', path: '/webhook/portal/register' },
  'auth.getAllBusinessesNames': {
    method: 'GET',
    path: '/webhook/portal/auth/getAllBusinessesNames',
  },
  'passwordReset.requestPasswordReset': { method: 'POST', path: '/webhook/request-password-reset' },
  'passwordReset.verifyResetToken': { method: 'POST', path: '/webhook/portal/verify-reset-token' },
  'passwordReset.resetPassword': { method: 'POST', path: '/webhook/portal/reset-password' },
  'profile.profile': {
    method: 'POST',
    path: '/webhook/portal/profile',
    header: [
      'get',
      'update',
      'changePassword',
      'mailPreferences',
      'requestErasure',
      'withdrawErasure',
    ],
  },
  'notifications.notifications': {
    method: 'POST',
    path: '/webhook/portal/notifications',
    header: ['list', 'read', 'readAll'],
  },
  'meetings.getmeetings': { method: 'POST', path: '/webhook/portal/getmeetings' },
  'meetings.list': { method: 'POST', path: '/webhook/portal/meetings/list' },
  'meetings.get': { method: 'POST', path: '/webhook/portal/meetings/get' },
  'meetings.ingest': { method: 'POST', path: '/webhook/portal/meetings/ingest' },
  'company.myBusiness': {
    method: 'POST',
    path: '/webhook/portal/myBusiness',
    // Beyond docs/product.md: accessLog (who entered the company in spy mode).
    header: ['get', 'update', 'accessLog'],
  },
  'documents.documents': {
    method: 'POST',
    path: '/webhook/portal/documents',
    query: [
      'getAll',
      'createFolder',
      'createDocument',
      'uploadDoc',
      'moveDocument',
      'rename',
      'delete',
    ],
  },
  'tasks.tasks': {
    method: 'POST',
    path: '/webhook/portal/tasks',
    header: ['getAll', 'create', 'update', 'delete', 'updateOrder', 'people'],
  },
  'reports.reports': {
    method: 'POST',
    path: '/webhook/portal/admin/reports',
    header: ['getSpecificCompany', 'saveReport', 'setSheetId'],
  },
  // Beyond docs/product.md: the reports as files (XLSX of every month, the PDF of one month).
  'reports.exports': {
    method: 'POST',
    path: '/webhook/portal/admin/reports/export',
    header: ['exportXlsx', 'exportPdf'],
  },
  'reports.getSheetId': { method: 'GET', path: '/webhook/portal/getSheetId' },
  'adminBusinesses.business': {
    method: 'POST',
    path: '/webhook/portal/admin/business',
    header: [
      'getAll',
      'edit',
      'delete',
      'create',
      'getAllWaiting',
      'reject',
      // Beyond docs/product.md: approvals of registrations and join requests, the business account's
      // login, spy-mode entries.
      'approve',
      'getJoinRequests',
      'approveJoin',
      'refuseJoin',
      'setAccess',
      'recordAccess',
      // Beyond docs/product.md: a company erased with everything it holds (LGPD).
      'erase',
    ],
  },
  'adminUsers.users': {
    method: 'POST',
    path: '/webhook/portal/admin/users',
    header: ['getAll', 'create', 'userEdit', 'delete', 'resetTwoFactor'],
  },
  'adminFinance.finance': {
    method: 'POST',
    path: '/webhook/portal/admin/finance',
    header: ['getAll'],
  },
  // Beyond docs/product.md: the finance table as an XLSX file.
  'adminFinance.exports': {
    method: 'POST',
    path: '/webhook/portal/admin/finance/export',
    header: ['exportXlsx'],
  },
  'chat.chat': { method: 'POST', path: '/webhook/portal/chat' },
  // Beyond docs/product.md: the conversation kept per admin.
  'chat.history': { method: 'POST', path: '/webhook/portal/chat/history' },
  'chat.newConversation': { method: 'POST', path: '/webhook/portal/chat/new' },
  // Beyond docs/product.md: the portal's search.
  'search.company': { method: 'POST', path: '/webhook/portal/search' },
  'search.all': { method: 'POST', path: '/webhook/portal/search/all' },
  // Beyond docs/product.md: two-factor sign-in (its second step, its setup, the profile's own).
  'twoFactor.verify': { method: 'POST', path: '/webhook/portal/login/second-factor' },
  'twoFactor.setup': {
    method: 'POST',
    path: '/webhook/portal/login/second-factor/setup',
    header: ['begin', 'confirm'],
  },
  'twoFactor.twoFactor': {
    method: 'POST',
    path: '/webhook/portal/profile/two-factor',
    header: ['status', 'begin', 'confirm', 'disable'],
  },
  // Beyond docs/product.md: a company's data and a person's own as a zip (LGPD).
  'dataExports.company': { method: 'POST', path: '/webhook/portal/admin/business/export' },
  'dataExports.personal': { method: 'POST', path: '/webhook/portal/profile/export' },
  // Beyond docs/product.md: the audit log of what admins and council did.
  'adminAudit.audit': {
    method: 'POST',
    path: '/webhook/portal/admin/audit',
    header: ['list', 'filters'],
  },
};

const routes = routesOf(portalContract);

describe('portal contract', () => {
  it('has exactly the routes listed above', () => {
    expect(routes.map(([key]) => key).sort()).toEqual(Object.keys(expected).sort());
  });

  it.each(routes)('%s: method, path and action placement are as listed', (key, route) => {
    const spec = expected[key];
    expect(route.method).toBe(spec?.method);
    expect(route.path).toBe(spec?.path);
    expect(actionsIn(route.query)).toEqual(spec?.query ?? null);
    expect(actionsIn(route.headers)).toEqual(spec?.header ?? null);
    expect((route.metadata as RouteMeta).actionIn ?? null).toBe(
      spec?.query ? 'query' : spec?.header ? 'header' : null,
    );
  });

  it.each(routes)('%s: has a summary and the pt-BR error reply for 4xx', (_key, route) => {
    expect(route.summary?.length).toBeGreaterThan(10);
    for (const status of [400, 401, 403, 404, 409, 413, 429]) {
      const schema = route.responses[status] as z.ZodTypeAny;
      expect(
        schema.safeParse({ status: 'error', error: 'Não autorizado', message: 'Não autorizado' })
          .success,
      ).toBe(true);
    }
  });

  it('moves every path but request-password-reset under the configured app', () => {
    const other = routesOf(createPortalContract('mentoria'));
    const paths = other.map(([, route]) => route.path);
    expect(paths).toContain('/webhook/mentoria/login');
    expect(paths).toContain('/webhook/request-password-reset');
    expect(paths.filter((path) => path.includes('/portal/'))).toEqual([]);
  });

  it('documents body union picks the strict member of each action', () => {
    const body = (portalContract.documents.documents.body as z.ZodTypeAny).safeParse({
      jwt: 't',
      authType: 'user',
      business: '00000000-0000-4000-8000-000000006231',
      name: 'Contratos',
      description: '',
      parentId: null,
    });
    expect(body.success).toBe(true);
    expect(documentsActionBodies.createFolder.safeParse(body.data).success).toBe(true);
    // A body with a stray key matches no action at all.
    const stray = (portalContract.documents.documents.body as z.ZodTypeAny).safeParse({
      jwt: 't',
      authType: 'user',
      business: '00000000-0000-4000-8000-000000006231',
      name: 'x',
      hacker: true,
    });
    expect(stray.success).toBe(false);
  });
});

describe('OpenAPI document', () => {
  const doc = buildOpenApiDocument();

  it('carries title, relative server and every contract path', () => {
    expect(doc.info.title).toBe('Portal API');
    expect(doc.servers).toEqual([{ url: '/' }]);
    expect(Object.keys(doc.paths).sort()).toEqual(
      [...new Set(routes.map(([, r]) => r.path))].sort(),
    );
  });

  it('shows the action enum where the route puts it (query or header)', () => {
    const documents = doc.paths['/webhook/portal/documents'].post;
    expect(documents.parameters).toContainEqual(
      expect.objectContaining({
        name: 'action',
        in: 'query',
        schema: expect.objectContaining({ enum: expected['documents.documents']?.query }),
      }),
    );
    const tasks = doc.paths['/webhook/portal/tasks'].post;
    expect(tasks.parameters).toContainEqual(
      expect.objectContaining({
        name: 'action',
        in: 'header',
        schema: expect.objectContaining({ enum: expected['tasks.tasks']?.header }),
      }),
    );
  });

  it('describes multipart uploads with binary parts', () => {
    const upload =
      doc.paths['/webhook/portal/documents'].post.requestBody.content['multipart/form-data'];
    expect(upload.schema.properties.file).toEqual({ type: 'string', format: 'binary' });
    expect(upload.schema.required).toContain('file');
  });
});

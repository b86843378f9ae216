import { z } from 'zod';
import {
  adminUsersActionBodies as bodies,
  adminUsersActionReplies as replies,
  adminUsersActions,
} from '../schemas/admin-users';
import { c, meta, routerOptions, type WebhookPrefix } from './shared';

export const adminUsersHeadersSchema = z.object({ action: z.enum(adminUsersActions) });

export const createAdminUsersContract = (prefix: WebhookPrefix) =>
  c.router(
    {
      users: {
        method: 'POST',
        path: '/admin/users',
        summary: 'Users for admin and council: getAll, create, userEdit, delete, resetTwoFactor',
        description: 'The `action` header chooses the operation; every body is JSON.',
        headers: adminUsersHeadersSchema,
        body: z.union([
          bodies.getAll,
          bodies.create,
          bodies.userEdit,
          bodies.delete,
          bodies.resetTwoFactor,
        ]),
        responses: {
          200: z.union([
            replies.getAll,
            replies.create,
            replies.userEdit,
            replies.delete,
            replies.resetTwoFactor,
          ]),
        },
        metadata: meta({
          session: 'auth',
          actionIn: 'header',
          actionBodies: bodies,
          // Council reads the users (of its own companies, the service narrows); the rest is the
          // admin's.
          roles: ['admin'],
          actionRoles: { getAll: ['admin', 'council'] },
          sessions: {
            getAll: 'keeps',
            create: 'changes',
            userEdit: 'changes',
            delete: 'changes',
            resetTwoFactor: 'changes',
          },
          // The reset is recorded in security_events (who, for whom), which the audit log reads.
          audit: {
            getAll: 'reads',
            create: 'writes',
            userEdit: 'writes',
            delete: 'writes',
            resetTwoFactor: 'logged',
          },
        }),
      },
    },
    routerOptions(prefix),
  );

import { z } from 'zod';
import {
  adminBusinessesActionBodies as bodies,
  adminBusinessesActionReplies as replies,
  adminBusinessesActions,
  adminBusinessesMultipartBodies,
} from '../schemas/admin-businesses';
import { c, meta, routerOptions, type WebhookPrefix } from './shared';

export const adminBusinessesHeadersSchema = z.object({ action: z.enum(adminBusinessesActions) });

export const createAdminBusinessesContract = (prefix: WebhookPrefix) =>
  c.router(
    {
      business: {
        method: 'POST',
        path: '/admin/business',
        summary:
          'Companies for admin and council: getAll, edit, delete, create, getAllWaiting, reject, ' +
          'approve, getJoinRequests, approveJoin, refuseJoin, setAccess, recordAccess',
        description:
          'The `action` header chooses the operation. `edit`, `create` and `approve` are ' +
          'multipart/form-data (optional `logo` part; `users` and `custom_questions` as JSON ' +
          'text); the others JSON. Council reads (getAll, getAllWaiting, getJoinRequests: its own ' +
          "companies) and records its spy-mode entries; everything else is the admin's. " +
          'Mutations answer a list whose first element has status success.',
        headers: adminBusinessesHeadersSchema,
        // Optional because the fetch handler leaves multipart bodies unparsed.
        body: z
          .union([
            bodies.getAll,
            bodies.delete,
            bodies.edit,
            bodies.create,
            bodies.approve,
            bodies.approveJoin,
            bodies.setAccess,
          ])
          .optional(),
        responses: {
          200: z.union([
            replies.getAll,
            replies.edit,
            replies.delete,
            replies.getAllWaiting,
            replies.getJoinRequests,
            replies.setAccess,
          ]),
        },
        metadata: meta({
          session: 'auth',
          actionIn: 'header',
          actionBodies: bodies,
          multipart: adminBusinessesMultipartBodies,
        }),
      },
    },
    routerOptions(prefix),
  );

import { z } from 'zod';
import { ADMIN_LOGO_TOO_LARGE, MAX_IMAGE_BYTES } from '@portal/domain';
import {
  adminBusinessesActionBodies as bodies,
  adminBusinessesActionReplies as replies,
  adminBusinessesActions,
  adminBusinessesMultipartBodies,
} from '../schemas/admin-businesses';
import { c, ENVELOPE_BYTES, meta, routerOptions, type WebhookPrefix } from './shared';

const logoLimit = {
  maxBytes: MAX_IMAGE_BYTES + ENVELOPE_BYTES,
  tooLargeMessage: ADMIN_LOGO_TOO_LARGE,
};
const councilToo = ['admin', 'council'] as const;

export const adminBusinessesHeadersSchema = z.object({ action: z.enum(adminBusinessesActions) });

export const createAdminBusinessesContract = (prefix: WebhookPrefix) =>
  c.router(
    {
      business: {
        method: 'POST',
        path: '/admin/business',
        summary:
          'Companies for admin and council: getAll, edit, delete, create, getAllWaiting, reject, ' +
          'approve, getJoinRequests, approveJoin, refuseJoin, setAccess, recordAccess, erase',
        description:
          'The `action` header chooses the operation. `edit`, `create` and `approve` are ' +
          'multipart/form-data (optional `logo` part; `users` and `custom_questions` as JSON ' +
          'text); the others JSON. Council reads (getAll, getAllWaiting, getJoinRequests: its own ' +
          "companies) and records its spy-mode entries; everything else is the admin's. " +
          '`erase` removes the company with everything it holds and its stored files, given its ' +
          'name exactly as `name` (the people keep their accounts). ' +
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
            bodies.erase,
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
          // An admin's logo past its limit is told the admin screen's own English words.
          multipartLimits: { edit: logoLimit, create: logoLimit, approve: logoLimit },
          // Council reads its own companies (the service narrows) and records its own spy-mode
          // entries; the rest is the admin's.
          roles: ['admin'],
          actionRoles: {
            getAll: councilToo,
            getAllWaiting: councilToo,
            getJoinRequests: councilToo,
            recordAccess: councilToo,
          },
          sessions: {
            getAll: 'keeps',
            getAllWaiting: 'keeps',
            getJoinRequests: 'keeps',
            recordAccess: 'keeps',
            edit: 'changes',
            delete: 'changes',
            create: 'changes',
            reject: 'changes',
            approve: 'changes',
            approveJoin: 'changes',
            refuseJoin: 'changes',
            setAccess: 'changes',
            erase: 'changes',
          },
          // A spy-mode entry is its own record (business_accesses), which the audit log reads.
          audit: {
            getAll: 'reads',
            getAllWaiting: 'reads',
            getJoinRequests: 'reads',
            recordAccess: 'logged',
            edit: 'writes',
            delete: 'writes',
            create: 'writes',
            reject: 'writes',
            approve: 'writes',
            approveJoin: 'writes',
            refuseJoin: 'writes',
            setAccess: 'writes',
            erase: 'writes',
          },
        }),
      },
    },
    routerOptions(prefix),
  );

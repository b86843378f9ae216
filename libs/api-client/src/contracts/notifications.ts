import { z } from 'zod';
import {
  notificationsActionBodies,
  notificationsActions,
  notificationsReplySchema,
} from '../schemas/notifications';
import { c, meta, routerOptions, type WebhookPrefix } from './shared';

export const notificationsHeadersSchema = z.object({ action: z.enum(notificationsActions) });

export const createNotificationsContract = (prefix: WebhookPrefix) =>
  c.router(
    {
      notifications: {
        method: 'POST',
        path: '/notifications',
        summary: "The signed-in person's notifications (the bell): list, read, readAll",
        description:
          'The `action` header chooses the operation. Every reply is the newest 30 notifications ' +
          'and the unread count; `read` marks one (404 "Notificação não encontrada" for an id ' +
          "that is not the caller's), `readAll` every one. A business account has none.",
        headers: notificationsHeadersSchema,
        body: z.union([notificationsActionBodies.list, notificationsActionBodies.read]),
        responses: { 200: notificationsReplySchema },
        metadata: meta({
          session: 'auth',
          actionIn: 'header',
          actionBodies: notificationsActionBodies,
          sessions: { list: 'keeps', read: 'keeps', readAll: 'keeps' },
          // Marking one's own bell read changes nothing another person sees.
          audit: { list: 'reads', read: 'reads', readAll: 'reads' },
        }),
      },
    },
    routerOptions(prefix),
  );

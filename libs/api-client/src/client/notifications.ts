import { apiMessages } from '../messages';
import { notificationsReplySchema } from '../schemas/notifications';
import type { Call, Routes } from './shared';

/**
 * The bell: never cached (it is read again now and then to show what is new); each answer is the
 * newest notifications with the unread count.
 */
export const createNotificationsClient = (deps: {
  call: Call;
  routes: Routes<'notifications'>;
}) => {
  const { call, routes } = deps;
  return {
    list: () =>
      call({
        route: routes.notifications,
        action: 'list',
        reply: notificationsReplySchema,
        failureMessage: apiMessages.notificationsLoad,
      }),
    /** Opening one marks it read. */
    read: (id: string) =>
      call({
        route: routes.notifications,
        action: 'read',
        body: { id },
        reply: notificationsReplySchema,
        failureMessage: apiMessages.notificationsMark,
      }),
    readAll: () =>
      call({
        route: routes.notifications,
        action: 'readAll',
        reply: notificationsReplySchema,
        failureMessage: apiMessages.notificationsMark,
      }),
  };
};

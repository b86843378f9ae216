import { useEffect, useState } from 'react';
import { fromPromise } from 'xstate';
import { useMachine } from '@xstate/react';
import {
  notificationsMachine,
  selectNotificationsView,
  type NotificationsList,
} from '@portal/domain';
import type { NotificationBellProps } from '@portal/ui';
import { callWorkspace, dataOrReject, type WorkspaceCall } from '../app/api';

/** The bell's actors on the api-client (`call` is `callWorkspace`, or a fake in tests). */
export const notificationsActors = (call: WorkspaceCall) => ({
  loadNotifications: fromPromise<NotificationsList, void>(async () =>
    dataOrReject(await call((api) => api.notifications.list())),
  ),
  markRead: fromPromise<NotificationsList, { id: string }>(async ({ input }) =>
    dataOrReject(await call((api) => api.notifications.read(input.id))),
  ),
  markAllRead: fromPromise<NotificationsList, void>(async () =>
    dataOrReject(await call((api) => api.notifications.readAll())),
  ),
});

/** The bell's props (without `onNavigate`, the shell's). */
export function useNotifications(): Omit<NotificationBellProps, 'onNavigate'> {
  const [machine] = useState(() =>
    notificationsMachine.provide({ actors: notificationsActors(callWorkspace) }),
  );
  const [state, send] = useMachine(machine);
  useEffect(() => {
    const tell = () => send({ type: document.hidden ? 'page.hide' : 'page.show' });
    if (document.hidden) tell();
    document.addEventListener('visibilitychange', tell);
    return () => document.removeEventListener('visibilitychange', tell);
  }, [send]);
  const view = selectNotificationsView(state);
  return {
    items: view.items,
    unread: view.unread,
    error: view.error,
    isLoading: view.isLoading,
    onOpen: (id) => send({ type: 'notification.open', id }),
    onReadAll: () => send({ type: 'notifications.readAll' }),
    onRefresh: () => send({ type: 'notifications.refresh' }),
  };
}

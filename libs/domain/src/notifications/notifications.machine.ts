import { assign, setup, type SnapshotFrom } from 'xstate';
import { NOTIFICATIONS_LOAD_FAILED, NOTIFICATIONS_MARK_FAILED } from '../messages';
import { unprovided } from '../model/unprovided';

/** One notification of the bell, as the portal holds it. */
export type NotificationItem = {
  readonly id: string;
  readonly text: string;
  /** A portal address (routes.ts). */
  readonly link: string;
  /** ISO 8601 instant. */
  readonly created_at: string;
  readonly read: boolean;
};

/** What every call answers: the newest notifications and the unread count. */
export type NotificationsList = { items: readonly NotificationItem[]; unread: number };

/** How often the bell asks what is new while the portal is open. */
export const NOTIFICATIONS_POLL_MS = 60_000;

export type NotificationsContext = NotificationsList & {
  /** The last load or mark failed: said in the bell's list (the list shown stays). */
  error: string | null;
  /** The portal's tab is hidden: nobody sees the bell, so it does not ask. */
  pageHidden: boolean;
};

export type NotificationsEvent =
  /** A notification was opened (its link followed): it is marked read. */
  | { type: 'notification.open'; id: string }
  | { type: 'notifications.readAll' }
  /** The list was opened, or 'Tentar novamente': ask now instead of at the next poll. */
  | { type: 'notifications.refresh' }
  /** The tab was hidden or shown again (the page's visibility). */
  | { type: 'page.hide' }
  | { type: 'page.show' };

const marked = (context: NotificationsContext, read: (item: NotificationItem) => boolean) => {
  const items = context.items.map((item) => (read(item) ? { ...item, read: true } : item));
  const newlyRead = context.items.filter((item, i) => !item.read && items[i]!.read).length;
  return { items, unread: Math.max(0, context.unread - newlyRead) };
};

/**
 * The bell: loads, then asks again every minute while its tab is shown; a hidden tab asks nothing
 * (a portal left open in a background tab would otherwise poll all day), and asks at once when
 * shown again. Opening one or 'Marcar todas como lidas' shows them read at once and tells the
 * server, whose answer (the list as it is) replaces the guess. A failure keeps what is shown and
 * says so; the next poll tries again.
 */
export const notificationsMachine = setup({
  types: { context: {} as NotificationsContext, events: {} as NotificationsEvent },
  actors: {
    loadNotifications: unprovided<NotificationsList>('loadNotifications'),
    markRead: unprovided<NotificationsList, { id: string }>('markRead'),
    markAllRead: unprovided<NotificationsList>('markAllRead'),
  },
  actions: {
    keepList: assign((_, list: NotificationsList) => ({ ...list, error: null })),
  },
  guards: { isPageHidden: ({ context }) => context.pageHidden },
  delays: { poll: NOTIFICATIONS_POLL_MS },
}).createMachine({
  id: 'notifications',
  context: { items: [], unread: 0, error: null, pageHidden: false },
  initial: 'loading',
  on: {
    'page.hide': { actions: assign({ pageHidden: true }) },
    'page.show': { actions: assign({ pageHidden: false }) },
  },
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadNotifications',
        src: 'loadNotifications',
        onDone: {
          target: 'ready',
          actions: { type: 'keepList', params: ({ event }) => event.output },
        },
        onError: { target: 'ready', actions: assign({ error: NOTIFICATIONS_LOAD_FAILED }) },
      },
    },
    ready: {
      initial: 'polling',
      states: {
        polling: {
          always: { guard: 'isPageHidden', target: 'paused' },
          after: { poll: '#notifications.loading' },
        },
        paused: {
          on: {
            'page.show': {
              target: '#notifications.loading',
              actions: assign({ pageHidden: false }),
            },
          },
        },
      },
      on: {
        'notifications.refresh': 'loading',
        'notification.open': {
          target: 'marking',
          actions: assign(({ context, event }) => marked(context, (item) => item.id === event.id)),
        },
        'notifications.readAll': {
          target: 'markingAll',
          actions: assign(({ context }) => marked(context, () => true)),
        },
      },
    },
    marking: {
      tags: ['busy'],
      invoke: {
        id: 'markRead',
        src: 'markRead',
        input: ({ event }) => ({ id: event.type === 'notification.open' ? event.id : '' }),
        onDone: {
          target: 'ready',
          actions: { type: 'keepList', params: ({ event }) => event.output },
        },
        onError: { target: 'ready', actions: assign({ error: NOTIFICATIONS_MARK_FAILED }) },
      },
    },
    markingAll: {
      tags: ['busy'],
      invoke: {
        id: 'markAllRead',
        src: 'markAllRead',
        onDone: {
          target: 'ready',
          actions: { type: 'keepList', params: ({ event }) => event.output },
        },
        onError: { target: 'ready', actions: assign({ error: NOTIFICATIONS_MARK_FAILED }) },
      },
    },
  },
});

export type NotificationsSnapshot = SnapshotFrom<typeof notificationsMachine>;

export type NotificationsView = NotificationsContext & {
  /** Nothing loaded yet (the first load is under way). */
  isLoading: boolean;
};

export const selectNotificationsView = (snapshot: NotificationsSnapshot): NotificationsView => ({
  ...snapshot.context,
  isLoading: snapshot.matches('loading') && snapshot.context.items.length === 0,
});

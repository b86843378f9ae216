import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { controlledActors, flush } from '../testing/model-testing';
import { NOTIFICATIONS_LOAD_FAILED, NOTIFICATIONS_MARK_FAILED } from '../messages';
import {
  NOTIFICATIONS_POLL_MS,
  notificationsMachine,
  selectNotificationsView,
  type NotificationItem,
} from './notifications.machine';

const item = (id: string, read = false): NotificationItem => ({
  id,
  text: `Nova reunião: ${id}`,
  link: `/dashboard/business/meetings/${id}`,
  created_at: '2026-12-06T12:00:00.000Z',
  read,
});
const two = { items: [item('a'), item('b')], unread: 2 };

function start() {
  const actors = controlledActors(['loadNotifications', 'markRead', 'markAllRead'] as const);
  const actor = createActor(notificationsMachine.provide({ actors: actors.logics as never }));
  actor.start();
  const view = () => selectNotificationsView(actor.getSnapshot());
  const settle = async (
    name: 'loadNotifications' | 'markRead' | 'markAllRead',
    output: unknown,
  ) => {
    actors.resolve(name, output);
    await flush();
  };
  const fail = async (name: 'loadNotifications' | 'markRead' | 'markAllRead') => {
    actors.reject(name, new Error('API error: 500'));
    await flush();
  };
  return { actor, actors, view, settle, fail };
}

describe('notifications (the bell)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('loads, then asks again every minute', async () => {
    const b = start();
    expect(b.view()).toMatchObject({ isLoading: true, unread: 0 });
    await b.settle('loadNotifications', two);
    expect(b.view()).toMatchObject({ isLoading: false, unread: 2, error: null });
    await vi.advanceTimersByTimeAsync(NOTIFICATIONS_POLL_MS);
    expect(b.actors.inputsOf('loadNotifications')).toHaveLength(2);
    // A refresh keeps what is shown while it asks.
    expect(b.view()).toMatchObject({ isLoading: false, unread: 2 });
  });

  it('asks nothing while its tab is hidden, and asks at once when it is shown again', async () => {
    const b = start();
    await b.settle('loadNotifications', two);
    b.actor.send({ type: 'page.hide' });
    await vi.advanceTimersByTimeAsync(NOTIFICATIONS_POLL_MS * 5);
    expect(b.actors.inputsOf('loadNotifications')).toHaveLength(1);
    b.actor.send({ type: 'page.show' });
    expect(b.actors.inputsOf('loadNotifications')).toHaveLength(2);
    await b.settle('loadNotifications', two);
    // Hidden while a load is under way: that load ends, and the next minute asks nothing.
    await vi.advanceTimersByTimeAsync(NOTIFICATIONS_POLL_MS);
    b.actor.send({ type: 'page.hide' });
    await b.settle('loadNotifications', two);
    await vi.advanceTimersByTimeAsync(NOTIFICATIONS_POLL_MS * 2);
    expect(b.actors.inputsOf('loadNotifications')).toHaveLength(3);
    expect(b.view()).toMatchObject({ unread: 2, error: null });
  });

  it('shows one read at once when it is opened, then takes the server list', async () => {
    const b = start();
    await b.settle('loadNotifications', two);
    b.actor.send({ type: 'notification.open', id: 'a' });
    expect(b.view().unread).toBe(1);
    expect(b.view().items[0]!.read).toBe(true);
    expect(b.actors.inputsOf('markRead')).toEqual([{ id: 'a' }]);
    await b.settle('markRead', { items: [item('c'), item('a', true), item('b')], unread: 2 });
    expect(b.view().items.map((i) => i.id)).toEqual(['c', 'a', 'b']);
    expect(b.view().unread).toBe(2);
  });

  it("'Marcar todas como lidas' shows every one read, and says so when it fails", async () => {
    const b = start();
    await b.settle('loadNotifications', two);
    b.actor.send({ type: 'notifications.readAll' });
    expect(b.view()).toMatchObject({ unread: 0 });
    await b.fail('markAllRead');
    expect(b.view().error).toBe(NOTIFICATIONS_MARK_FAILED);
  });

  it('says a failed load, keeps asking, and a refresh tries at once', async () => {
    const b = start();
    await b.fail('loadNotifications');
    expect(b.view()).toMatchObject({ error: NOTIFICATIONS_LOAD_FAILED, items: [] });
    b.actor.send({ type: 'notifications.refresh' });
    await b.settle('loadNotifications', two);
    expect(b.view()).toMatchObject({ error: null, unread: 2 });
  });
});

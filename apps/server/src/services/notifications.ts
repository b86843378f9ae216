import { NOTIFICATION_NOT_FOUND, notificationTexts, routes } from '@portal/domain';
import type { NotificationsReply } from '@portal/api-client';
import type { Database } from '../db';
import type { NewNotificationRow } from '../db/schema';
import type { Principal } from '../auth/principal';
import { listActivePeopleOf } from '../repositories/report-reminders';
import {
  activeAdmins,
  countUnreadOf,
  deleteNotificationsOfEvent,
  insertNotifications,
  listNotificationsOf,
  markAllNotificationsRead,
  markNotificationRead,
} from '../repositories/notifications';
import { notFound } from './errors';

/** How many the bell lists: the newest; older ones stay counted among the unread. */
export const NOTIFICATIONS_SHOWN = 30;

const toEach = (
  userIds: readonly string[],
  row: Omit<NewNotificationRow, 'userId'>,
): NewNotificationRow[] => userIds.map((userId) => ({ ...row, userId }));

const erasureEvent = (userId: string) => `erasure:${userId}`;

/**
 * The events the bell tells of, each written in the transaction of the change it tells, so a
 * change that rolls back tells nothing. Each is keyed by its event: told twice, it is one row.
 */
export const notify = {
  /**
   * Tasks given to someone by someone else (nobody is told of their own choice), in one insert
   * however many a meeting hands over.
   */
  async tasksAssigned(
    db: Database,
    tasks: readonly { id: string; title: string; ownerId: string | null }[],
    by: string | null,
  ): Promise<void> {
    await insertNotifications(
      db,
      tasks.flatMap(({ id, title, ownerId }) =>
        ownerId && ownerId !== by
          ? [
              {
                userId: ownerId,
                kind: 'task-assigned' as const,
                text: notificationTexts.taskAssigned(title),
                link: routes.tasks,
                eventKey: `task-assigned:${id}:${ownerId}`,
              },
            ]
          : [],
      ),
    );
  },

  /** The company's own people (not the council members linked to it, as for report reminders). */
  async meetingNew(
    db: Database,
    meeting: { id: string; title: string; businessId: string },
  ): Promise<void> {
    await insertNotifications(
      db,
      toEach(
        (await listActivePeopleOf(db, meeting.businessId)).map((person) => person.id),
        {
          kind: 'meeting-new',
          text: notificationTexts.meetingNew(meeting.title),
          link: routes.meeting(meeting.id),
          eventKey: `meeting:${meeting.id}`,
        },
      ),
    );
  },

  async reportReminder(
    db: Database,
    reminder: { businessId: string; company: string; monthKey: string; monthLabel: string },
    userIds: readonly string[],
  ): Promise<void> {
    await insertNotifications(
      db,
      toEach(userIds, {
        kind: 'report-reminder',
        text: notificationTexts.reportReminder(reminder.monthLabel, reminder.company),
        link: routes.fillReport(reminder.monthKey),
        eventKey: `report:${reminder.businessId}:${reminder.monthKey}`,
      }),
    );
  },

  /** A new company registered and waits for approval: every admin is told. */
  async registrationWaiting(db: Database, company: { id: string; name: string }): Promise<void> {
    await insertNotifications(
      db,
      toEach(await activeAdmins(db), {
        kind: 'registration-waiting',
        text: notificationTexts.registrationWaiting(company.name),
        link: routes.adminBusinesses,
        eventKey: `registration:${company.id}`,
      }),
    );
  },

  /**
   * A person asked for their account to be erased: every admin is told, until the request is
   * withdrawn or the account deleted (`erasureSettled`), when nothing is left to confirm.
   */
  async erasureRequested(db: Database, person: { id: string; name: string }): Promise<void> {
    await insertNotifications(
      db,
      toEach(await activeAdmins(db), {
        kind: 'erasure-requested',
        text: notificationTexts.erasureRequested(person.name),
        link: routes.adminUsers,
        eventKey: erasureEvent(person.id),
      }),
    );
  },

  async erasureSettled(db: Database, userId: string): Promise<void> {
    await deleteNotificationsOfEvent(db, erasureEvent(userId));
  },

  /** A person asked to join an active company: every admin is told. */
  async joinRequest(
    db: Database,
    request: { userId: string; person: string; businessId: string; company: string },
  ): Promise<void> {
    await insertNotifications(
      db,
      toEach(await activeAdmins(db), {
        kind: 'join-request',
        text: notificationTexts.joinRequest(request.person, request.company),
        link: routes.adminBusinesses,
        eventKey: `join:${request.userId}:${request.businessId}`,
      }),
    );
  },
};

/** The person behind a session; a business account (a company's code) has no bell of its own. */
export const personOf = (principal: Principal): string | null =>
  principal.kind === 'user' ? principal.id : null;

/** The caller's newest notifications and how many are unread. */
export async function listNotifications(
  db: Database,
  principal: Principal,
): Promise<NotificationsReply> {
  const userId = personOf(principal);
  if (!userId) return { items: [], unread: 0 };
  const [rows, unread] = await Promise.all([
    listNotificationsOf(db, userId, NOTIFICATIONS_SHOWN),
    countUnreadOf(db, userId),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      text: row.text,
      link: row.link,
      created_at: row.createdAt.toISOString(),
      read: row.readAt !== null,
    })),
    unread,
  };
}

/** Marks one read (opening it), or every one ('Marcar todas como lidas'); answers the new list. */
export async function markRead(
  db: Database,
  principal: Principal,
  which: { id: string } | 'all',
  now: Date,
): Promise<NotificationsReply> {
  const userId = personOf(principal);
  if (userId) {
    if (which === 'all') await markAllNotificationsRead(db, userId, now);
    else if (!(await markNotificationRead(db, userId, which.id, now)))
      throw notFound(NOTIFICATION_NOT_FOUND);
  } else if (which !== 'all') throw notFound(NOTIFICATION_NOT_FOUND);
  return listNotifications(db, principal);
}

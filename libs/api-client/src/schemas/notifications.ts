import { z } from 'zod';
import { idSchema, sessionFields, text } from './common';

export const notificationsActions = ['list', 'read', 'readAll'] as const;
export type NotificationsAction = (typeof notificationsActions)[number];

/** One notification of the bell: its text, where it leads, when it came and whether it was read. */
export const notificationSchema = z.object({
  id: idSchema,
  kind: text(),
  text: text(),
  /** A portal address (routes.ts). */
  link: text(),
  /** ISO 8601 instant. */
  created_at: text(),
  read: z.boolean(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** The newest notifications and the unread count (which may count older ones not listed). */
export const notificationsReplySchema = z.object({
  items: z.array(notificationSchema),
  unread: z.number().int().nonnegative(),
});
export type NotificationsReply = z.infer<typeof notificationsReplySchema>;

export const notificationsActionBodies = {
  list: z.object(sessionFields).strict(),
  read: z.object({ ...sessionFields, id: idSchema }).strict(),
  readAll: z.object(sessionFields).strict(),
} as const;

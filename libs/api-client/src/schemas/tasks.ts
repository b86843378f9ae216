import {
  isCalendarDay,
  MAX_BOARD_TASKS,
  ORDER_TOO_LONG,
  TASK_DESCRIPTION_MAX,
  TASK_DUE_DATE_INVALID,
  TASK_STATUS_LABEL_LIST,
  TASK_TITLE_MAX,
  TASK_TITLE_REQUIRED,
} from '@portal/domain';
import { z } from 'zod';
import { businessSessionFields, capped, idSchema, successReplySchema, text } from './common';

export const tasksActions = [
  'getAll',
  'create',
  'update',
  'delete',
  'updateOrder',
  'people',
] as const;
export type TasksAction = (typeof tasksActions)[number];

export const taskStatusLabelSchema = z.enum(TASK_STATUS_LABEL_LIST);

/** Task as sent to the server: status is one of the three labels. */
export const serverTaskSchema = z.object({
  id: idSchema,
  title: capped(TASK_TITLE_MAX).trim().min(1, TASK_TITLE_REQUIRED),
  /** The description (the board shows it as the task's content). */
  task: capped(TASK_DESCRIPTION_MAX),
  status: taskStatusLabelSchema,
  created_at: text(),
  completed_at: text().nullable(),
  from_meeting: text().nullable(),
  /** 'Responsável': a person of the company; null clears it, absent keeps it. */
  owner_id: idSchema.nullable().optional(),
  /** 'Prazo': 'YYYY-MM-DD'; null clears it, absent keeps it. */
  due_date: text().refine(isCalendarDay, TASK_DUE_DATE_INVALID).nullable().optional(),
});
export type ServerTask = z.infer<typeof serverTaskSchema>;
/** A task as the server replies with it: the sent shape, with the owner's name. */
export type TaskReply = ServerTask & { owner_name: string | null };

/** Task as received: unknown statuses are allowed here and map to not-started in the client. */
export const receivedTaskSchema = serverTaskSchema
  .extend({
    title: text(),
    status: text(),
    due_date: text().nullable().optional(),
    owner_name: text().nullable().optional(),
  })
  .passthrough();
export type ReceivedTask = z.infer<typeof receivedTaskSchema>;

/**
 * A task as updateOrder names it. Narrower than a whole task on purpose: a reorder only reads
 * id and status, and a board of long descriptions (10,000 characters each)
 * would not fit the /tasks body limit, so the client leaves `task` out and only id and status
 * are required. The other fields are still checked (same caps) when they are sent.
 */
export const orderedTaskSchema = serverTaskSchema.partial({
  title: true,
  task: true,
  created_at: true,
  completed_at: true,
  from_meeting: true,
  owner_id: true,
  due_date: true,
});
export type OrderedTask = z.infer<typeof orderedTaskSchema>;

export const tasksActionBodies = {
  getAll: z.object(businessSessionFields).strict(),
  create: z.object({ ...businessSessionFields, task: serverTaskSchema }).strict(),
  update: z.object({ ...businessSessionFields, task: serverTaskSchema }).strict(),
  delete: z.object({ ...businessSessionFields, taskId: idSchema }).strict(),
  updateOrder: z
    .object({
      ...businessSessionFields,
      tasks: z.array(orderedTaskSchema).max(MAX_BOARD_TASKS, ORDER_TOO_LONG),
    })
    .strict(),
  people: z.object(businessSessionFields).strict(),
} as const;

/** A person a task may be given to ('Responsável'): the company's active people. */
export const taskOwnerSchema = z.object({ id: idSchema, name: text() });
export type TaskOwner = z.infer<typeof taskOwnerSchema>;

export const tasksActionReplies = {
  /** The tasks, or a `status: 'success'` object without a list meaning "no data". */
  getAll: z.union([z.array(receivedTaskSchema), successReplySchema]),
  create: successReplySchema.extend({ task: receivedTaskSchema.optional() }),
  update: successReplySchema,
  delete: successReplySchema,
  updateOrder: successReplySchema,
  people: z.array(taskOwnerSchema),
} as const;

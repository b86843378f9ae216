import { z } from 'zod';
import {
  MAX_LENGTH,
  businessSessionFields,
  capped,
  idSchema,
  successReplySchema,
  text,
} from './common';

export const tasksActions = ['getAll', 'create', 'update', 'delete', 'updateOrder'] as const;
export type TasksAction = (typeof tasksActions)[number];

export const taskStatusLabels = ['Not started', 'In progress', 'Done'] as const;
export const taskStatusLabelSchema = z.enum(taskStatusLabels);
export type TaskStatusLabel = z.infer<typeof taskStatusLabelSchema>;

/** Task as sent to the server: status is one of the three labels. */
export const serverTaskSchema = z.object({
  id: idSchema,
  title: capped(MAX_LENGTH.short).trim().min(1, 'Por favor, insira um título para a tarefa'),
  /** Description text (SPEC.md: the client uses it as both id and content). */
  task: capped(MAX_LENGTH.longText),
  status: taskStatusLabelSchema,
  created_at: text(),
  completed_at: text().nullable(),
  from_meeting: text().nullable(),
});
export type ServerTask = z.infer<typeof serverTaskSchema>;

/** Task as received: unknown statuses are allowed here and map to not-started in the client. */
export const receivedTaskSchema = serverTaskSchema
  .extend({ title: text(), status: text() })
  .passthrough();
export type ReceivedTask = z.infer<typeof receivedTaskSchema>;

/** Largest board: create and meeting ingestion refuse to grow a board past it. */
export const MAX_BOARD_TASKS = 5000;

/**
 * A task as updateOrder names it. Deliberately narrower than SPEC.md's payload (whole tasks): a
 * reorder only reads id and status, and a board of long descriptions (10,000 characters each)
 * would not fit the /tasks body limit, so the client leaves `task` out and only id and status
 * are required. The other fields are still checked (same caps) when they are sent.
 */
export const orderedTaskSchema = serverTaskSchema.partial({
  title: true,
  task: true,
  created_at: true,
  completed_at: true,
  from_meeting: true,
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
      tasks: z
        .array(orderedTaskSchema)
        .max(MAX_BOARD_TASKS, 'A nova ordem tem mais de 5.000 tarefas.'),
    })
    .strict(),
} as const;

export const tasksActionReplies = {
  /** The tasks, or a `status: 'success'` object without a list meaning "no data". */
  getAll: z.union([z.array(receivedTaskSchema), successReplySchema]),
  create: successReplySchema.extend({ task: receivedTaskSchema.optional() }),
  update: successReplySchema,
  delete: successReplySchema,
  updateOrder: successReplySchema,
} as const;

/** Board column of a task, as the client and the domain name it. */
export type BoardTaskStatus = 'not-started' | 'in-progress' | 'done';

/** SPEC.md §3: unknown statuses map to not-started. */
export const boardStatusFromLabel = (label: string): BoardTaskStatus =>
  label === 'In progress' ? 'in-progress' : label === 'Done' ? 'done' : 'not-started';

export const labelFromBoardStatus = (status: BoardTaskStatus): TaskStatusLabel =>
  status === 'in-progress' ? 'In progress' : status === 'done' ? 'Done' : 'Not started';

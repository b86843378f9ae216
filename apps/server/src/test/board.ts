import { createHash, randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { TASK_STATUS_LABEL_LIST, type TaskStatusLabel } from '@portal/domain';
import { schema, type Database } from '../db';
import type { Reply } from './harness';

// The task board as a client drives it over HTTP, for the tests that hammer one board from
// several loops or servers (crash.process.test.ts, two-servers.process.test.ts).

type Post = (path: string, body: unknown, headers?: Record<string, string>) => Promise<Reply>;

/** A task of the board as getAll answers it (the fields these tests read). */
export type BoardTask = { id: string; title: string; status: TaskStatusLabel };
/** One entry of an updateOrder list. */
export type Placement = { id: string; status: TaskStatusLabel };

/** The board of `business` as the person holding `jwt` sees and changes it through `post`. */
export const boardOf = (post: Post, jwt: string, business: string) => {
  const act = (action: string, body: Record<string, unknown> = {}) =>
    post('/tasks', { jwt, authType: 'user', business, ...body }, { action });
  return {
    getAll: () => act('getAll'),
    /** A new task (fresh id) titled `title`, at the end of the board. */
    create: (id: string, title: string) =>
      act('create', {
        task: {
          id,
          title,
          task: '',
          status: 'Not started',
          created_at: new Date().toISOString(),
          completed_at: null,
          from_meeting: null,
        },
      }),
    reorder: (order: readonly Placement[]) => act('updateOrder', { tasks: order }),
  };
};

/**
 * `ids` in an order and with statuses drawn from `salt` (the same salt, the same result): the
 * order someone might drag the board into.
 */
export const shuffledBoard = (ids: readonly string[], salt: string): Placement[] =>
  ids
    .map((id) => ({ id, key: createHash('sha256').update(`${salt}:${id}`).digest() }))
    .sort((a, b) => Buffer.compare(a.key, b.key))
    .map(({ id, key }) => ({
      id,
      status: TASK_STATUS_LABEL_LIST[key[0]! % TASK_STATUS_LABEL_LIST.length]!,
    }));

/** Rows for `schema.tasks`: `count` tasks of `businessId` at positions 0..count-1. */
export const initialTasks = (businessId: string, count: number) =>
  Array.from({ length: count }, (_, position) => ({
    id: randomUUID(),
    businessId,
    title: `Tarefa inicial ${position + 1}`,
    position,
  }));

/** The business's task rows as stored, in board order. */
export const storedBoard = (db: Database, businessId: string) =>
  db
    .select()
    .from(schema.tasks)
    .where(eq(schema.tasks.businessId, businessId))
    .orderBy(asc(schema.tasks.position), asc(schema.tasks.createdAt));

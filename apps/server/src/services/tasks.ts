import type { OrderedTask, ServerTask, TaskOwner, TaskReply } from '@portal/api-client';
import {
  BOARD_FULL,
  labelFromStatus,
  MAX_BOARD_TASKS,
  MEETING_NOT_FOUND,
  ORDER_REPEATS_TASK,
  statusFromLabel,
  TASK_NOT_FOUND,
  TASK_OF_OTHER_BUSINESS,
  TASK_OWNER_NOT_OF_COMPANY,
} from '@portal/domain';
import { isUniqueViolation, type Database } from '../db';
import {
  deleteTaskOfBusiness,
  findTaskOwners,
  insertTask,
  listTasksOfBusiness,
  namesOfPeople,
  lockTasksOfBusiness,
  placeTasksOfBusiness,
  updateTaskOfBusiness,
  type TaskPlacement,
  type TaskRow,
  type TaskStatus,
} from '../repositories/tasks';
import { isMeetingOfBusiness } from '../repositories/meetings';
import { listCompanyPeople } from '../repositories/business-people';
import { isUuid, requireBusinessAccess } from '../auth/authorize';
import type { Principal } from '../auth/principal';
import type { ServiceDeps } from './deps';
import { keptReply } from '../cache/kept-replies';
import { notify, personOf } from './notifications';
import { forbidden, invalid, MESSAGES, notFound } from './errors';

/** Position after the board's last task (rows in board order), 0 on an empty board. */
export const nextPosition = (rows: readonly { position: number }[]): number => {
  const last = rows[rows.length - 1];
  return last ? last.position + 1 : 0;
};

const view = (row: TaskRow, names: ReadonlyMap<string, string>): TaskReply => ({
  id: row.id,
  title: row.title,
  task: row.description,
  status: labelFromStatus(row.status),
  created_at: row.createdAt.toISOString(),
  completed_at: row.completedAt ? row.completedAt.toISOString() : null,
  from_meeting: row.fromMeeting,
  owner_id: row.ownerId,
  owner_name: row.ownerId ? (names.get(row.ownerId) ?? null) : null,
  due_date: row.dueDate,
});

/** The tasks as replies show them, with their owners' names. */
async function viewsOf(db: Database, rows: readonly TaskRow[]): Promise<TaskReply[]> {
  const owners = [...new Set(rows.flatMap((r) => (r.ownerId ? [r.ownerId] : [])))];
  const names = new Map((await namesOfPeople(db, owners)).map((p) => [p.id, p.name]));
  return rows.map((row) => view(row, names));
}

/**
 * The owner and due date a create or an update asks for: absent keeps what the task has (a
 * client that does not know them never clears them), null clears, an owner must be one of the
 * company's people.
 */
async function ownerAndDue(
  tx: Database,
  businessId: string,
  input: Pick<ServerTask, 'owner_id' | 'due_date'>,
): Promise<Partial<Pick<TaskRow, 'ownerId' | 'dueDate'>>> {
  const change: Partial<Pick<TaskRow, 'ownerId' | 'dueDate'>> = {};
  if (input.owner_id !== undefined) {
    if (
      input.owner_id !== null &&
      !(await listCompanyPeople(tx, businessId)).some((p) => p.id === input.owner_id)
    )
      throw invalid(TASK_OWNER_NOT_OF_COMPANY);
    change.ownerId = input.owner_id;
  }
  if (input.due_date !== undefined) change.dueDate = input.due_date;
  return change;
}

/**
 * completed_at follows the status: set when a task moves into Done, cleared when it moves out,
 * kept while it stays (moving a done task within its column does not re-date it).
 */
const completionFor = (from: TaskStatus | null, to: TaskStatus, was: Date | null, now: Date) => {
  if (to !== 'done') return null;
  return from === 'done' && was ? was : now;
};

/**
 * The board in board order under its lock (lockTasksOfBusiness: every task write starts there);
 * 404 when the business does not exist.
 */
export async function lockBoard(tx: Database, businessId: string): Promise<TaskRow[]> {
  const rows = await lockTasksOfBusiness(tx, businessId);
  if (!rows) throw notFound(MESSAGES.businessNotFound);
  return rows;
}

/** 403 when any of the ids is a task of another business. */
async function refuseForeignIds(tx: Database, businessId: string, ids: readonly string[]) {
  const owners = await findTaskOwners(tx, ids);
  if (owners.some((o) => o.businessId !== businessId)) throw forbidden(TASK_OF_OTHER_BUSINESS);
}

/** One task of the board, under the board's lock; 403 if it is another business's, else 404. */
async function lockTaskOnBoard(tx: Database, businessId: string, taskId: string) {
  const task = (await lockBoard(tx, businessId)).find((r) => r.id === taskId);
  if (task) return task;
  await refuseForeignIds(tx, businessId, [taskId]);
  throw notFound(TASK_NOT_FOUND);
}

export async function getTasks(
  deps: ServiceDeps,
  principal: Principal,
  businessId: string,
): Promise<TaskReply[]> {
  await requireBusinessAccess(deps.db, principal, businessId);
  // Kept per company while no task changes (app.ts); the list is shared by the replies, never
  // changed, and so are its JSON bytes (cache/kept-replies.ts).
  return deps.boards.get(businessId, async () =>
    keptReply(await viewsOf(deps.db, await listTasksOfBusiness(deps.db, businessId))),
  );
}

/** The people a task of the company may be given to ('Responsável'). */
export async function getTaskOwners(
  deps: ServiceDeps,
  principal: Principal,
  businessId: string,
): Promise<TaskOwner[]> {
  await requireBusinessAccess(deps.db, principal, businessId);
  return listCompanyPeople(deps.db, businessId);
}

/**
 * Appends the task to the board (after its last task). The id comes from the client, so a create
 * sent twice (a retry, a double click, two tabs) finds its task and answers it again instead of
 * adding a duplicate. The client's created_at and completed_at are never trusted: the server
 * dates the task itself.
 */
export async function createTask(
  deps: ServiceDeps,
  principal: Principal,
  businessId: string,
  input: ServerTask,
): Promise<{ status: 'success'; task: TaskReply }> {
  await requireBusinessAccess(deps.db, principal, businessId);
  const fromMeeting = input.from_meeting || null;
  try {
    const task = await deps.db.transaction(async (tx) => {
      const rows = await lockBoard(tx, businessId);
      const existing = rows.find((r) => r.id === input.id);
      if (existing) return existing;
      if (rows.length >= MAX_BOARD_TASKS) throw invalid(BOARD_FULL);
      // Another business's task with this id: refused, never overwritten or moved.
      await refuseForeignIds(tx, businessId, [input.id]);
      if (
        fromMeeting &&
        !(isUuid(fromMeeting) && (await isMeetingOfBusiness(tx, fromMeeting, businessId)))
      )
        throw invalid(MEETING_NOT_FOUND);
      const owned = await ownerAndDue(tx, businessId, input);
      const now = deps.clock.now();
      const status = statusFromLabel(input.status);
      await notify.tasksAssigned(
        tx,
        [{ id: input.id, title: input.title, ownerId: owned.ownerId ?? null }],
        personOf(principal),
      );
      return insertTask(tx, {
        ...owned,
        id: input.id,
        businessId,
        title: input.title,
        description: input.task,
        status,
        position: nextPosition(rows),
        createdAt: now,
        completedAt: completionFor(null, status, null, now),
        fromMeeting,
        createdBy: personOf(principal),
        updatedAt: now,
      });
    });
    const [created] = await viewsOf(deps.db, [task]);
    return { status: 'success', task: created! };
  } catch (error) {
    // The same id created at the same moment for another business (that board's lock is not
    // ours): the primary key refuses the second insert.
    if (isUniqueViolation(error)) throw forbidden(TASK_OF_OTHER_BUSINESS);
    throw error;
  }
}

/** Title, description, status, owner and due date of one task; its place on the board stays. */
export async function updateTask(
  deps: ServiceDeps,
  principal: Principal,
  businessId: string,
  input: ServerTask,
): Promise<{ status: 'success' }> {
  await requireBusinessAccess(deps.db, principal, businessId);
  await deps.db.transaction(async (tx) => {
    const current = await lockTaskOnBoard(tx, businessId, input.id);
    const owned = await ownerAndDue(tx, businessId, input);
    const now = deps.clock.now();
    const status = statusFromLabel(input.status);
    if (owned.ownerId && owned.ownerId !== current.ownerId)
      await notify.tasksAssigned(
        tx,
        [{ id: current.id, title: input.title, ownerId: owned.ownerId }],
        personOf(principal),
      );
    // from_meeting is where the task came from: history, not something an edit changes.
    await updateTaskOfBusiness(
      tx,
      businessId,
      current.id,
      {
        title: input.title,
        description: input.task,
        status,
        completedAt: completionFor(current.status, status, current.completedAt, now),
        ...owned,
      },
      now,
    );
  });
  return { status: 'success' };
}

export async function deleteTask(
  deps: ServiceDeps,
  principal: Principal,
  businessId: string,
  taskId: string,
): Promise<{ status: 'success' }> {
  await requireBusinessAccess(deps.db, principal, businessId);
  await deps.db.transaction(async (tx) => {
    await lockTaskOnBoard(tx, businessId, taskId);
    await deleteTaskOfBusiness(tx, businessId, taskId);
  });
  return { status: 'success' };
}

/**
 * The board as one person dragged it, applied to the board as it is now (others may have
 * changed it since that person loaded it):
 * - the named tasks of this business take positions 0..k-1 in the order given, with the status
 *   given (their titles and descriptions are never touched here: a stale list must not undo an
 *   edit made meanwhile);
 * - tasks not named (created meanwhile) keep their status and follow, in their old order;
 * - ids that no longer exist (deleted meanwhile) are ignored, so nothing is brought back;
 * - an id of another business refuses the whole call (403) and nothing changes.
 * All under the board's lock, so two reorders never interleave: the later one wins whole.
 */
export async function reorderTasks(
  deps: ServiceDeps,
  principal: Principal,
  businessId: string,
  list: readonly OrderedTask[],
): Promise<{ status: 'success' }> {
  await requireBusinessAccess(deps.db, principal, businessId);
  const ids = list.map((t) => t.id);
  if (new Set(ids).size !== ids.length) throw invalid(ORDER_REPEATS_TASK);
  await deps.db.transaction(async (tx) => {
    const rows = await lockBoard(tx, businessId);
    const byId = new Map(rows.map((r) => [r.id, r]));
    await refuseForeignIds(
      tx,
      businessId,
      ids.filter((id) => !byId.has(id)),
    );
    const named = list.filter((t) => byId.has(t.id));
    const namedIds = new Set(named.map((t) => t.id));
    const rest = rows.filter((r) => !namedIds.has(r.id));
    const now = deps.clock.now();
    const wanted: { row: TaskRow; status: TaskStatus }[] = [
      ...named.map((t) => ({ row: byId.get(t.id)!, status: statusFromLabel(t.status) })),
      ...rest.map((row) => ({ row, status: row.status })),
    ];
    const placements: TaskPlacement[] = [];
    for (const [position, { row, status }] of wanted.entries()) {
      if (row.position === position && row.status === status) continue;
      placements.push({
        id: row.id,
        position,
        status,
        completedAt: completionFor(row.status, status, row.completedAt, now),
      });
    }
    await placeTasksOfBusiness(tx, businessId, placements, now);
  });
  return { status: 'success' };
}

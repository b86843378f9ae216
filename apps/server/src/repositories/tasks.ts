import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { schema, type Database } from '../db';

/** Queries on `tasks`. Pass the `Database` or, inside a service's transaction, its `tx`. */

export type TaskRow = typeof schema.tasks.$inferSelect;
export type NewTaskRow = typeof schema.tasks.$inferInsert;
export type TaskStatus = TaskRow['status'];

/** Board order: position, then creation (two tasks may share a position after a raw insert). */
const boardOrder = [asc(schema.tasks.position), asc(schema.tasks.createdAt), asc(schema.tasks.id)];

const prepareBoard = (db: Database) =>
  db
    .select()
    .from(schema.tasks)
    .where(eq(schema.tasks.businessId, sql.placeholder('businessId')))
    .orderBy(...boardOrder)
    .prepare('tasks_of_business');

/** The board query built once per database (the hottest read: every board load and refresh). */
const boards = new WeakMap<Database, ReturnType<typeof prepareBoard>>();

/** The business's tasks in board order. */
export function listTasksOfBusiness(db: Database, businessId: string): Promise<TaskRow[]> {
  let board = boards.get(db);
  if (!board) {
    board = prepareBoard(db);
    boards.set(db, board);
  }
  return board.execute({ businessId });
}

/**
 * Takes the business's task lock for the rest of the transaction and returns its tasks in board
 * order, each row locked too. Every task write of a business starts here, so writers of one
 * board run one after another and each sees what the previous one committed:
 * - the business row is locked FOR NO KEY UPDATE: a mutex that also covers a board with no task
 *   rows yet (two first creates), and that does not block foreign-key checks (inserting a task or
 *   a membership takes only KEY SHARE on it);
 * - the task rows are locked FOR UPDATE, so nothing else rewrites them under us.
 * Returns null when the business does not exist.
 */
export async function lockTasksOfBusiness(
  tx: Database,
  businessId: string,
): Promise<TaskRow[] | null> {
  const [business] = await tx
    .select({ id: schema.businesses.id })
    .from(schema.businesses)
    .where(eq(schema.businesses.id, businessId))
    .for('no key update');
  if (!business) return null;
  return tx
    .select()
    .from(schema.tasks)
    .where(eq(schema.tasks.businessId, businessId))
    .orderBy(...boardOrder)
    .for('update');
}

/** Which business each of these task ids belongs to (ids that exist nowhere are left out). */
export function findTaskOwners(
  db: Database,
  ids: readonly string[],
): Promise<{ id: string; businessId: string }[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: schema.tasks.id, businessId: schema.tasks.businessId })
    .from(schema.tasks)
    .where(inArray(schema.tasks.id, [...ids]));
}

export async function insertTask(db: Database, row: NewTaskRow): Promise<TaskRow> {
  const [inserted] = await db.insert(schema.tasks).values(row).returning();
  return inserted!;
}

/** Inserts many tasks in one statement (a meeting names at most 200); returns how many went in. */
export async function insertTasks(db: Database, rows: readonly NewTaskRow[]): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await db
    .insert(schema.tasks)
    .values([...rows])
    .returning({ id: schema.tasks.id });
  return inserted.length;
}

/** The fields a write may change; `version` is bumped and `updated_at` set with every change. */
export type TaskChange = Partial<
  Pick<
    TaskRow,
    'title' | 'description' | 'status' | 'position' | 'completedAt' | 'ownerId' | 'dueDate'
  >
>;

export async function updateTaskOfBusiness(
  db: Database,
  businessId: string,
  id: string,
  change: TaskChange,
  at: Date,
): Promise<void> {
  await db
    .update(schema.tasks)
    .set({ ...change, updatedAt: at, version: sql`${schema.tasks.version} + 1` })
    .where(and(eq(schema.tasks.id, id), eq(schema.tasks.businessId, businessId)));
}

/** A task's new place on the board (and its status with the completion date that goes with it). */
export type TaskPlacement = {
  id: string;
  position: number;
  status: TaskStatus;
  completedAt: Date | null;
};

/** Rows per UPDATE: 4 parameters each, far below PostgreSQL's 65,535-parameter limit. */
const PLACEMENT_CHUNK = 1000;

/**
 * Writes many placements with one UPDATE ... FROM (VALUES ...) per chunk instead of one statement
 * per task: a reorder of a 2,000-task board is two statements, not 2,000 round trips.
 */
export async function placeTasksOfBusiness(
  db: Database,
  businessId: string,
  placements: readonly TaskPlacement[],
  at: Date,
): Promise<void> {
  for (let start = 0; start < placements.length; start += PLACEMENT_CHUNK) {
    const rows = placements
      .slice(start, start + PLACEMENT_CHUNK)
      .map(
        (p) =>
          sql`(${p.id}::uuid, ${p.position}::integer, ${p.status}::text, ${
            p.completedAt ? p.completedAt.toISOString() : null
          }::timestamptz)`,
      );
    await db.execute(sql`
      update ${schema.tasks} set
        position = v.position,
        status = v.status,
        completed_at = v.completed_at,
        updated_at = ${at.toISOString()}::timestamptz,
        version = ${schema.tasks.version} + 1
      from (values ${sql.join(rows, sql`, `)}) as v(id, position, status, completed_at)
      where ${schema.tasks.id} = v.id and ${schema.tasks.businessId} = ${businessId}`);
  }
}

/** Deletes the task if it belongs to the business; true when a row went. */
export async function deleteTaskOfBusiness(
  db: Database,
  businessId: string,
  id: string,
): Promise<boolean> {
  const gone = await db
    .delete(schema.tasks)
    .where(and(eq(schema.tasks.id, id), eq(schema.tasks.businessId, businessId)))
    .returning({ id: schema.tasks.id });
  return gone.length > 0;
}

export type PersonName = { id: string; name: string };

/** The names of the people with these ids (a task's owner may have left its company since). */
export function namesOfPeople(db: Database, ids: readonly string[]): Promise<PersonName[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: schema.users.id, name: schema.users.name })
    .from(schema.users)
    .where(inArray(schema.users.id, [...ids]));
}

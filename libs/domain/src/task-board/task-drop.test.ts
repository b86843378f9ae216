import { describe, expect, it } from 'vitest';
import { groupByStatus, moveTask } from './board';
import { resolveTaskDrop } from './task-drop';
import type { Task, TaskStatus } from '../model/workspace';
import { taskFixture } from '../testing/fixtures';

const task = (id: string, status: TaskStatus): Task => taskFixture(id, status);

// Not started: a, b, c; in progress: x; done: (empty).
const list: readonly Task[] = [
  task('a', 'not-started'),
  task('x', 'in-progress'),
  task('b', 'not-started'),
  task('c', 'not-started'),
];
const columns = groupByStatus(list);
const card = (taskId: string) => ({ kind: 'card', taskId }) as const;
const column = (status: TaskStatus) => ({ kind: 'column', status }) as const;

describe('resolveTaskDrop', () => {
  it("takes a card's place within its own column, up or down", () => {
    expect(resolveTaskDrop(columns, 'a', card('c'))).toEqual({
      taskId: 'a',
      toStatus: 'not-started',
      toIndex: 2,
    });
    expect(resolveTaskDrop(columns, 'c', card('a'), true)).toEqual({
      taskId: 'c',
      toStatus: 'not-started',
      toIndex: 0,
    });
  });

  it('goes before a card of another column, or after it when dropped below its centre', () => {
    expect(resolveTaskDrop(columns, 'b', card('x'))).toEqual({
      taskId: 'b',
      toStatus: 'in-progress',
      toIndex: 0,
    });
    expect(resolveTaskDrop(columns, 'b', card('x'), true)).toEqual({
      taskId: 'b',
      toStatus: 'in-progress',
      toIndex: 1,
    });
  });

  it("goes last over a column's free space, an empty one included", () => {
    expect(resolveTaskDrop(columns, 'a', column('done'))).toEqual({
      taskId: 'a',
      toStatus: 'done',
      toIndex: 0,
    });
    expect(resolveTaskDrop(columns, 'x', column('not-started'))).toEqual({
      taskId: 'x',
      toStatus: 'not-started',
      toIndex: 3,
    });
    expect(resolveTaskDrop(columns, 'a', column('not-started'))).toEqual({
      taskId: 'a',
      toStatus: 'not-started',
      toIndex: 2,
    });
  });

  it('is null when nothing would change or nothing is under the card', () => {
    expect(resolveTaskDrop(columns, 'b', card('b'))).toBeNull();
    expect(resolveTaskDrop(columns, 'c', column('not-started'))).toBeNull();
    expect(resolveTaskDrop(columns, 'x', column('in-progress'))).toBeNull();
    expect(resolveTaskDrop(columns, 'a', null)).toBeNull();
    expect(resolveTaskDrop(columns, 'ghost', card('a'))).toBeNull();
    expect(resolveTaskDrop(columns, 'a', card('ghost'))).toBeNull();
  });

  it('gives the move that moveTask makes as the screen expects', () => {
    const move = resolveTaskDrop(columns, 'a', card('x'), true);
    expect(move).not.toBeNull();
    const after = groupByStatus(moveTask(list, move!));
    expect(after.map((c) => c.tasks.map((t) => t.id))).toEqual([['b', 'c'], ['x', 'a'], []]);
  });
});

import { describe, expect, it } from 'vitest';
import { groupByStatus, isSameOrder, moveTask, newTask } from './board';
import type { Task, TaskStatus } from '../model/workspace';
import { taskFixture } from '../testing/fixtures';

const task = (id: string, status: TaskStatus): Task => taskFixture(id, status);

// Global list: a, x, b (not started: a, b; in progress: x), c (done).
const list: readonly Task[] = [
  task('a', 'not-started'),
  task('x', 'in-progress'),
  task('b', 'not-started'),
  task('c', 'done'),
];

const columnsOf = (tasks: readonly Task[]) =>
  Object.fromEntries(groupByStatus(tasks).map((c) => [c.status, c.tasks.map((t) => t.id)]));

describe('groupByStatus', () => {
  it('gives the three columns in board order with their labels, keeping list order', () => {
    const columns = groupByStatus(list);
    expect(columns.map((c) => [c.status, c.label])).toEqual([
      ['not-started', 'Not started'],
      ['in-progress', 'In progress'],
      ['done', 'Done'],
    ]);
    expect(columnsOf(list)).toEqual({
      'not-started': ['a', 'b'],
      'in-progress': ['x'],
      done: ['c'],
    });
  });

  it('keeps empty columns', () => {
    expect(columnsOf([])).toEqual({ 'not-started': [], 'in-progress': [], done: [] });
  });
});

describe('moveTask', () => {
  it('reorders within a column', () => {
    const moved = moveTask(list, { taskId: 'b', toStatus: 'not-started', toIndex: 0 });
    expect(columnsOf(moved)).toEqual({
      'not-started': ['b', 'a'],
      'in-progress': ['x'],
      done: ['c'],
    });
    expect(moved).toHaveLength(4);
  });

  it('moves across columns, changing the status of the moved card only', () => {
    const moved = moveTask(list, { taskId: 'a', toStatus: 'done', toIndex: 0 });
    expect(columnsOf(moved)).toEqual({
      'not-started': ['b'],
      'in-progress': ['x'],
      done: ['a', 'c'],
    });
    expect(moved.find((t) => t.id === 'a')?.status).toBe('done');
    expect(moved.filter((t) => t.id !== 'a')).toEqual(list.filter((t) => t.id !== 'a'));
  });

  it('puts the card at the bottom of the column when the index is past the end', () => {
    const moved = moveTask(list, { taskId: 'x', toStatus: 'not-started', toIndex: 99 });
    expect(columnsOf(moved)['not-started']).toEqual(['a', 'b', 'x']);
  });

  it('treats a negative index as the top', () => {
    const moved = moveTask(list, { taskId: 'c', toStatus: 'not-started', toIndex: -3 });
    expect(columnsOf(moved)['not-started']).toEqual(['c', 'a', 'b']);
  });

  it('moves into an empty column', () => {
    const moved = moveTask(list, { taskId: 'x', toStatus: 'done', toIndex: 0 });
    const again = moveTask(moved, { taskId: 'c', toStatus: 'in-progress', toIndex: 5 });
    expect(columnsOf(again)).toEqual({
      'not-started': ['a', 'b'],
      'in-progress': ['c'],
      done: ['x'],
    });
  });

  it('moves the only card of a column out, leaving it empty', () => {
    const moved = moveTask(list, { taskId: 'x', toStatus: 'not-started', toIndex: 1 });
    expect(columnsOf(moved)).toEqual({
      'not-started': ['a', 'x', 'b'],
      'in-progress': [],
      done: ['c'],
    });
  });

  it('returns the very same list for a drop on the card own place', () => {
    for (const [taskId, toStatus, toIndex] of [
      ['a', 'not-started', 0],
      ['b', 'not-started', 1],
      ['b', 'not-started', 7],
      ['x', 'in-progress', 0],
    ] as const) {
      expect(moveTask(list, { taskId, toStatus, toIndex })).toBe(list);
    }
  });

  it('leaves the list unchanged for an unknown id', () => {
    expect(moveTask(list, { taskId: 'nope', toStatus: 'done', toIndex: 0 })).toBe(list);
  });

  it('never loses or duplicates a task whatever the move', () => {
    const ids = list.map((t) => t.id).sort();
    for (const moving of list) {
      for (const toStatus of ['not-started', 'in-progress', 'done'] as const) {
        for (let toIndex = -1; toIndex <= 4; toIndex += 1) {
          const moved = moveTask(list, { taskId: moving.id, toStatus, toIndex });
          expect(moved.map((t) => t.id).sort()).toEqual(ids);
          const column = moved.filter((t) => t.status === toStatus).map((t) => t.id);
          const clamped = Math.min(Math.max(toIndex, 0), column.length - 1);
          expect(column[clamped]).toBe(moving.id);
        }
      }
    }
  });

  it('does not change the list it was given', () => {
    const copy = structuredClone(list);
    moveTask(list, { taskId: 'a', toStatus: 'done', toIndex: 1 });
    expect(list).toEqual(copy);
  });
});

describe('isSameOrder', () => {
  it('compares ids and statuses in order', () => {
    expect(isSameOrder(list, [...list])).toBe(true);
    expect(
      isSameOrder(list, moveTask(list, { taskId: 'b', toStatus: 'not-started', toIndex: 0 })),
    ).toBe(false);
    expect(isSameOrder(list, moveTask(list, { taskId: 'x', toStatus: 'done', toIndex: 0 }))).toBe(
      false,
    );
    expect(isSameOrder(list, list.slice(1))).toBe(false);
    expect(isSameOrder([], [])).toBe(true);
  });

  it('ignores title and description changes', () => {
    const edited = list.map((t) => (t.id === 'a' ? { ...t, title: 'Outra', content: 'x' } : t));
    expect(isSameOrder(list, edited)).toBe(true);
  });
});

describe('newTask', () => {
  it('starts not started, with the title trimmed and the creation instant in ISO', () => {
    expect(
      newTask({
        id: 't-1',
        title: '  Ligar para o fornecedor ',
        description: 'Pedir orçamento de farinha',
        now: new Date(Date.UTC(2026, 10, 21, 13, 5)),
      }),
    ).toEqual({
      id: 't-1',
      title: 'Ligar para o fornecedor',
      status: 'not-started',
      content: 'Pedir orçamento de farinha',
      created_at: '2026-11-21T13:05:00.000Z',
      completed_at: null,
      from_meeting: null,
    });
  });
});

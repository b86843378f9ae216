import { describe, expect, it } from 'vitest';
import { moveTask } from './board';
import { listMoveOf, visibleColumns, type BoardLens } from './board-lens';
import { taskFixture } from '../testing/fixtures';

const ana = 'u-ana';
const bia = 'u-bia';
const list = [
  taskFixture('a', 'not-started', { owner_id: ana, due_date: '2026-12-20' }),
  taskFixture('b', 'not-started', { owner_id: bia, due_date: '2026-12-01' }),
  taskFixture('c', 'not-started', { owner_id: ana }),
  taskFixture('d', 'not-started', { owner_id: ana, due_date: '2026-12-05' }),
  taskFixture('e', 'in-progress', { owner_id: bia }),
  taskFixture('f', 'in-progress', { owner_id: ana, due_date: '2026-12-02' }),
];
const ids = (lens: BoardLens, status = 'not-started') =>
  visibleColumns(list, lens)
    .find((column) => column.status === status)
    ?.tasks.map((task) => task.id);

describe('what the board shows through its lens', () => {
  it('shows every task in the list order by default', () => {
    expect(ids({ mine: false, byDue: false, me: ana })).toEqual(['a', 'b', 'c', 'd']);
  });

  it("'Minhas tarefas' keeps only the person's own tasks; a business account has none", () => {
    expect(ids({ mine: true, byDue: false, me: ana })).toEqual(['a', 'c', 'd']);
    expect(ids({ mine: true, byDue: false, me: null })).toEqual([]);
  });

  it("sorts by 'Prazo', soonest first, tasks without one last", () => {
    expect(ids({ mine: false, byDue: true, me: ana })).toEqual(['b', 'd', 'a', 'c']);
    expect(ids({ mine: true, byDue: true, me: ana })).toEqual(['d', 'a', 'c']);
  });
});

describe('a drop seen through a lens, as a move of the whole list', () => {
  const mine: BoardLens = { mine: true, byDue: false, me: ana };

  it('passes a drop through unchanged when every task is shown in list order', () => {
    const move = { taskId: 'a', toStatus: 'in-progress' as const, toIndex: 1 };
    expect(listMoveOf(list, { mine: false, byDue: false, me: ana }, move)).toBe(move);
  });

  it('puts the card before the shown card it landed above, whatever hidden cards lie between', () => {
    // Shown: a, c, d. 'd' dropped at shown index 1 lands above 'c', which is list index 2 once 'd' is out.
    const move = listMoveOf(list, mine, { taskId: 'd', toStatus: 'not-started', toIndex: 1 });
    expect(move).toEqual({ taskId: 'd', toStatus: 'not-started', toIndex: 2 });
    const order = moveTask(list, move!).map((task) => task.id);
    expect(order).toEqual(['a', 'b', 'd', 'c', 'e', 'f']);
  });

  it("goes after the column's last shown card, or to its end when none is shown", () => {
    expect(listMoveOf(list, mine, { taskId: 'a', toStatus: 'in-progress', toIndex: 5 })).toEqual({
      taskId: 'a',
      toStatus: 'in-progress',
      toIndex: 2,
    });
    expect(listMoveOf(list, mine, { taskId: 'a', toStatus: 'done', toIndex: 0 })).toEqual({
      taskId: 'a',
      toStatus: 'done',
      toIndex: 0,
    });
  });

  it("sorted by 'Prazo', a drop in the card's own column is no move; to another column, the status changes", () => {
    const byDue: BoardLens = { mine: false, byDue: true, me: ana };
    expect(
      listMoveOf(list, byDue, { taskId: 'a', toStatus: 'not-started', toIndex: 0 }),
    ).toBeNull();
    const move = listMoveOf(list, byDue, { taskId: 'a', toStatus: 'in-progress', toIndex: 0 });
    expect(moveTask(list, move!).find((task) => task.id === 'a')?.status).toBe('in-progress');
  });

  it('ignores an unknown task', () => {
    expect(listMoveOf(list, mine, { taskId: 'x', toStatus: 'done', toIndex: 0 })).toBeNull();
  });
});

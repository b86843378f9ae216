// 'Responsável' and 'Prazo' as a change hands them to the board: absent leaves a task's own,
// null clears it. Pure helpers of `task-board.machine.ts`.
import type { Task, TaskPerson } from '../model/workspace';
import type { TaskAssignment } from './task-board.types';
import { isCalendarDay } from './task-due';

/** A 'Prazo' given that is not a day of the calendar. */
export const isDueDateBad = ({ dueDate }: TaskAssignment): boolean =>
  dueDate !== undefined && dueDate !== null && !isCalendarDay(dueDate);

/** The task after an assignment; the owner's name comes from the people known (else the task's). */
export const assigned = (
  people: readonly TaskPerson[],
  task: Task,
  change: TaskAssignment,
): Task => ({
  ...task,
  ...(change.ownerId !== undefined && {
    owner_id: change.ownerId,
    owner_name:
      change.ownerId === null
        ? null
        : (people.find((person) => person.id === change.ownerId)?.name ?? task.owner_name ?? null),
  }),
  ...(change.dueDate !== undefined && { due_date: change.dueDate }),
});

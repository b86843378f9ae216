import { formatDueDate, isOverdue, type TaskStatus } from '@portal/domain';
import * as styles from './TaskOwnerDue.css';

export type TaskOwnerDueProps = {
  ownerName?: string | null;
  /** 'YYYY-MM-DD'. */
  dueDate?: string | null;
  /** A done task is never overdue; absent reads as not started. */
  status?: TaskStatus;
  /** Today, for the overdue mark (stories fix it). */
  now?: Date;
  /** Off where a date is a promise, not a task's state (a meeting's named tasks). */
  markOverdue?: boolean;
};

/**
 * A task's 'Responsável: {name}' and 'Prazo: dd/mm/aaaa' lines, the second reading
 * '· Atrasada' in the danger colour once past and not done: the card, a meeting's named tasks
 * and its 'Plano de ação' say it the same way. Nothing when the task has neither.
 */
export function TaskOwnerDue({
  ownerName,
  dueDate,
  status = 'not-started',
  now = new Date(),
  markOverdue = true,
}: TaskOwnerDueProps) {
  const overdue = markOverdue && isOverdue({ due_date: dueDate ?? null, status }, now);
  return (
    <>
      {ownerName && <span className={styles.meta}>Responsável: {ownerName}</span>}
      {dueDate && (
        // Overdue is said in words beside the colour, never by the colour alone.
        <span className={overdue ? styles.overdue : styles.meta}>
          Prazo: {formatDueDate(dueDate)}
          {overdue && ' · Atrasada'}
        </span>
      )}
    </>
  );
}

import type { CSSProperties, HTMLAttributes, KeyboardEvent, Ref } from 'react';
import { formatMeetingDate } from '@portal/domain';
import type { Task } from '@portal/domain';
import { Icon } from '../Icon/Icon';
import { TaskOwnerDue } from '../TaskOwnerDue/TaskOwnerDue';
import * as styles from './TaskCard.css';

export type TaskCardTask = Pick<Task, 'id' | 'title' | 'created_at'> &
  Partial<Pick<Task, 'status' | 'owner_name' | 'due_date'>>;

/** What a drag-and-drop wrapper (the board's useSortable) hands the card. */
export type TaskCardDragProps = {
  /** The element that moves (the whole card). */
  nodeRef?: Ref<HTMLDivElement>;
  /** The element that starts a drag: the card's main area (not the trash button). */
  activatorRef?: Ref<HTMLDivElement>;
  /** dnd-kit's attributes and listeners for the activator. */
  activatorProps?: HTMLAttributes<HTMLDivElement>;
  style?: CSSProperties;
};

export type TaskCardProps = {
  task: TaskCardTask;
  /** Click or Enter on the card; not called while `isDragging`. */
  onOpen: (taskId: string) => void;
  /** Trash button: the owner asks for confirmation before deleting. */
  onRequestDelete: (taskId: string) => void;
  /** The card left in place while its copy is dragged. */
  isDragging?: boolean;
  /** The copy under the pointer (DragOverlay): not interactive, hidden from AT. */
  isOverlay?: boolean;
  drag?: TaskCardDragProps;
  /** Today, for the overdue mark (stories fix it; the board passes the clock's now). */
  now?: Date;
};

/**
 * A task on the board: its title, 'Criado em' date, owner and due date (overdue in red), and a
 * trash button. A click or Enter opens it; Space belongs to the board's keyboard drag. While it is
 * dragged, the card left in place is a dashed outline and its copy follows the pointer.
 */
export function TaskCard({
  task,
  onOpen,
  onRequestDelete,
  isDragging = false,
  isOverlay = false,
  drag,
  now = new Date(),
}: TaskCardProps) {
  const date = formatMeetingDate(task.created_at);
  const activator = drag?.activatorProps ?? {};

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    activator.onKeyDown?.(event);
    // Space belongs to the drag sensor (pick up / drop); Enter opens, as on a button.
    if (event.key === 'Enter' && !isDragging && !event.defaultPrevented) {
      event.preventDefault();
      onOpen(task.id);
    }
  };

  return (
    <div
      ref={drag?.nodeRef}
      style={drag?.style}
      className={[
        styles.card,
        isDragging ? styles.dragging : '',
        isOverlay ? styles.overlay : '',
      ].join(' ')}
      aria-hidden={isOverlay || undefined}
      data-task-id={task.id}
    >
      <div
        role="button"
        tabIndex={isOverlay ? -1 : 0}
        {...activator}
        ref={drag?.activatorRef}
        className={styles.main}
        onKeyDown={isOverlay ? undefined : onKeyDown}
        onClick={isOverlay || isDragging ? undefined : () => onOpen(task.id)}
      >
        <span className={styles.title}>{task.title}</span>
        <span className={styles.date}>Criado em {date}</span>
        <TaskOwnerDue
          ownerName={task.owner_name}
          dueDate={task.due_date}
          status={task.status}
          now={now}
        />
      </div>
      {!isOverlay && (
        <button
          type="button"
          className={styles.trash}
          aria-label={`Excluir tarefa ${task.title}`}
          onClick={() => onRequestDelete(task.id)}
        >
          <Icon name="trash" size={16} />
        </button>
      )}
    </div>
  );
}

import type { CSSProperties, HTMLAttributes, KeyboardEvent, Ref } from 'react';
import { formatMeetingDate } from '@portal/domain';
import type { Task } from '@portal/domain';
import * as styles from './TaskCard.css';

export type TaskCardTask = Pick<Task, 'id' | 'title' | 'created_at'>;

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
};

export function TaskCard({
  task,
  onOpen,
  onRequestDelete,
  isDragging = false,
  isOverlay = false,
  drag,
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
      </div>
      {!isOverlay && (
        <button
          type="button"
          className={styles.trash}
          aria-label={`Excluir tarefa ${task.title}`}
          onClick={() => onRequestDelete(task.id)}
        >
          <TrashIcon />
        </button>
      )}
    </div>
  );
}

// Drawn here because the shared Icon set has no trash can yet.
function TrashIcon() {
  return (
    <svg
      width={16}
      height={16}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.9}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M3 6h18 M8 6V4a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2 M19 6l-1 14a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2L5 6 M10 11v6 M14 11v6" />
    </svg>
  );
}

import { useId } from 'react';
import type { ReactNode } from 'react';
import { useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import type { BoardColumn as Column } from '@portal/domain';
import { Icon } from '../../../components/Icon/Icon';
import { visuallyHidden } from '../../../theme/utils.css';
import { columnDropId } from './dragAndDrop';
import { SortableTaskCard } from './SortableTaskCard';
import * as styles from './BoardColumn.css';

export type BoardColumnProps = {
  /** One of the view's columns: status, label and tasks in board order. */
  column: Column;
  collapsible: boolean;
  collapsed: boolean;
  onToggle: () => void;
  activeId: string | null;
  onOpen: (taskId: string) => void;
  onRequestDelete: (taskId: string) => void;
  footer?: ReactNode;
};

export function BoardColumn({
  column: { status, label, tasks },
  collapsible,
  collapsed,
  onToggle,
  activeId,
  onOpen,
  onRequestDelete,
  footer,
}: BoardColumnProps) {
  // The whole column accepts drops, so an empty (or collapsed) column is still a target.
  const { setNodeRef, isOver } = useDroppable({ id: columnDropId(status) });
  const headingId = useId();
  const listId = useId();
  const count = (
    <span className={styles.count}>
      {tasks.length}
      <span className={visuallyHidden}> {tasks.length === 1 ? 'tarefa' : 'tarefas'}</span>
    </span>
  );

  return (
    <section
      ref={setNodeRef}
      aria-labelledby={headingId}
      className={[styles.column, isOver ? styles.columnOver : ''].join(' ')}
      data-status={status}
    >
      <h2 id={headingId} className={styles.columnHeading}>
        {collapsible ? (
          <button
            type="button"
            className={styles.collapseButton}
            aria-expanded={!collapsed}
            aria-controls={listId}
            onClick={onToggle}
          >
            <span className={styles.dot({ status })} aria-hidden="true" />
            <span className={styles.columnLabel}>{label}</span>
            {count}
            <Icon
              name="chevronRight"
              size={16}
              className={[styles.chevron, collapsed ? '' : styles.chevronOpen].join(' ')}
            />
          </button>
        ) : (
          <span className={styles.columnTitle}>
            <span className={styles.dot({ status })} aria-hidden="true" />
            <span className={styles.columnLabel}>{label}</span>
            {count}
          </span>
        )}
      </h2>
      <div id={listId} hidden={collapsed} className={styles.listWrap}>
        <SortableContext items={tasks.map(({ id }) => id)} strategy={verticalListSortingStrategy}>
          {tasks.length > 0 ? (
            <ul className={styles.list}>
              {tasks.map((task) => (
                <li key={task.id} className={styles.item}>
                  <SortableTaskCard
                    task={task}
                    activeId={activeId}
                    onOpen={onOpen}
                    onRequestDelete={onRequestDelete}
                  />
                </li>
              ))}
            </ul>
          ) : (
            <p className={styles.empty}>Nenhuma tarefa</p>
          )}
        </SortableContext>
      </div>
      {footer}
    </section>
  );
}

import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { Task } from '@portal/domain';
import { TaskCard } from '../../../components/TaskCard/TaskCard';

export type SortableTaskCardProps = {
  task: Task;
  /** The card being dragged (its copy follows the pointer; this one stays as a placeholder). */
  activeId: string | null;
  onOpen: (taskId: string) => void;
  onRequestDelete: (taskId: string) => void;
};

/** A board card that dnd-kit can pick up (the card's main area) and move. */
export function SortableTaskCard({
  task,
  activeId,
  onOpen,
  onRequestDelete,
}: SortableTaskCardProps) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: task.id, attributes: { roleDescription: 'tarefa arrastável' } });

  return (
    <TaskCard
      task={task}
      onOpen={onOpen}
      onRequestDelete={onRequestDelete}
      isDragging={isDragging || activeId === task.id}
      drag={{
        nodeRef: setNodeRef,
        activatorRef: setActivatorNodeRef,
        activatorProps: { ...attributes, ...listeners },
        style: { transform: CSS.Translate.toString(transform), transition },
      }}
    />
  );
}

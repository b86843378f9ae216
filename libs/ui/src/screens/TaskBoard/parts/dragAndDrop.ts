// How the board drives @dnd-kit: which input starts a drag, what a drop is over, and what a
// screen reader hears. Where a dropped card lands is the domain's `resolveTaskDrop`.
import { closestCorners, pointerWithin } from '@dnd-kit/core';
import type {
  Announcements,
  CollisionDetection,
  ScreenReaderInstructions,
  UniqueIdentifier,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { TASK_STATUSES, TASK_STATUS_LABELS } from '@portal/domain';
import type { BoardColumn, DropTarget, TaskStatus } from '@portal/domain';
import { useDragSensors } from '../../../hooks/useDragSensors';

const COLUMN_PREFIX = 'column:';

/** Droppable ids of the columns; the cards use their task ids as they are. */
export const columnDropId = (status: TaskStatus) => `${COLUMN_PREFIX}${status}`;

const columnOfDropId = (id: string): TaskStatus | null => {
  if (!id.startsWith(COLUMN_PREFIX)) return null;
  const status = id.slice(COLUMN_PREFIX.length);
  return (TASK_STATUSES as readonly string[]).includes(status) ? (status as TaskStatus) : null;
};

/** What dnd-kit says a drag is over, in the domain's words. */
export function dropTargetOf(id: UniqueIdentifier | null | undefined): DropTarget | null {
  if (id === null || id === undefined) return null;
  const status = columnOfDropId(String(id));
  return status ? { kind: 'column', status } : { kind: 'card', taskId: String(id) };
}

/** Mouse or pen past 5 px, a finger's long press, or Space on the focused card. */
export const useBoardSensors = () => useDragSensors(sortableKeyboardCoordinates);

/** Under a pointer: the card below it, else its column; from the keyboard: the closest corners. */
export const collisionDetection: CollisionDetection = (args) => {
  const within = pointerWithin(args);
  if (within.length > 0) {
    const cards = within.filter(({ id }) => columnOfDropId(String(id)) === null);
    return cards.length > 0 ? cards : within;
  }
  return closestCorners(args);
};

export const screenReaderInstructions: ScreenReaderInstructions = {
  draggable:
    'Pressione Enter para abrir a tarefa. Para movê-la, pressione Espaço, use as setas para ' +
    'mudar de posição ou de coluna e pressione Espaço de novo para soltar, ou Escape para cancelar.',
};

/**
 * What the live region says during a drag, in pt-BR. dnd-kit calls these outside React's
 * render, so they read the columns on screen now through `current`.
 */
export function boardAnnouncements(columns: {
  readonly current: readonly BoardColumn[];
}): Announcements {
  const titleOf = (id: UniqueIdentifier) =>
    columns.current.flatMap((column) => column.tasks).find((task) => task.id === String(id))
      ?.title ?? 'tarefa';
  const place = (overId: UniqueIdentifier | undefined) => {
    const target = dropTargetOf(overId);
    if (target?.kind === 'column') return `na coluna ${TASK_STATUS_LABELS[target.status]}`;
    for (const column of columns.current) {
      const index = column.tasks.findIndex((task) => task.id === target?.taskId);
      if (index >= 0) {
        return `na coluna ${column.label}, posição ${index + 1} de ${column.tasks.length}`;
      }
    }
    return 'fora das colunas';
  };
  return {
    onDragStart: ({ active }) => `Tarefa ${titleOf(active.id)} selecionada, ${place(active.id)}.`,
    onDragOver: ({ active, over }) => `Tarefa ${titleOf(active.id)} movida ${place(over?.id)}.`,
    onDragEnd: ({ active, over }) =>
      over
        ? `Tarefa ${titleOf(active.id)} solta ${place(over.id)}.`
        : `Tarefa ${titleOf(active.id)} solta fora das colunas; nada mudou.`,
    onDragCancel: ({ active }) =>
      `Movimento cancelado. Tarefa ${titleOf(active.id)} voltou ${place(active.id)}.`,
  };
}

import { useId, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  closestCorners,
  pointerWithin,
  useDroppable,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import type {
  Announcements,
  CollisionDetection,
  DragEndEvent,
  DragStartEvent,
  ScreenReaderInstructions,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { TASKS_LOAD_FAILED, TASK_STATUSES, TASK_STATUS_LABELS } from '@portal/domain';
import type { Task, TaskStatus } from '@portal/domain';
import { ErrorBox } from '../../components/ErrorBox/ErrorBox';
import { Button } from '../../components/Button/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog/ConfirmDialog';
import { Icon } from '../../components/Icon/Icon';
import { NewTaskDialog } from '../../components/NewTaskDialog/NewTaskDialog';
import type { NewTaskDraft } from '../../components/NewTaskDialog/NewTaskDialog';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { ProgressBar } from '../../components/ProgressBar/ProgressBar';
import { SidePanel } from '../../components/SidePanel/SidePanel';
import { Spinner } from '../../components/Spinner/Spinner';
import { TaskCard } from '../../components/TaskCard/TaskCard';
import { TaskPanel } from '../../components/TaskPanel/TaskPanel';
import type { TaskPanelSave } from '../../components/TaskPanel/TaskPanel';
import { ToastRegion } from '../../components/ToastRegion/ToastRegion';
import { columnDropId, columnOfDropId, resolveTaskDrop, tasksInColumn } from './taskDrop';
import type { TaskDrop } from './taskDrop';
import { visuallyHidden } from '../../theme/utils.css';
import * as styles from './TaskBoard.css';

export { resolveTaskDrop } from './taskDrop';
export type { TaskDrop } from './taskDrop';

export const taskBoardStatuses = ['loading', 'ready', 'failure'] as const;
export type TaskBoardStatus = (typeof taskBoardStatuses)[number];

export type TaskBoardToast = { tone: 'success' | 'error'; text: string };

export type TaskBoardProps = {
  businessName: string;
  /** 'loading' with no tasks yet shows a spinner; with tasks (a refresh) the board stays. */
  status: TaskBoardStatus;
  /** In board order; the board shows exactly these (the owner applies optimistic moves). */
  tasks: readonly Task[];
  /** The top progress bar: shown while `isLoading`, at `loadingProgress` (0–100). */
  isLoading: boolean;
  loadingProgress: number;
  /** The task shown in the side panel, or null (panel closed, sliding out for 300 ms). */
  openTaskId: string | null;
  /** Shown in the failure state (default: SPEC §8's load failure text, `TASKS_LOAD_FAILED`). */
  errorMessage?: string | null;
  /** The one toast of SPEC §8; its 3 s timer belongs to the owner. */
  toast?: TaskBoardToast | null;
  onDismissToast?: () => void;
  /** The panel's save button shows 'Salvando...'. */
  savingTask?: boolean;
  /** A drag started (pointer moved 5 px, or Space on a card): the owner closes the panel. */
  onDragStart: (taskId: string) => void;
  /** A drag ended with no change (Escape, dropped outside or back in place). */
  onDragCancel: () => void;
  onDrop: (drop: TaskDrop) => void;
  onOpenTask: (taskId: string) => void;
  onClosePanel: () => void;
  onSaveTask: (changes: TaskPanelSave) => void;
  onCreateTask: (draft: NewTaskDraft) => void;
  /** The new-task dialog's 'Criar Tarefa' shows 'Criando...' while the owner creates the task. */
  creatingTask?: boolean;
  /**
   * The owner refused the new task (e.g. the machine's missing-title text): the dialog stays
   * open with this message above the form, until it is closed (`onDismissNewTaskError`).
   */
  newTaskError?: string | null;
  /** The dialog was closed while showing `newTaskError`: the owner clears it. */
  onDismissNewTaskError?: () => void;
  /** Called after the user confirmed the deletion. */
  onDeleteTask: (taskId: string) => void;
  onRetry: () => void;
  /** Done starts collapsed (e.g. a remembered preference). */
  defaultDoneCollapsed?: boolean;
  /** Initial values of the new-task dialog (SPEC §2: they may be given). */
  newTaskInitial?: Partial<NewTaskDraft>;
};

const screenReaderInstructions: ScreenReaderInstructions = {
  draggable:
    'Pressione Enter para abrir a tarefa. Para movê-la, pressione Espaço, use as setas para ' +
    'mudar de posição ou de coluna e pressione Espaço de novo para soltar, ou Escape para cancelar.',
};

// Mouse and pen drags start only after 5 px, so a plain click still opens the card.
const POINTER_ACTIVATION = { distance: 5 };
// A finger must rest 250 ms first, so swiping over cards still scrolls the page.
const TOUCH_ACTIVATION = { delay: 250, tolerance: 5 };

/** PointerSensor for mouse and pen only; touch goes through TouchSensor's long press. */
class MouseAndPenSensor extends PointerSensor {
  static override activators: typeof PointerSensor.activators = PointerSensor.activators.map(
    (activator) => ({
      ...activator,
      handler: (event, options) =>
        event.nativeEvent.pointerType !== 'touch' && activator.handler(event, options),
    }),
  );
}

// Enter is kept for opening the card; Space picks up and drops.
const KEYBOARD_CODES = { start: ['Space'], cancel: ['Escape'], end: ['Space'] };

/** Under a pointer: the card below it, else its column; from the keyboard: the closest corners. */
const collisionDetection: CollisionDetection = (args) => {
  const within = pointerWithin(args);
  if (within.length > 0) {
    const cards = within.filter(({ id }) => columnOfDropId(String(id)) === null);
    return cards.length > 0 ? cards : within;
  }
  return closestCorners(args);
};

export function TaskBoard({
  businessName,
  status,
  tasks,
  isLoading,
  loadingProgress,
  openTaskId,
  errorMessage,
  toast,
  onDismissToast,
  savingTask = false,
  onDragStart,
  onDragCancel,
  onDrop,
  onOpenTask,
  onClosePanel,
  onSaveTask,
  onCreateTask,
  creatingTask = false,
  newTaskError = null,
  onDismissNewTaskError,
  onDeleteTask,
  onRetry,
  defaultDoneCollapsed = false,
  newTaskInitial,
}: TaskBoardProps) {
  const [activeId, setActiveId] = useState<string | null>(null);
  const [doneCollapsed, setDoneCollapsed] = useState(defaultDoneCollapsed);
  const [newTaskOpen, setNewTaskOpen] = useState(false);
  const [deleteId, setDeleteId] = useState<string | null>(null);
  // Announcements are read by dnd-kit outside React's render, so they read the latest tasks here.
  const tasksRef = useRef(tasks);
  tasksRef.current = tasks;

  const sensors = useSensors(
    useSensor(MouseAndPenSensor, { activationConstraint: POINTER_ACTIVATION }),
    useSensor(TouchSensor, { activationConstraint: TOUCH_ACTIVATION }),
    useSensor(KeyboardSensor, {
      coordinateGetter: sortableKeyboardCoordinates,
      keyboardCodes: KEYBOARD_CODES,
    }),
  );

  const announcements = useMemo<Announcements>(() => {
    const titleOf = (id: string | number) =>
      tasksRef.current.find((task) => task.id === String(id))?.title ?? 'tarefa';
    const place = (overId: string | number | undefined) => {
      if (overId === undefined) return 'fora das colunas';
      const id = String(overId);
      const column = columnOfDropId(id);
      if (column) return `na coluna ${TASK_STATUS_LABELS[column]}`;
      const over = tasksRef.current.find((task) => task.id === id);
      if (!over) return 'fora das colunas';
      const list = tasksInColumn(tasksRef.current, over.status);
      const index = list.findIndex((task) => task.id === id);
      return `na coluna ${TASK_STATUS_LABELS[over.status]}, posição ${index + 1} de ${list.length}`;
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
  }, []);

  const handleDragStart = ({ active }: DragStartEvent) => {
    setActiveId(String(active.id));
    onDragStart(String(active.id));
  };

  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    setActiveId(null);
    const dragged = active.rect.current.translated;
    const below =
      over && dragged
        ? dragged.top + dragged.height / 2 > over.rect.top + over.rect.height / 2
        : false;
    const drop = resolveTaskDrop(tasks, String(active.id), over ? String(over.id) : null, below);
    if (drop) onDrop(drop);
    else onDragCancel();
  };

  const handleDragCancel = () => {
    setActiveId(null);
    onDragCancel();
  };

  const openTask = (taskId: string) => {
    // A click that ends a drag is not a request to open the card.
    if (activeId !== null) return;
    onOpenTask(taskId);
  };

  const activeTask = activeId ? tasks.find((task) => task.id === activeId) : undefined;
  const panelTask = openTaskId ? tasks.find((task) => task.id === openTaskId) : undefined;
  const deleteTask = deleteId ? tasks.find((task) => task.id === deleteId) : undefined;
  const showBoard = status === 'ready' || (status === 'loading' && tasks.length > 0);

  const newTaskButton = (className: string) => (
    <Button
      className={className}
      leadingIcon={<Icon name="plus" size={16} />}
      onClick={() => setNewTaskOpen(true)}
    >
      Nova Tarefa
    </Button>
  );

  return (
    <div className={styles.root}>
      <ProgressBar value={loadingProgress} visible={isLoading} label="Carregando tarefas" />
      <PageHeader
        title={`Tarefas de ${businessName}`}
        actions={showBoard ? newTaskButton(styles.newTaskMobile) : undefined}
      />

      {status === 'failure' && (
        <ErrorBox onRetry={onRetry}>{errorMessage || TASKS_LOAD_FAILED}</ErrorBox>
      )}

      {status === 'loading' && !showBoard && (
        <div className={styles.loading}>
          <Spinner label="Carregando tarefas..." />
        </div>
      )}

      {showBoard && (
        <DndContext
          sensors={sensors}
          collisionDetection={collisionDetection}
          accessibility={{ announcements, screenReaderInstructions }}
          onDragStart={handleDragStart}
          onDragEnd={handleDragEnd}
          onDragCancel={handleDragCancel}
        >
          <div className={styles.columns}>
            {TASK_STATUSES.map((columnStatus) => (
              <BoardColumn
                key={columnStatus}
                status={columnStatus}
                tasks={tasksInColumn(tasks, columnStatus)}
                collapsible={columnStatus === 'done'}
                collapsed={columnStatus === 'done' && doneCollapsed}
                onToggle={() => setDoneCollapsed((collapsed) => !collapsed)}
                activeId={activeId}
                onOpen={openTask}
                onRequestDelete={setDeleteId}
                footer={
                  columnStatus === 'not-started' ? newTaskButton(styles.newTaskDesktop) : undefined
                }
              />
            ))}
          </div>
          <DragOverlay>
            {activeTask ? (
              <TaskCard task={activeTask} onOpen={() => {}} onRequestDelete={() => {}} isOverlay />
            ) : null}
          </DragOverlay>
        </DndContext>
      )}

      <SidePanel open={Boolean(panelTask)} onClose={onClosePanel} label="Detalhes da tarefa">
        {panelTask && <TaskPanel task={panelTask} onSave={onSaveTask} saving={savingTask} />}
      </SidePanel>

      <NewTaskDialog
        open={newTaskOpen || Boolean(newTaskError)}
        onClose={() => {
          setNewTaskOpen(false);
          if (newTaskError) onDismissNewTaskError?.();
        }}
        initialTitle={newTaskInitial?.title}
        initialDescription={newTaskInitial?.description}
        creating={creatingTask}
        error={newTaskError}
        onCreate={(draft) => {
          setNewTaskOpen(false);
          onCreateTask(draft);
        }}
      />

      <ConfirmDialog
        open={Boolean(deleteTask)}
        title="Excluir tarefa"
        text={
          deleteTask
            ? `Tem certeza de que deseja excluir a tarefa "${deleteTask.title}"? Esta ação não pode ser desfeita.`
            : ''
        }
        confirmLabel="Excluir"
        tone="danger"
        onCancel={() => setDeleteId(null)}
        onConfirm={() => {
          if (deleteTask) onDeleteTask(deleteTask.id);
          setDeleteId(null);
        }}
      />

      <ToastRegion
        toasts={
          toast
            ? [{ id: `${toast.tone}:${toast.text}`, tone: toast.tone, message: toast.text }]
            : []
        }
        onDismiss={onDismissToast ? () => onDismissToast() : undefined}
      />
    </div>
  );
}

type BoardColumnProps = {
  status: TaskStatus;
  tasks: readonly Task[];
  collapsible: boolean;
  collapsed: boolean;
  onToggle: () => void;
  activeId: string | null;
  onOpen: (taskId: string) => void;
  onRequestDelete: (taskId: string) => void;
  footer?: ReactNode;
};

function BoardColumn({
  status,
  tasks,
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
  const label = TASK_STATUS_LABELS[status];
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
                <SortableTaskCard
                  key={task.id}
                  task={task}
                  activeId={activeId}
                  onOpen={onOpen}
                  onRequestDelete={onRequestDelete}
                />
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

type SortableTaskCardProps = {
  task: Task;
  activeId: string | null;
  onOpen: (taskId: string) => void;
  onRequestDelete: (taskId: string) => void;
};

function SortableTaskCard({ task, activeId, onOpen, onRequestDelete }: SortableTaskCardProps) {
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
    <li className={styles.item}>
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
    </li>
  );
}

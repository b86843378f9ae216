import { useMemo, useRef, useState } from 'react';
import { DndContext, DragOverlay } from '@dnd-kit/core';
import type { DragEndEvent, DragStartEvent } from '@dnd-kit/core';
import { resolveTaskDrop } from '@portal/domain';
import type {
  BoardColumn as Column,
  Task,
  TaskBoardView,
  TaskMove,
  TaskStatus,
} from '@portal/domain';
import { ErrorBox } from '../../components/ErrorBox/ErrorBox';
import { Button } from '../../components/Button/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog/ConfirmDialog';
import { Icon } from '../../components/Icon/Icon';
import { NewTaskDialog } from '../../components/NewTaskDialog/NewTaskDialog';
import type { NewTaskDraft } from '../../components/NewTaskDialog/NewTaskDialog';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { ProgressBar } from '../../components/ProgressBar/ProgressBar';
import { SegmentedControl } from '../../components/SegmentedControl/SegmentedControl';
import { SelectField } from '../../components/SelectField/SelectField';
import { SidePanel } from '../../components/SidePanel/SidePanel';
import { TaskCard } from '../../components/TaskCard/TaskCard';
import { TaskPanel } from '../../components/TaskPanel/TaskPanel';
import type { TaskPanelSave } from '../../components/TaskPanel/TaskPanel';
import { ToastRegion, toastItems } from '../../components/ToastRegion/ToastRegion';
import { BoardColumn } from './parts/BoardColumn';
import { BoardSkeleton } from './parts/BoardSkeleton';
import {
  boardAnnouncements,
  collisionDetection,
  dropTargetOf,
  screenReaderInstructions,
  useBoardSensors,
} from './parts/dragAndDrop';
import * as styles from './TaskBoard.css';

/**
 * What the board shows, exactly as the machine's view gives it (`selectTaskBoardView` of the
 * running machine in the portal, of `taskBoardMachine.resolveState(...)` in the stories). A
 * refresh is status 'ready' with `isLoading`; `toast` lasts 3 s and `newTaskError` until the
 * dialog closes, both by the machine.
 */
export type TaskBoardViewProps = Pick<
  TaskBoardView,
  | 'status'
  | 'columns'
  | 'openTask'
  | 'error'
  | 'toast'
  | 'newTaskError'
  | 'isSavingOpenTask'
  | 'showingMine'
  | 'sortedByDue'
  | 'canShowMine'
  | 'people'
  | 'peopleError'
>;

/** The part of the machine's view the board shows (the container and the stories both use it). */
export const taskBoardViewProps = (view: TaskBoardView): TaskBoardViewProps => ({
  status: view.status,
  columns: view.columns,
  openTask: view.openTask,
  error: view.error,
  toast: view.toast,
  newTaskError: view.newTaskError,
  isSavingOpenTask: view.isSavingOpenTask,
  showingMine: view.showingMine,
  sortedByDue: view.sortedByDue,
  canShowMine: view.canShowMine,
  people: view.people,
  peopleError: view.peopleError,
});

export type TaskBoardProps = TaskBoardViewProps & {
  businessName: string;
  /** The top progress bar: shown while `isLoading`, at `loadingProgress` (0–100). */
  isLoading: boolean;
  loadingProgress: number;
  onDismissToast?: () => void;
  /** A drag started (pointer moved 5 px, or Space on a card): the owner closes the panel. */
  onDragStart: (taskId: string) => void;
  /** A drag ended with no change (Escape, dropped outside or back in place). */
  onDragCancel: () => void;
  /** A drag ended with a move: `taskId` goes to `toIndex` of column `toStatus`. */
  onDrop: (drop: TaskMove) => void;
  /** Click or Enter on a card (the owner ignores it while a drag is on). */
  onOpenTask: (taskId: string) => void;
  onClosePanel: () => void;
  onSaveTask: (changes: TaskPanelSave) => void;
  /** The side panel's status: the open task goes to that column (the drop's move, no drag). */
  onSetTaskStatus: (taskId: string, status: TaskStatus) => void;
  onCreateTask: (draft: NewTaskDraft) => void;
  /** The new-task dialog's 'Criar Tarefa' shows 'Criando...' while the owner creates the task. */
  creatingTask?: boolean;
  /** The dialog was closed while showing `newTaskError`: the owner clears it. */
  onDismissNewTaskError?: () => void;
  /** Called after the user confirmed the deletion. */
  onDeleteTask: (taskId: string) => void;
  onRetry: () => void;
  /** 'Minhas tarefas' on or off. */
  onShowMine: (mine: boolean) => void;
  /** Each column by 'Prazo' or in the board's own order. */
  onSortByDue: (byDue: boolean) => void;
  /** Done starts collapsed (e.g. a remembered preference). */
  defaultDoneCollapsed?: boolean;
  /** Initial values of the new-task dialog (docs/product.md: they may be given). */
  newTaskInitial?: Partial<NewTaskDraft>;
};

const SHOW_OPTIONS = [
  { value: 'all', label: 'Todas' },
  { value: 'mine', label: 'Minhas tarefas' },
] as const;

const SORT_OPTIONS = [
  { value: 'board', label: 'Ordem do quadro' },
  { value: 'due', label: 'Prazo' },
];

const findIn = (columns: readonly Column[], id: string | null): Task | undefined =>
  id === null
    ? undefined
    : columns.flatMap((column) => column.tasks).find((task) => task.id === id);

/**
 * The company's board ('Tarefas de {empresa}'): 'Not started', 'In progress' and 'Done' with their
 * counts, cards dragged by mouse, finger or keyboard, 'Nova Tarefa', 'Mostrar' (all or mine) and
 * 'Ordenar por' (board order or due date). A card opens the side panel to edit it; its trash asks
 * before deleting.
 */
export function TaskBoard({
  businessName,
  status,
  columns,
  isLoading,
  loadingProgress,
  openTask,
  error,
  toast,
  onDismissToast,
  isSavingOpenTask,
  onDragStart,
  onDragCancel,
  onDrop,
  onOpenTask,
  onClosePanel,
  onSaveTask,
  onSetTaskStatus,
  onCreateTask,
  creatingTask = false,
  newTaskError,
  onDismissNewTaskError,
  onDeleteTask,
  onRetry,
  showingMine,
  sortedByDue,
  canShowMine,
  people,
  peopleError,
  onShowMine,
  onSortByDue,
  defaultDoneCollapsed = false,
  newTaskInitial,
}: TaskBoardProps) {
  // Which card dnd-kit is dragging: the overlay shows its copy (pure presentation; the machine
  // has its own `isDragging` for what a drag means).
  const [activeId, setActiveId] = useState<string | null>(null);
  const [doneCollapsed, setDoneCollapsed] = useState(defaultDoneCollapsed);
  const [newTaskOpen, setNewTaskOpen] = useState(false);
  const [deleteId, setDeleteId] = useState<string | null>(null);
  const columnsRef = useRef(columns);
  columnsRef.current = columns;
  const sensors = useBoardSensors();
  const announcements = useMemo(() => boardAnnouncements(columnsRef), []);

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
    const drop = resolveTaskDrop(columns, String(active.id), dropTargetOf(over?.id), below);
    if (drop) onDrop(drop);
    else onDragCancel();
  };

  const handleDragCancel = () => {
    setActiveId(null);
    onDragCancel();
  };

  const activeTask = findIn(columns, activeId);
  const deleteTask = findIn(columns, deleteId);
  const showBoard = status === 'ready';

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

      {status === 'failure' && <ErrorBox onRetry={onRetry}>{error}</ErrorBox>}

      {status === 'loading' && <BoardSkeleton />}

      {showBoard && (
        <div className={styles.toolbar}>
          {canShowMine && (
            <SegmentedControl
              label="Mostrar"
              options={SHOW_OPTIONS}
              value={showingMine ? 'mine' : 'all'}
              onChange={(value) => onShowMine(value === 'mine')}
            />
          )}
          <SelectField
            label="Ordenar por"
            fieldClassName={styles.sortField}
            options={SORT_OPTIONS}
            value={sortedByDue ? 'due' : 'board'}
            onChange={(value) => onSortByDue(value === 'due')}
          />
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
            {columns.map((column) => (
              <BoardColumn
                key={column.status}
                column={column}
                collapsible={column.status === 'done'}
                collapsed={column.status === 'done' && doneCollapsed}
                onToggle={() => setDoneCollapsed((collapsed) => !collapsed)}
                activeId={activeId}
                onOpen={onOpenTask}
                onRequestDelete={setDeleteId}
                footer={
                  column.status === 'not-started' ? newTaskButton(styles.newTaskDesktop) : undefined
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

      <SidePanel open={openTask !== null} onClose={onClosePanel} label="Detalhes da tarefa">
        {openTask && (
          <TaskPanel
            task={openTask}
            onSave={onSaveTask}
            onStatusChange={(status) => onSetTaskStatus(openTask.id, status)}
            saving={isSavingOpenTask}
            people={people}
            peopleError={peopleError}
          />
        )}
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
        people={people}
        peopleError={peopleError}
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
        toasts={toastItems(toast)}
        onDismiss={onDismissToast ? () => onDismissToast() : undefined}
      />
    </div>
  );
}

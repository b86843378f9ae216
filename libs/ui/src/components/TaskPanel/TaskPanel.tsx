import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import {
  TASK_DESCRIPTION_MAX,
  TASK_STATUSES,
  TASK_STATUS_LABELS,
  TASK_TITLE_MAX,
  TASK_TITLE_REQUIRED,
  formatMeetingDate,
} from '@portal/domain';
import type { Task, TaskPerson, TaskStatus } from '@portal/domain';
import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import { SelectField } from '../SelectField/SelectField';
import { TaskAssignmentFields } from '../TaskAssignmentFields/TaskAssignmentFields';
import { TextArea } from '../TextArea/TextArea';
import * as styles from './TaskPanel.css';

/** docs/product.md, Limits: focus goes to the description 50 ms after the panel opens (after the slide starts). */
export const TASK_PANEL_FOCUS_DELAY_MS = 50;

export type TaskPanelTask = Pick<
  Task,
  'id' | 'title' | 'status' | 'content' | 'created_at' | 'owner_id' | 'owner_name' | 'due_date'
>;

/** docs/product.md's three columns, in board order, as the status control offers them. */
const STATUS_OPTIONS = TASK_STATUSES.map((status) => ({
  value: status,
  label: TASK_STATUS_LABELS[status],
}));

/** What 'Salvar Alterações' (or Enter in the title) hands the owner. */
export type TaskPanelSave = {
  taskId: string;
  description: string;
  /** Present only when the title was being edited. */
  title?: string;
  /** 'Responsável' and 'Prazo', each present only when changed (null: none). */
  ownerId?: string | null;
  dueDate?: string | null;
};

export type TaskPanelProps = {
  task: TaskPanelTask;
  onSave: (changes: TaskPanelSave) => void;
  /**
   * A status chosen in the panel: the owner moves the task to that column at once (the board's
   * move, without a drag), so a phone or a keyboard never needs to drag a card.
   */
  onStatusChange: (status: TaskStatus) => void;
  /** While the owner saves: the button shows 'Salvando...'. */
  saving?: boolean;
  /** Start in title edit mode (stories; a fresh task always starts out of it). */
  defaultEditingTitle?: boolean;
  /** Who the task may be given to. */
  people?: readonly TaskPerson[];
  /** The people could not be loaded: said under 'Responsável'. */
  peopleError?: string | null;
};

/**
 * The content of the task side panel (docs/product.md). Keeps its own draft of title and description;
 * a different task (another id) resets the draft and leaves title edit mode, while a new copy of
 * the same task (a refetch) leaves the user's draft alone.
 */
export function TaskPanel({
  task,
  onSave,
  onStatusChange,
  saving = false,
  defaultEditingTitle = false,
  people = [],
  peopleError = null,
}: TaskPanelProps) {
  const [taskId, setTaskId] = useState(task.id);
  const [description, setDescription] = useState(task.content);
  const [editingTitle, setEditingTitle] = useState(defaultEditingTitle);
  const [titleDraft, setTitleDraft] = useState(task.title);
  const [titleError, setTitleError] = useState<string | null>(null);
  const [ownerId, setOwnerId] = useState(task.owner_id ?? null);
  const [dueDate, setDueDate] = useState(task.due_date ?? null);
  // Button and TextArea take no ref, so focus targets are found inside the root.
  const rootRef = useRef<HTMLDivElement>(null);
  const titleInputRef = useRef<HTMLTextAreaElement>(null);
  const descriptionId = useId();
  const titleErrorId = useId();

  if (task.id !== taskId) {
    setTaskId(task.id);
    setDescription(task.content);
    setEditingTitle(false);
    setTitleDraft(task.title);
    setTitleError(null);
    setOwnerId(task.owner_id ?? null);
    setDueDate(task.due_date ?? null);
  }

  // The title box grows with its text, so a long title wraps in full instead of scrolling.
  useLayoutEffect(() => {
    const input = titleInputRef.current;
    if (!editingTitle || !input) return;
    input.style.height = 'auto';
    input.style.height = `${input.scrollHeight + input.offsetHeight - input.clientHeight}px`;
  }, [editingTitle, titleDraft]);

  // The title opens selected, in the commit that draws its field: selected a frame later, it would
  // swallow the keys a quick typist has already put in.
  useLayoutEffect(() => {
    if (editingTitle) titleInputRef.current?.select();
  }, [editingTitle]);

  useEffect(() => {
    const timer = window.setTimeout(() => {
      // Someone already working inside the panel (e.g. editing the title) keeps their focus.
      if (rootRef.current?.contains(document.activeElement)) return;
      document.getElementById(descriptionId)?.focus();
    }, TASK_PANEL_FOCUS_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [task.id, descriptionId]);

  const startEditing = () => {
    setTitleDraft(task.title);
    setTitleError(null);
    setEditingTitle(true);
  };

  const stopEditing = () => {
    setEditingTitle(false);
    setTitleError(null);
    window.requestAnimationFrame(() =>
      rootRef.current?.querySelector<HTMLButtonElement>('[data-edit-title]')?.focus(),
    );
  };

  const save = (fromTitle: boolean) => {
    if (editingTitle && titleDraft.trim() === '') {
      setTitleError(TASK_TITLE_REQUIRED);
      titleInputRef.current?.focus();
      return;
    }
    onSave({
      taskId: task.id,
      description,
      ...(editingTitle ? { title: titleDraft.trim() } : {}),
      ...(ownerId !== (task.owner_id ?? null) ? { ownerId } : {}),
      ...(dueDate !== (task.due_date ?? null) ? { dueDate } : {}),
    });
    if (fromTitle) stopEditing();
    else setEditingTitle(false);
  };

  const onTitleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      save(true);
    } else if (event.key === 'Escape') {
      // Handled here so the panel around does not close as well.
      event.preventDefault();
      event.stopPropagation();
      setTitleDraft(task.title);
      stopEditing();
    }
  };

  return (
    <div ref={rootRef} className={styles.root}>
      <div className={styles.titleRow}>
        {editingTitle ? (
          <div className={styles.titleEdit}>
            <textarea
              ref={titleInputRef}
              className={styles.titleInput}
              rows={1}
              value={titleDraft}
              maxLength={TASK_TITLE_MAX}
              aria-label="Título da tarefa"
              aria-invalid={titleError ? true : undefined}
              aria-describedby={titleError ? titleErrorId : undefined}
              onChange={(event) => {
                // A title is one line: a pasted line break becomes a space.
                setTitleDraft(event.target.value.replace(/[\r\n]+/g, ' '));
                if (titleError) setTitleError(null);
              }}
              onKeyDown={onTitleKeyDown}
              autoFocus
            />
            {titleError && (
              <p id={titleErrorId} role="alert" className={styles.titleError}>
                {titleError}
              </p>
            )}
            <p className={styles.hint}>Enter salva, Esc cancela.</p>
          </div>
        ) : (
          <>
            <h2 className={styles.title}>{task.title}</h2>
            <Button
              data-edit-title
              variant="ghost"
              size="sm"
              iconOnly
              aria-label="Editar título"
              onClick={startEditing}
            >
              <Icon name="edit" size={16} />
            </Button>
          </>
        )}
      </div>
      <p className={styles.meta}>
        <span className={styles.metaLabel}>Criado em:</span> {formatMeetingDate(task.created_at)}
      </p>
      {/* Saved at once, apart from 'Salvar Alterações': the card moves as a drop would move it. */}
      <SelectField
        label="Status"
        options={STATUS_OPTIONS}
        value={task.status}
        onChange={(value) => onStatusChange(value as TaskStatus)}
      />
      <TaskAssignmentFields
        people={people}
        ownerId={ownerId}
        ownerName={task.owner_name}
        dueDate={dueDate}
        onOwnerChange={setOwnerId}
        onDueDateChange={setDueDate}
        peopleError={peopleError}
      />
      <TextArea
        id={descriptionId}
        label="Descrição"
        placeholder="Adicione uma descrição para esta tarefa..."
        value={description}
        onChange={(value) => setDescription(value)}
        rows={8}
        maxLength={TASK_DESCRIPTION_MAX}
      />
      <div className={styles.actions}>
        <Button onClick={() => save(false)} loading={saving} loadingText="Salvando...">
          Salvar Alterações
        </Button>
      </div>
    </div>
  );
}

import { useId, useRef } from 'react';
import { MEETING_TITLE_MAX } from '@portal/domain';
import type {
  FieldErrors,
  MeetingImportTask,
  MeetingImportTaskField,
  TaskPerson,
} from '@portal/domain';
import { Button } from '../../../components/Button/Button';
import { Icon } from '../../../components/Icon/Icon';
import { TaskAssignmentFields } from '../../../components/TaskAssignmentFields/TaskAssignmentFields';
import { TextField } from '../../../components/TextField/TextField';
import { useFocusAddedRow } from '../../../hooks/useFocusAddedRow';
import * as styles from '../AdminBusinessModals.css';

export type MeetingImportTasksProps = {
  tasks: readonly MeetingImportTask[];
  /** One entry per row, in order (empty until a submit). */
  errors: readonly FieldErrors<MeetingImportTaskField>[];
  /** 'Responsável' choices: the company's approved people. */
  owners: readonly TaskPerson[];
  canAdd: boolean;
  disabled: boolean;
  onAdd: () => void;
  onChange: (index: number, patch: Partial<MeetingImportTask>) => void;
  onRemove: (index: number) => void;
};

/**
 * The tasks a meeting hands to the board, each with its owner and due date, as the ingestion
 * action takes them. A row added takes the focus, so typing goes on there; a row removed hands
 * the focus to 'Adicionar tarefa', which is always there.
 */
export function MeetingImportTasks({
  tasks,
  errors,
  owners,
  canAdd,
  disabled,
  onAdd,
  onChange,
  onRemove,
}: MeetingImportTasksProps) {
  const hintId = useId();
  const listRef = useFocusAddedRow<HTMLOListElement>(tasks.length);
  const addRef = useRef<HTMLButtonElement>(null);

  const remove = (index: number) => {
    onRemove(index);
    addRef.current?.focus();
  };

  return (
    <fieldset className={styles.fieldset} aria-describedby={hintId}>
      <legend className={styles.legend}>Tarefas da reunião</legend>
      <p id={hintId} className={styles.hint}>
        Cada tarefa entra no quadro da empresa em &lsquo;Not started&rsquo;, com o responsável e o
        prazo escolhidos.
      </p>
      {tasks.length > 0 && (
        <ol ref={listRef} className={styles.list}>
          {tasks.map((task, index) => (
            <li key={index}>
              <fieldset className={styles.importTask}>
                <legend className={styles.importTaskLegend}>Tarefa {index + 1}</legend>
                <div className={styles.questionRow}>
                  <TextField
                    label="Título da tarefa"
                    required
                    value={task.title}
                    maxLength={MEETING_TITLE_MAX}
                    error={errors[index]?.title}
                    disabled={disabled}
                    fieldClassName={styles.questionField}
                    onChange={(title) => onChange(index, { title })}
                  />
                  <Button
                    variant="ghost"
                    size="sm"
                    iconOnly
                    aria-label={`Remover a tarefa ${index + 1}`}
                    disabled={disabled}
                    onClick={() => remove(index)}
                  >
                    <Icon name="trash" size={16} />
                  </Button>
                </div>
                <TaskAssignmentFields
                  people={owners}
                  ownerId={task.ownerId}
                  dueDate={task.dueDate}
                  dueDateError={errors[index]?.dueDate}
                  disabled={disabled}
                  onOwnerChange={(ownerId) => onChange(index, { ownerId })}
                  onDueDateChange={(dueDate) => onChange(index, { dueDate })}
                />
              </fieldset>
            </li>
          ))}
        </ol>
      )}
      <div>
        <Button
          ref={addRef}
          variant="secondary"
          size="sm"
          leadingIcon={<Icon name="plus" size={16} />}
          disabled={disabled || !canAdd}
          onClick={onAdd}
        >
          Adicionar tarefa
        </Button>
      </div>
    </fieldset>
  );
}

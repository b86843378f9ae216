import type { TaskPerson } from '@portal/domain';
import { SelectField } from '../SelectField/SelectField';
import { TextField } from '../TextField/TextField';
import * as styles from './TaskAssignmentFields.css';

export type TaskAssignmentFieldsProps = {
  /** The company's people ('Responsável'). */
  people: readonly TaskPerson[];
  ownerId: string | null;
  /** The owner's name as the task has it, for an owner not among `people` (they could not load). */
  ownerName?: string | null;
  /** 'YYYY-MM-DD' or null. */
  dueDate: string | null;
  onOwnerChange: (ownerId: string | null) => void;
  onDueDateChange: (dueDate: string | null) => void;
  /** The people could not be loaded: said under the field, which keeps the task's owner. */
  peopleError?: string | null;
  /** The due date's refusal, said under it. */
  dueDateError?: string | null;
  /** Both fields read-only (the task is being sent). */
  disabled?: boolean;
};

const NO_OWNER = '';

/**
 * 'Responsável' and 'Prazo' of a task, as the side panel and the new-task dialog edit them: a
 * native select and a native date field, so a keyboard and a phone's own pickers work.
 */
export function TaskAssignmentFields({
  people,
  ownerId,
  ownerName,
  dueDate,
  onOwnerChange,
  onDueDateChange,
  peopleError,
  dueDateError,
  disabled = false,
}: TaskAssignmentFieldsProps) {
  const known = ownerId === null || people.some((person) => person.id === ownerId);
  const options = [
    { value: NO_OWNER, label: 'Sem responsável' },
    ...people.map((person) => ({ value: person.id, label: person.name })),
    ...(known ? [] : [{ value: ownerId, label: ownerName ?? 'Responsável atual' }]),
  ];
  return (
    <div className={styles.row}>
      <SelectField
        label="Responsável"
        options={options}
        value={ownerId ?? NO_OWNER}
        onChange={(value) => onOwnerChange(value === NO_OWNER ? null : value)}
        error={peopleError}
        disabled={disabled || (!!peopleError && people.length === 0)}
      />
      <TextField
        label="Prazo"
        type="date"
        value={dueDate ?? ''}
        error={dueDateError}
        disabled={disabled}
        onChange={(value) => onDueDateChange(value === '' ? null : value)}
      />
    </div>
  );
}

import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { TASK_DESCRIPTION_MAX, TASK_TITLE_MAX, TASK_TITLE_REQUIRED } from '@portal/domain';
import type { TaskPerson } from '@portal/domain';
import { Alert } from '../Alert/Alert';
import { Button } from '../Button/Button';
import { Dialog } from '../Dialog/Dialog';
import { TaskAssignmentFields } from '../TaskAssignmentFields/TaskAssignmentFields';
import { TextArea } from '../TextArea/TextArea';
import { TextField } from '../TextField/TextField';
import { dialogActions, dialogForm } from '../../theme/layout.css';

export type NewTaskDraft = {
  title: string;
  description: string;
  /** 'Responsável' and 'Prazo', sent only when chosen. */
  ownerId?: string;
  dueDate?: string;
};

export type NewTaskDialogProps = {
  open: boolean;
  onClose: () => void;
  /** Called with the trimmed title; never with an empty one. */
  onCreate: (draft: NewTaskDraft) => void;
  initialTitle?: string;
  initialDescription?: string;
  /** While the owner creates the task. */
  creating?: boolean;
  /** A message from the owner (e.g. the create call failed). */
  error?: string | null;
  /** Who the task may be given to ('Responsável'). */
  people?: readonly TaskPerson[];
  peopleError?: string | null;
};

/**
 * 'Nova Tarefa' form. The title check is the one rule docs/product.md gives and needs no round trip, so the
 * dialog shows its message itself (as an alert, docs/product.md, Limits) instead of calling `onCreate`.
 */
export function NewTaskDialog(props: NewTaskDialogProps) {
  return (
    <Dialog open={props.open} onClose={props.onClose} title="Nova Tarefa" size="md">
      {/* Mounted only while open, so every opening starts from the initial values. */}
      {props.open && <NewTaskForm {...props} />}
    </Dialog>
  );
}

function NewTaskForm({
  onClose,
  onCreate,
  initialTitle = '',
  initialDescription = '',
  creating = false,
  error,
  people = [],
  peopleError = null,
}: NewTaskDialogProps) {
  const [title, setTitle] = useState(initialTitle);
  const [description, setDescription] = useState(initialDescription);
  const [ownerId, setOwnerId] = useState<string | null>(null);
  const [dueDate, setDueDate] = useState<string | null>(null);
  const [titleMissing, setTitleMissing] = useState(false);
  const formId = useId();
  const titleId = useId();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (creating) return;
    if (title.trim() === '') {
      setTitleMissing(true);
      document.getElementById(titleId)?.focus();
      return;
    }
    onCreate({
      title: title.trim(),
      description,
      ...(ownerId ? { ownerId } : {}),
      ...(dueDate ? { dueDate } : {}),
    });
  };

  const message = titleMissing ? TASK_TITLE_REQUIRED : (error ?? null);

  return (
    <form id={formId} className={dialogForm} onSubmit={submit} noValidate>
      {message && <Alert tone="error">{message}</Alert>}
      <TextField
        id={titleId}
        label="Título"
        value={title}
        invalid={titleMissing}
        onChange={(value) => {
          setTitle(value);
          if (titleMissing && value.trim() !== '') setTitleMissing(false);
        }}
        autoComplete="off"
        maxLength={TASK_TITLE_MAX}
        // Typing starts in the title; Enter then submits the form instead of pressing ×.
        data-autofocus
      />
      <TextArea
        label="Descrição"
        required={false}
        placeholder="Adicione uma descrição para esta tarefa..."
        value={description}
        onChange={setDescription}
        rows={5}
        maxLength={TASK_DESCRIPTION_MAX}
      />
      <TaskAssignmentFields
        people={people}
        ownerId={ownerId}
        dueDate={dueDate}
        onOwnerChange={setOwnerId}
        onDueDateChange={setDueDate}
        peopleError={peopleError}
      />
      <div className={dialogActions}>
        <Button variant="secondary" onClick={onClose} disabled={creating}>
          Cancelar
        </Button>
        <Button type="submit" loading={creating} loadingText="Criando...">
          Criar Tarefa
        </Button>
      </div>
    </form>
  );
}

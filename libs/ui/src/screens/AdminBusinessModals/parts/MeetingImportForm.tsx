import { useId } from 'react';
import type { FormEvent } from 'react';
import { MEETING_TITLE_MAX, TRANSCRIPT_FILE_EXTENSIONS } from '@portal/domain';
import type { MeetingImportTask, MeetingImportTextField, MeetingImportView } from '@portal/domain';
import { Alert } from '../../../components/Alert/Alert';
import { Button } from '../../../components/Button/Button';
import { Field, describedBy } from '../../../components/Field/Field';
import { TextField } from '../../../components/TextField/TextField';
import * as styles from '../AdminBusinessModals.css';
import { MeetingImportTasks } from './MeetingImportTasks';

export type MeetingImportFormProps = {
  view: MeetingImportView;
  onChange: (field: MeetingImportTextField, value: string) => void;
  /** Every file picked goes to the owner, whose rule accepts or refuses it by name and size. */
  onFileSelect: (file: File) => void;
  onSubmit: () => void;
  onTaskAdd: () => void;
  onTaskChange: (index: number, patch: Partial<MeetingImportTask>) => void;
  onTaskRemove: (index: number) => void;
};

const ACCEPT = TRANSCRIPT_FILE_EXTENSIONS.map((extension) => `.${extension}`).join(',');

/**
 * A meeting imported from a transcript file (ours): title, date, a WebVTT, SRT or JSON file read
 * in the browser, and the tasks it hands to the board, sent to the ingestion action.
 */
export function MeetingImportForm({
  view,
  onChange,
  onFileSelect,
  onSubmit,
  onTaskAdd,
  onTaskChange,
  onTaskRemove,
}: MeetingImportFormProps) {
  const fileId = useId();
  const { values, errors, sending } = view;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!sending) onSubmit();
  };
  const fileHint = view.fileName
    ? `Arquivo escolhido: ${view.fileName}`
    : 'Arquivo .vtt, .srt ou .json de até 2 MB.';
  return (
    <form className={styles.form} noValidate onSubmit={submit} aria-label="Importar reunião">
      {view.error && <Alert tone="error">{view.error}</Alert>}
      <TextField
        label="Título"
        required
        maxLength={MEETING_TITLE_MAX}
        value={values.title}
        error={errors.title}
        disabled={sending}
        onChange={(value) => onChange('title', value)}
      />
      <TextField
        label="Data e hora"
        type="datetime-local"
        required
        value={values.date}
        error={errors.date}
        disabled={sending}
        onChange={(value) => onChange('date', value)}
      />
      <Field
        id={fileId}
        label="Arquivo de transcrição"
        hint={fileHint}
        error={errors.file}
        required
      >
        <input
          id={fileId}
          type="file"
          accept={ACCEPT}
          className={styles.fileInput}
          required
          disabled={sending}
          aria-invalid={errors.file ? true : undefined}
          aria-describedby={describedBy(fileId, fileHint, errors.file)}
          onChange={(event) => {
            const file = event.target.files?.[0];
            // Cleared so the same file picked again after a refusal is still reported.
            event.target.value = '';
            if (file) onFileSelect(file);
          }}
        />
      </Field>
      <MeetingImportTasks
        tasks={values.tasks}
        errors={view.taskErrors}
        owners={view.owners}
        canAdd={view.canAddTask}
        disabled={sending}
        onAdd={onTaskAdd}
        onChange={onTaskChange}
        onRemove={onTaskRemove}
      />
      <div className={styles.actions}>
        <Button type="submit" loading={sending} loadingText="Importando...">
          Importar reunião
        </Button>
      </div>
    </form>
  );
}

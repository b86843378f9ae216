import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { DOCUMENT_NAME_MAX, FOLDER_DESCRIPTION_MAX } from '@portal/domain';
import type { DialogStatus, DocumentFieldErrors } from '@portal/domain';
import { Alert } from '../../../components/Alert/Alert';
import { Button } from '../../../components/Button/Button';
import { Dialog } from '../../../components/Dialog/Dialog';
import { TextArea } from '../../../components/TextArea/TextArea';
import { TextField } from '../../../components/TextField/TextField';
import * as styles from './LibraryDialogs.css';

type NameDialogForm = {
  status: DialogStatus;
  fieldErrors: DocumentFieldErrors;
  error: string | null;
};

export type NameDialogProps = {
  /** The form's state while open (the machine's dialog), null when closed. */
  form: NameDialogForm | null;
  title: string;
  /** A new folder asks for a description too; a rename only for the name. */
  withDescription: boolean;
  nameLabel: string;
  initialName?: string;
  submitLabel: string;
  onSubmit: (values: { name: string; description: string }) => void;
  onClose: () => void;
};

/** 'Criar Nova Pasta' and 'Renomear Pasta' / 'Renomear Arquivo': a name (and a description). */
export function NameDialog(props: NameDialogProps) {
  return (
    <Dialog open={props.form !== null} onClose={props.onClose} title={props.title} fullWidthOnPhone>
      {/* Mounted only while open, so every opening starts afresh. */}
      {props.form && <NameForm {...props} form={props.form} />}
    </Dialog>
  );
}

function NameForm({
  form,
  withDescription,
  nameLabel,
  initialName = '',
  submitLabel,
  onSubmit,
  onClose,
}: NameDialogProps & { form: NameDialogForm }) {
  const [name, setName] = useState(initialName);
  const [description, setDescription] = useState('');
  const nameId = useId();
  const sending = form.status === 'submitting';

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!sending) onSubmit({ name, description });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {form.error && <Alert tone="error">{form.error}</Alert>}
      <TextField
        id={nameId}
        label={nameLabel}
        value={name}
        onChange={setName}
        error={form.fieldErrors.name}
        autoComplete="off"
        maxLength={DOCUMENT_NAME_MAX}
        disabled={sending}
        data-autofocus
      />
      {withDescription && (
        <TextArea
          label="Descrição"
          required={false}
          value={description}
          onChange={setDescription}
          error={form.fieldErrors.description}
          rows={3}
          maxLength={FOLDER_DESCRIPTION_MAX}
          disabled={sending}
        />
      )}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onClose} disabled={sending}>
          Cancelar
        </Button>
        <Button type="submit" loading={sending} loadingText="Salvando...">
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

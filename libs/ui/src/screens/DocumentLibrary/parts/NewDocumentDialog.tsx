import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { DOCUMENT_NAME_MAX, MAX_LENGTH, UPLOAD_EXTENSIONS, formatFileSize } from '@portal/domain';
import type { DocumentDialog, DocumentTab } from '@portal/domain';
import { Alert } from '../../../components/Alert/Alert';
import { Button } from '../../../components/Button/Button';
import { Dialog } from '../../../components/Dialog/Dialog';
import { Field, describedBy } from '../../../components/Field/Field';
import { ProgressBar } from '../../../components/ProgressBar/ProgressBar';
import { Tabs } from '../../../components/Tabs/Tabs';
import { TextField } from '../../../components/TextField/TextField';
import * as styles from './LibraryDialogs.css';

type NewDocument = Extract<DocumentDialog, { kind: 'newDocument' }>;

export type NewDocumentDialogProps = {
  dialog: NewDocument | null;
  onTabChange: (tab: DocumentTab) => void;
  /** The URL tab's Submit: the name (may be empty: the link's default) and the link. */
  onSubmitLink: (values: { name: string; url: string }) => void;
  /** The Upload tab's Submit: the name (may be empty: the file's name) and the picked file. */
  onSubmitUpload: (values: { name: string; file: File | null }) => void;
  /** Cancel while a file uploads: the upload stops, the form stays as typed. */
  onCancelUpload: () => void;
  onClose: () => void;
};

const ACCEPT = UPLOAD_EXTENSIONS.map((extension) => `.${extension}`).join(',');

/** 'Create Document': a link (URL tab) or a file (Upload tab, with the upload's real progress). */
export function NewDocumentDialog(props: NewDocumentDialogProps) {
  return (
    <Dialog
      open={props.dialog !== null}
      onClose={props.onClose}
      title="Create Document"
      fullWidthOnPhone
    >
      {props.dialog && <NewDocumentForm {...props} dialog={props.dialog} />}
    </Dialog>
  );
}

function UploadProgress({ upload }: { upload: NonNullable<NewDocument['upload']> }) {
  const amount = `${formatFileSize(upload.sent)} de ${formatFileSize(upload.total)}`;
  return (
    <div className={styles.progress}>
      <ProgressBar
        placement="inline"
        visible
        value={upload.percent}
        label="Enviando arquivo"
        valueText={`${upload.percent}% (${amount})`}
      />
      <span className={styles.progressText} aria-hidden="true">
        <span>Enviando... {upload.percent}%</span>
        <span>{amount}</span>
      </span>
    </div>
  );
}

function NewDocumentForm({
  dialog,
  onTabChange,
  onSubmitLink,
  onSubmitUpload,
  onCancelUpload,
  onClose,
}: NewDocumentDialogProps & { dialog: NewDocument }) {
  const [name, setName] = useState('');
  const [url, setUrl] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const fileId = useId();
  const { fieldErrors, upload } = dialog;
  const sending = dialog.status === 'submitting';

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!dialog.canSubmit) return;
    if (dialog.tab === 'url') onSubmitLink({ name, url });
    else onSubmitUpload({ name, file });
  };

  const nameField = (
    <TextField
      label="Nome"
      required={false}
      hint={
        dialog.tab === 'url'
          ? 'Se vazio, usamos o tipo do link como nome.'
          : 'Se vazio, usamos o nome do arquivo.'
      }
      value={name}
      onChange={setName}
      error={fieldErrors.name}
      autoComplete="off"
      maxLength={DOCUMENT_NAME_MAX}
      disabled={sending}
    />
  );

  const urlTab = (
    <div className={styles.form}>
      <TextField
        label="URL"
        type="url"
        inputMode="url"
        placeholder="https://docs.google.com/..."
        value={url}
        onChange={setUrl}
        error={fieldErrors.url}
        autoComplete="off"
        maxLength={MAX_LENGTH.url}
        disabled={sending}
        data-autofocus
      />
      {nameField}
    </div>
  );

  const uploadTab = (
    <div className={styles.form}>
      <Field
        id={fileId}
        label="Arquivo"
        hint="PDF, Word, Excel, PowerPoint, TXT, CSV, JPG, PNG ou GIF, até 10 MB."
        error={fieldErrors.file}
      >
        <input
          id={fileId}
          type="file"
          accept={ACCEPT}
          className={styles.fileInput}
          aria-invalid={fieldErrors.file ? true : undefined}
          aria-describedby={describedBy(fileId, true, fieldErrors.file)}
          disabled={sending}
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        />
      </Field>
      {file && (
        <p className={styles.progressText}>
          Arquivo escolhido: {file.name} ({formatFileSize(file.size)})
        </p>
      )}
      {nameField}
      {upload && <UploadProgress upload={upload} />}
    </div>
  );

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {dialog.error && <Alert tone="error">{dialog.error}</Alert>}
      <Tabs
        aria-label="Tipo de documento"
        selectedId={dialog.tab}
        onSelect={(id) => {
          if (!sending && (id === 'url' || id === 'upload')) onTabChange(id);
        }}
        tabs={[
          { id: 'url', label: 'URL', content: urlTab },
          { id: 'upload', label: 'Upload', content: uploadTab },
        ]}
      />
      <div className={styles.actions}>
        <Button
          variant="secondary"
          disabled={!dialog.canCancel}
          onClick={upload ? onCancelUpload : onClose}
        >
          Cancel
        </Button>
        <Button
          type="submit"
          disabled={!dialog.canSubmit}
          loading={sending && dialog.tab === 'url'}
          loadingText="Enviando..."
        >
          Submit
        </Button>
      </div>
    </form>
  );
}

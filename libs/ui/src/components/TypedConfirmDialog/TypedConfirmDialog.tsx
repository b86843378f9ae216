import { useId } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { Alert } from '../Alert/Alert';
import { Button } from '../Button/Button';
import { Dialog } from '../Dialog/Dialog';
import { TextField } from '../TextField/TextField';
import * as styles from './TypedConfirmDialog.css';

export type TypedConfirmDialogProps = {
  open: boolean;
  title: ReactNode;
  /** What the action takes away and what it keeps, above the field. */
  children: ReactNode;
  /** The words to type (a company's name), shown as they must be typed. */
  expected: string;
  /** The field's label, e.g. 'Digite o nome da empresa para confirmar'. */
  fieldLabel: string;
  /** What was typed. */
  value: string;
  /** What was typed is `expected`: only then does the confirm button work. */
  canConfirm: boolean;
  confirmLabel: string;
  cancelLabel?: string;
  /** The action is on its way: the button spins, the field and 'Cancelar' wait. */
  busy?: boolean;
  /** Why the action failed; the dialog stays open showing it. */
  error?: string | null;
  onChange: (value: string) => void;
  onConfirm: () => void;
  /** 'Cancelar', Escape and ×. */
  onCancel: () => void;
};

/**
 * A confirmation for what cannot be undone and takes much with it: the person types the words
 * shown (a company's name) before the danger button works. The field has the focus first; Enter
 * confirms once the words match.
 */
export function TypedConfirmDialog({
  open,
  title,
  children,
  expected,
  fieldLabel,
  value,
  canConfirm,
  confirmLabel,
  cancelLabel = 'Cancelar',
  busy = false,
  error,
  onChange,
  onConfirm,
  onCancel,
}: TypedConfirmDialogProps) {
  const formId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canConfirm && !busy) onConfirm();
  };
  return (
    <Dialog
      open={open}
      onClose={busy ? () => undefined : onCancel}
      title={title}
      size="sm"
      hideCloseButton={busy}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button
            type="submit"
            form={formId}
            variant="danger"
            disabled={!canConfirm && !busy}
            loading={busy}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      <form id={formId} className={styles.body} onSubmit={submit} noValidate>
        {children}
        <p>
          Para confirmar, digite <span className={styles.expected}>{expected}</span>
        </p>
        <TextField
          label={fieldLabel}
          value={value}
          onChange={(typed) => onChange(typed)}
          disabled={busy}
          autoComplete="off"
          spellCheck={false}
          data-autofocus
        />
        {error && <Alert tone="error">{error}</Alert>}
      </form>
    </Dialog>
  );
}

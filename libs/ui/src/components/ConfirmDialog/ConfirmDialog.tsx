import type { ReactNode } from 'react';
import { Alert } from '../Alert/Alert';
import { Button } from '../Button/Button';
import { Dialog } from '../Dialog/Dialog';
import * as styles from './ConfirmDialog.css';

export const confirmTones = ['danger', 'primary'] as const;
export type ConfirmTone = (typeof confirmTones)[number];

export type ConfirmDialogProps = {
  open: boolean;
  title: ReactNode;
  text: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** 'danger' for destructive actions (delete). */
  tone?: ConfirmTone;
  /** The confirm button shows a spinner and the cancel button is disabled. */
  busy?: boolean;
  /** Why the action failed; the dialog stays open showing it. */
  error?: string | null;
  onConfirm: () => void;
  /** Cancel button, Escape, × and a click on the backdrop. */
  onCancel: () => void;
};

/** A yes/no question on top of Dialog; the cancel button gets focus first, so Enter is safe. */
export function ConfirmDialog({
  open,
  title,
  text,
  confirmLabel = 'Confirmar',
  cancelLabel = 'Cancelar',
  tone = 'primary',
  busy = false,
  error,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={busy ? () => undefined : onCancel}
      title={title}
      size="sm"
      hideCloseButton
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy} autoFocus>
            {cancelLabel}
          </Button>
          <Button variant={tone} onClick={onConfirm} loading={busy}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <p className={styles.text}>{text}</p>
      {error && (
        <Alert tone="error" className={styles.error}>
          {error}
        </Alert>
      )}
    </Dialog>
  );
}

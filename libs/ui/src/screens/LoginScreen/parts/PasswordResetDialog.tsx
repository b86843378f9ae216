import type { FormEvent } from 'react';
import { RESET_REQUEST_SENT } from '@portal/domain';
import { Alert } from '../../../components/Alert/Alert';
import { Button } from '../../../components/Button/Button';
import { Dialog } from '../../../components/Dialog/Dialog';
import { Icon } from '../../../components/Icon/Icon';
import { TextField } from '../../../components/TextField/TextField';
import * as styles from './PasswordResetDialog.css';

/** The states of the request dialog (docs/product.md: enter email, confirm 'is this correct', sent). */
export const passwordResetSteps = ['enterEmail', 'confirm', 'sending', 'sent'] as const;
export type PasswordResetStep = (typeof passwordResetSteps)[number];

export type PasswordResetDialogProps = {
  open: boolean;
  step: PasswordResetStep;
  email: string;
  error?: string | null;
  onEmailChange: (email: string) => void;
  /** Step 1 → confirm (the owner validates the address first). */
  onSubmitEmail: () => void;
  /** Confirm → send the request. */
  onConfirm: () => void;
  /** Confirm → back to step 1 to correct the address. */
  onEdit: () => void;
  onClose: () => void;
};

const FORM_ID = 'password-reset-request-form';

export function PasswordResetDialog({
  open,
  step,
  email,
  error,
  onEmailChange,
  onSubmitEmail,
  onConfirm,
  onEdit,
  onClose,
}: PasswordResetDialogProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmitEmail();
  };

  if (step === 'enterEmail') {
    return (
      <Dialog
        open={open}
        onClose={onClose}
        size="sm"
        title="Redefinir senha"
        description="Informe o email da sua conta e enviaremos um link para você criar uma nova senha."
        footer={
          <>
            <Button variant="secondary" onClick={onClose}>
              Cancelar
            </Button>
            <Button type="submit" form={FORM_ID}>
              Continuar
            </Button>
          </>
        }
      >
        <form id={FORM_ID} noValidate onSubmit={submit}>
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            placeholder="voce@empresa.com.br"
            value={email}
            onChange={(value) => onEmailChange(value)}
            error={error}
            leadingIcon={<Icon name="mail" />}
          />
        </form>
      </Dialog>
    );
  }

  if (step === 'confirm' || step === 'sending') {
    const sending = step === 'sending';
    return (
      <Dialog
        open={open}
        onClose={onClose}
        size="sm"
        title="Este email está correto?"
        description="Enviaremos o link de redefinição para o endereço abaixo."
        footer={
          <>
            <Button variant="secondary" onClick={onEdit} disabled={sending}>
              Não, corrigir
            </Button>
            <Button onClick={onConfirm} loading={sending} loadingText="Enviando...">
              Sim, enviar link
            </Button>
          </>
        }
      >
        <div className={styles.dialogBody}>
          <p className={styles.confirmEmail}>
            <Icon name="mail" className={styles.confirmIcon} />
            {email}
          </p>
          {error && <Alert tone="error">{error}</Alert>}
        </div>
      </Dialog>
    );
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      size="sm"
      title="Verifique seu email"
      footer={<Button onClick={onClose}>Voltar para o login</Button>}
    >
      <div className={styles.dialogBody}>
        <Alert tone="success">{RESET_REQUEST_SENT}</Alert>
        <p className={styles.note}>
          Verifique sua caixa de entrada e também a pasta de spam. O link pode levar alguns minutos
          para chegar.
        </p>
      </div>
    </Dialog>
  );
}

import type { FormEvent } from 'react';
import { formatTotpKey, type TotpSetup as TotpSetupData } from '@portal/domain';
import { Alert } from '../Alert/Alert';
import { Button } from '../Button/Button';
import { OneTimeCodeField } from './OneTimeCodeField';
import * as styles from './TotpSetup.css';

export type TotpSetupProps = {
  setup: TotpSetupData;
  code: string;
  /** The field's own message (the domain's rule). */
  error?: string;
  /** The server's refusal ('Código inválido ou expirado.'). */
  formError?: string | null;
  submitting?: boolean;
  onCodeChange: (value: string) => void;
  onSubmit: () => void;
  /** Shown as a second button when given ('Cancelar', 'Voltar'). */
  onCancel?: () => void;
  cancelLabel?: string;
  submitLabel?: string;
};

/**
 * Turning a second factor on: the QR code for an authenticator app, the same key as text for
 * typing it in, and the app's first code to confirm. Drawn the same in the profile and at a
 * sign-in where the role requires it.
 */
export function TotpSetup({
  setup,
  code,
  error,
  formError,
  submitting = false,
  onCodeChange,
  onSubmit,
  onCancel,
  cancelLabel = 'Cancelar',
  submitLabel = 'Ativar',
}: TotpSetupProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!submitting) onSubmit();
  };
  return (
    <form className={styles.form} noValidate onSubmit={submit} aria-label="Ativar verificação">
      <p className={styles.hint}>
        Leia o QR code com um aplicativo autenticador (Google Authenticator, Microsoft
        Authenticator, 1Password…) e digite o código de 6 dígitos que ele mostrar.
      </p>
      <img className={styles.qr} src={setup.qr} alt="QR code para o aplicativo autenticador" />
      <p className={styles.hint}>
        Sem câmera? Digite esta chave no aplicativo:{' '}
        <code className={styles.key} data-totp-key={setup.key}>
          {formatTotpKey(setup.key)}
        </code>
      </p>
      <OneTimeCodeField value={code} onChange={onCodeChange} error={error} autoFocus />
      {formError && <Alert tone="error">{formError}</Alert>}
      <div className={styles.actions}>
        <Button type="submit" loading={submitting} loadingText="Verificando...">
          {submitLabel}
        </Button>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel} disabled={submitting}>
            {cancelLabel}
          </Button>
        )}
      </div>
    </form>
  );
}

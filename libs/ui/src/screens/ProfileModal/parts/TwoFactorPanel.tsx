import type { FormEvent } from 'react';
import type { TwoFactorView } from '@portal/domain';
import { Alert } from '../../../components/Alert/Alert';
import { Button } from '../../../components/Button/Button';
import { ErrorBox } from '../../../components/ErrorBox/ErrorBox';
import { RecoveryCodes } from '../../../components/RecoveryCodes/RecoveryCodes';
import { Spinner } from '../../../components/Spinner/Spinner';
import { PasswordField } from '../../../components/PasswordField/PasswordField';
import { OneTimeCodeField } from '../../../components/TotpSetup/OneTimeCodeField';
import { TotpSetup } from '../../../components/TotpSetup/TotpSetup';
import * as styles from './TwoFactorPanel.css';

export type TwoFactorPanelProps = TwoFactorView & {
  onRetry: () => void;
  onSetupStart: () => void;
  onSetupCancel: () => void;
  onPasswordChange: (value: string) => void;
  onPasswordSubmit: () => void;
  onCodeChange: (value: string) => void;
  onCodeSubmit: () => void;
  onMethodToggle: () => void;
  onRecoveryCodesConfirm: () => void;
  onDisableStart: () => void;
  onDisableCancel: () => void;
};

/** The profile's 'Segurança' tab: the person's second factor (the two-factor machine's view). */
export function TwoFactorPanel(props: TwoFactorPanelProps) {
  const { status, message, formError } = props;
  return (
    <section className={styles.panel} aria-label="Verificação em duas etapas" data-status={status}>
      <h3>Verificação em duas etapas</h3>
      {message && status !== 'codes' && <Alert tone="success">{message}</Alert>}
      {status === 'loading' && (
        <div role="status">
          <Spinner label={null} /> Carregando...
        </div>
      )}
      {status === 'failure' && <ErrorBox onRetry={props.onRetry}>{formError}</ErrorBox>}
      {status === 'off' && (
        <>
          <p className={styles.text}>
            Desativada. Ative para pedir, depois da senha, um código de 6 dígitos do seu aplicativo
            autenticador.
          </p>
          {formError && <Alert tone="error">{formError}</Alert>}
          <div className={styles.actions}>
            <Button onClick={props.onSetupStart}>Ativar verificação em duas etapas</Button>
          </div>
        </>
      )}
      {(status === 'password' || status === 'starting') && <PasswordForm {...props} />}
      {(status === 'setup' || status === 'confirming') && props.setup && (
        <TotpSetup
          setup={props.setup}
          code={props.code}
          error={props.codeError}
          formError={formError}
          submitting={status === 'confirming'}
          onCodeChange={props.onCodeChange}
          onSubmit={props.onCodeSubmit}
          onCancel={props.onSetupCancel}
        />
      )}
      {status === 'codes' && (
        <>
          <Alert tone="success">{message}</Alert>
          <RecoveryCodes codes={props.recoveryCodes} />
          <div className={styles.actions}>
            <Button onClick={props.onRecoveryCodesConfirm}>Guardei os códigos</Button>
          </div>
        </>
      )}
      {status === 'on' && (
        <>
          <p className={styles.text}>
            Ativada. Códigos de recuperação restantes: {props.recoveryCodesLeft}.
          </p>
          {props.required ? (
            <p className={styles.text}>
              A sua função exige a verificação em duas etapas: ela não pode ser desativada.
            </p>
          ) : (
            <div className={styles.actions}>
              <Button variant="secondary" onClick={props.onDisableStart}>
                Desativar
              </Button>
            </div>
          )}
        </>
      )}
      {(status === 'disabling' || status === 'disablingSubmit') && <DisableForm {...props} />}
    </section>
  );
}

/** Before a key is made: the current password, so that a session alone cannot set one. */
function PasswordForm(props: TwoFactorPanelProps) {
  const submitting = props.status === 'starting';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!submitting) props.onPasswordSubmit();
  };
  return (
    <form className={styles.panel} noValidate onSubmit={submit} aria-label="Confirmar senha">
      <p className={styles.text}>Para ativar, confirme a sua senha atual.</p>
      <PasswordField
        label="Senha atual"
        autoComplete="current-password"
        value={props.password}
        onChange={props.onPasswordChange}
        error={props.passwordError}
        autoFocus
      />
      {props.formError && <Alert tone="error">{props.formError}</Alert>}
      <div className={styles.actions}>
        <Button type="submit" loading={submitting} loadingText="Verificando...">
          Continuar
        </Button>
        <Button variant="secondary" onClick={props.onSetupCancel} disabled={submitting}>
          Cancelar
        </Button>
      </div>
    </form>
  );
}

function DisableForm(props: TwoFactorPanelProps) {
  const submitting = props.status === 'disablingSubmit';
  const recovery = props.method === 'recovery';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!submitting) props.onCodeSubmit();
  };
  return (
    <form className={styles.panel} noValidate onSubmit={submit} aria-label="Desativar verificação">
      <p className={styles.text}>Confirme com um código para desativar.</p>
      <OneTimeCodeField
        key={props.method}
        method={props.method}
        value={props.code}
        onChange={props.onCodeChange}
        error={props.codeError}
        autoFocus
      />
      {props.formError && <Alert tone="error">{props.formError}</Alert>}
      <div className={styles.actions}>
        <Button type="submit" variant="danger" loading={submitting} loadingText="Desativando...">
          Desativar
        </Button>
        <Button variant="secondary" onClick={props.onDisableCancel} disabled={submitting}>
          Cancelar
        </Button>
        <Button variant="link" size="sm" onClick={props.onMethodToggle} disabled={submitting}>
          {recovery ? 'Usar o código do aplicativo' : 'Usar um código de recuperação'}
        </Button>
      </div>
    </form>
  );
}

import type { FormEvent } from 'react';
import type { SecondStepView } from '@portal/domain';
import { Alert } from '../../../components/Alert/Alert';
import { Button } from '../../../components/Button/Button';
import { ErrorBox } from '../../../components/ErrorBox/ErrorBox';
import { RecoveryCodes } from '../../../components/RecoveryCodes/RecoveryCodes';
import { Spinner } from '../../../components/Spinner/Spinner';
import { OneTimeCodeField } from '../../../components/TotpSetup/OneTimeCodeField';
import { TotpSetup } from '../../../components/TotpSetup/TotpSetup';
import * as styles from '../LoginScreen.css';

export type SecondFactorCallbacks = {
  onCodeChange: (value: string) => void;
  onCodeSubmit: () => void;
  /** Between the app's code and a recovery code. */
  onMethodToggle: () => void;
  /** Back to the password. */
  onCancel: () => void;
  onSetupRetry: () => void;
  /** The recovery codes were kept: on to the portal. */
  onRecoveryCodesConfirm: () => void;
};

export type SecondFactorStepProps = { step: SecondStepView } & SecondFactorCallbacks;

/** The login's second step: the code (or a recovery code), or setting it up first. */
export function SecondFactorStep({ step, ...on }: SecondFactorStepProps) {
  if (step.kind === 'code') return <CodeStep step={step} {...on} />;
  switch (step.status) {
    case 'loading':
      return (
        <div className={styles.form} role="status">
          <Spinner label={null} />
          <span>Gerando o QR code...</span>
        </div>
      );
    case 'failure':
      return <ErrorBox onRetry={on.onSetupRetry}>{step.formError}</ErrorBox>;
    case 'codes':
      return (
        <div className={styles.form}>
          <Alert tone="success">Verificação em duas etapas ativada.</Alert>
          <RecoveryCodes codes={step.recoveryCodes} />
          <Button size="lg" fullWidth onClick={on.onRecoveryCodesConfirm}>
            Guardei os códigos, continuar
          </Button>
        </div>
      );
    default:
      return (
        <div className={styles.form}>
          <p className={styles.lead}>
            A sua função exige a verificação em duas etapas. Configure-a agora para entrar.
          </p>
          {step.setup && (
            <TotpSetup
              setup={step.setup}
              code={step.code}
              error={step.error}
              formError={step.formError}
              submitting={step.status === 'submitting'}
              onCodeChange={on.onCodeChange}
              onSubmit={on.onCodeSubmit}
              onCancel={on.onCancel}
              cancelLabel="Voltar"
              submitLabel="Ativar e entrar"
            />
          )}
        </div>
      );
  }
}

function CodeStep({
  step,
  ...on
}: { step: Extract<SecondStepView, { kind: 'code' }> } & SecondFactorCallbacks) {
  const submitting = step.status === 'submitting';
  const recovery = step.method === 'recovery';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!submitting) on.onCodeSubmit();
  };
  return (
    <form className={styles.form} noValidate onSubmit={submit} aria-label="Verificar código">
      <p className={styles.lead}>
        {recovery
          ? 'Digite um dos seus códigos de recuperação. Cada um vale uma vez.'
          : 'Digite o código de 6 dígitos do seu aplicativo autenticador.'}
      </p>
      <OneTimeCodeField
        key={step.method}
        method={step.method}
        value={step.code}
        onChange={on.onCodeChange}
        error={step.error}
        autoFocus
      />
      {step.formError && <Alert tone="error">{step.formError}</Alert>}
      <Button type="submit" size="lg" fullWidth loading={submitting} loadingText="Verificando...">
        Verificar
      </Button>
      <Button variant="link" size="sm" onClick={on.onMethodToggle} disabled={submitting}>
        {recovery ? 'Usar o código do aplicativo' : 'Usar um código de recuperação'}
      </Button>
      <Button variant="link" size="sm" onClick={on.onCancel} disabled={submitting}>
        Voltar para a senha
      </Button>
    </form>
  );
}

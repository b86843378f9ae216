import { lazy, Suspense, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { FORM_STATUSES, routes } from '@portal/domain';
import type {
  FieldErrors,
  FormStatus,
  LoginField,
  LoginValues,
  SecondStepView,
} from '@portal/domain';
import { Alert } from '../../components/Alert/Alert';
import { AuthLayout } from '../../components/AuthLayout/AuthLayout';
import { Button } from '../../components/Button/Button';
import { PasswordField } from '../../components/PasswordField/PasswordField';
import { TextField } from '../../components/TextField/TextField';
import { TextLink } from '../../components/TextLink/TextLink';
import type { NavigateHandler } from '../../components/TextLink/TextLink';
import { useFocusFirstError } from '../../hooks/useFocusFirstError';
import { useFormValues } from '../../hooks/useFormValues';
import type { PasswordResetDialogProps } from './parts/PasswordResetDialog';
import { SecondFactorStep, type SecondFactorCallbacks } from './parts/SecondFactorStep';
import * as styles from './LoginScreen.css';

/**
 * The reset dialog (with the Dialog it is drawn in) is fetched the first time it opens: the login
 * page, which most visits open first, is drawn without it.
 */
const PasswordResetDialog = lazy(() =>
  import('./parts/PasswordResetDialog').then((module) => ({
    default: module.PasswordResetDialog,
  })),
);

/** A form that sends (the domain's FormStatus); login moves on at once, so it is never `done`. */
export type LoginStatus = Exclude<FormStatus, 'done'>;
export const loginStatuses = FORM_STATUSES.filter(
  (status): status is LoginStatus => status !== 'done',
);

export type LoginScreenProps = {
  status?: LoginStatus;
  /** Controlled values (e.g. the login machine's context); omit to let the screen keep them. */
  values?: LoginValues;
  onFieldChange?: (field: LoginField, value: string) => void;
  /** Field errors (docs/product.md, Limits), shown in red under each field. */
  errors?: FieldErrors<LoginField>;
  /** Server refusal or connection problem (the error catalogue in docs/product.md), shown above the button. */
  formError?: string | null;
  onSubmit: (values: LoginValues) => void;
  /** Opens the password-reset dialog. */
  onForgotPassword: () => void;
  registerHref?: string;
  onNavigate?: NavigateHandler;
  /** The password-reset request dialog; rendered when given. */
  resetDialog?: PasswordResetDialogProps;
  /** After a right password: the second factor's step (the login machine's view), else null. */
  secondStep?: SecondStepView | null;
  /** What the second step's buttons and field do; required with `secondStep`. */
  secondFactor?: SecondFactorCallbacks;
};

const EMPTY: LoginValues = { key: '', password: '' };

/**
 * The portal's front door: 'Bem-vindo de volta', one field for an e-mail or a company's code, the
 * password with its show/hide toggle, 'Entrar', 'Esqueceu sua senha?' (the reset dialog) and
 * 'Cadastre-se'. An empty field or a refusal is said beside the field or above the form.
 */
export function LoginScreen({
  status = 'editing',
  values: valuesProp,
  onFieldChange,
  errors = {},
  formError,
  onSubmit,
  onForgotPassword,
  registerHref = routes.register,
  onNavigate,
  resetDialog,
  secondStep,
  secondFactor,
}: LoginScreenProps) {
  const [values, setField] = useFormValues(valuesProp, EMPTY, onFieldChange);
  const submitting = status === 'submitting';
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, errors);
  // Once opened, the dialog stays mounted (closed) like any other.
  const [resetOpened, setResetOpened] = useState(false);
  if (resetDialog?.open && !resetOpened) setResetOpened(true);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!submitting) onSubmit(values);
  };

  if (secondStep && secondFactor) {
    return (
      <AuthLayout
        title="Verificação em duas etapas"
        subtitle={secondStep.kind === 'setup' ? 'Configure o aplicativo autenticador.' : undefined}
      >
        <SecondFactorStep step={secondStep} {...secondFactor} />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title="Bem-vindo de volta"
      subtitle="Entre com seu email ou código da empresa."
      footer={
        <>
          Ainda não tem uma conta?{' '}
          <TextLink href={registerHref} onNavigate={onNavigate}>
            Cadastre-se
          </TextLink>
        </>
      }
    >
      <form ref={formRef} className={styles.form} noValidate onSubmit={submit} aria-label="Entrar">
        <TextField
          label="Email ou código da empresa"
          name="key"
          autoComplete="username"
          placeholder="voce@empresa.com.br ou DEMO01"
          value={values.key}
          onChange={(value) => setField('key', value)}
          error={errors.key}
        />
        <div className={styles.passwordRow}>
          <PasswordField
            label="Senha"
            name="password"
            autoComplete="current-password"
            value={values.password}
            onChange={(value) => setField('password', value)}
            error={errors.password}
          />
          <Button variant="link" size="sm" className={styles.forgot} onClick={onForgotPassword}>
            Esqueceu sua senha?
          </Button>
        </div>
        {formError && <Alert tone="error">{formError}</Alert>}
        <Button
          type="submit"
          size="lg"
          fullWidth
          className={styles.submit}
          loading={submitting}
          loadingText="Entrando..."
        >
          Entrar
        </Button>
      </form>
      {resetDialog && resetOpened && (
        <Suspense fallback={null}>
          <PasswordResetDialog {...resetDialog} />
        </Suspense>
      )}
    </AuthLayout>
  );
}

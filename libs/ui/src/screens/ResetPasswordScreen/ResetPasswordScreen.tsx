import { useRef } from 'react';
import type { FormEvent } from 'react';
import {
  RESET_LINK_INVALID,
  RESET_PASSWORD_SUCCESS,
  RESET_REDIRECTING,
  routes,
} from '@portal/domain';
import type { ResetPasswordField, ResetPasswordView } from '@portal/domain';
import { AuthLayout } from '../../components/AuthLayout/AuthLayout';
import { Button, buttonClassName } from '../../components/Button/Button';
import { Spinner } from '../../components/Spinner/Spinner';
import { PasswordField } from '../../components/PasswordField/PasswordField';
import { handleNavigate } from '../../components/TextLink/TextLink';
import type { NavigateHandler } from '../../components/TextLink/TextLink';
import { useFocusFirstError } from '../../hooks/useFocusFirstError';
import { useFormValues } from '../../hooks/useFormValues';
import * as styles from './ResetPasswordScreen.css';

export const resetPasswordStatuses = [
  'loading',
  'failure',
  'editing',
  'submitting',
  'done',
] as const satisfies readonly ResetPasswordView['status'][];
/** The link is checked, unusable, or the form: filled in, sent, accepted (the domain's view). */
export type ResetPasswordStatus = ResetPasswordView['status'];

export type ResetPasswordValues = Record<ResetPasswordField, string>;

export type ResetPasswordScreenProps = {
  status: ResetPasswordStatus;
  /** Greets the person on the form ('Olá' plus the name). */
  userName?: string;
  /** Why the link cannot be used; defaults to the product's 'Link de redefinição...' text. */
  invalidMessage?: string | null;
  values?: ResetPasswordValues;
  onFieldChange?: (field: ResetPasswordField, value: string) => void;
  /**
   * Validation or server error (docs/product.md, Limits/). It turns both fields red, because a mismatch is
   * about the pair; the owner clears it when either field is edited.
   */
  error?: string | null;
  onSubmit: (values: ResetPasswordValues) => void;
  loginHref?: string;
  onNavigate?: NavigateHandler;
};

const EMPTY: ResetPasswordValues = { password: '', confirmPassword: '' };

/**
 * The page the reset e-mail's link opens: 'Verificando link...' while its token is checked, 'Link
 * inválido' with the reason when it is bad, else the person's name and 'Nova senha' / 'Confirmar
 * senha'. Done, it says 'Senha redefinida com sucesso!' and goes to the login.
 */
export function ResetPasswordScreen({
  status,
  userName,
  invalidMessage,
  values: valuesProp,
  onFieldChange,
  error,
  onSubmit,
  loginHref = routes.login,
  onNavigate,
}: ResetPasswordScreenProps) {
  const [values, setField] = useFormValues(valuesProp, EMPTY, onFieldChange);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, { error });

  if (status === 'loading') {
    return (
      <AuthLayout title="Redefinir senha">
        <div className={styles.loading} role="status">
          <Spinner size="lg" label={null} />
          <span>Verificando link...</span>
        </div>
      </AuthLayout>
    );
  }

  if (status === 'failure') {
    return (
      <AuthLayout title="Link inválido" statusIcon={{ name: 'alert', tone: 'danger' }}>
        <div className={styles.center}>
          <p role="alert" className={styles.muted}>
            {invalidMessage || RESET_LINK_INVALID}
          </p>
          <a
            href={loginHref}
            className={buttonClassName({ variant: 'primary', size: 'lg', fullWidth: true })}
            onClick={(event) => handleNavigate(event, loginHref, onNavigate)}
          >
            Voltar para o Login
          </a>
        </div>
      </AuthLayout>
    );
  }

  if (status === 'done') {
    return (
      <AuthLayout
        title={RESET_PASSWORD_SUCCESS}
        statusIcon={{ name: 'checkCircle', tone: 'success' }}
      >
        <div className={styles.center} role="status">
          <Spinner size="sm" label={null} />
          <p className={styles.muted}>{RESET_REDIRECTING}</p>
        </div>
      </AuthLayout>
    );
  }

  const submitting = status === 'submitting';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!submitting) onSubmit(values);
  };

  return (
    <AuthLayout
      title={userName ? `Olá, ${userName}` : 'Olá'}
      subtitle="Crie uma nova senha para acessar sua conta."
      statusIcon={{ name: 'lock', tone: 'brand' }}
    >
      <form
        ref={formRef}
        className={styles.form}
        noValidate
        onSubmit={submit}
        aria-label="Redefinir senha"
      >
        <PasswordField
          label="Nova senha"
          placeholder="Digite sua senha"
          autoComplete="new-password"
          value={values.password}
          onChange={(value) => setField('password', value)}
          // Both fields are marked; the message sits under the second one and describes both.
          invalid={Boolean(error)}
          aria-describedby={error ? 'reset-password-confirm-error' : undefined}
        />
        <PasswordField
          id="reset-password-confirm"
          label="Confirmar senha"
          placeholder="Confirme sua senha"
          autoComplete="new-password"
          value={values.confirmPassword}
          onChange={(value) => setField('confirmPassword', value)}
          error={error}
        />
        <Button
          type="submit"
          size="lg"
          fullWidth
          loading={submitting}
          loadingText="Redefinindo senha..."
        >
          Redefinir Senha
        </Button>
      </form>
    </AuthLayout>
  );
}

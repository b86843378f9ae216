import type { FormEvent } from 'react';
import type {
  ChangePasswordField,
  ChangePasswordValues,
  FieldErrors,
  FormStatus,
  ProfileMessage,
} from '@portal/domain';
import { Alert } from '../../../components/Alert/Alert';
import { Button } from '../../../components/Button/Button';
import { PasswordField } from '../../../components/PasswordField/PasswordField';
import { useFormValues } from '../../../hooks/useFormValues';
import * as styles from '../ProfileModal.css';

const NO_PASSWORDS: ChangePasswordValues = { oldPassword: '', newPassword: '' };

/** The password form's part of the profile modal's props (the profile machine's view). */
export type PasswordTabProps = {
  passwordStatus?: Exclude<FormStatus, 'done'>;
  /** The password form (machine-owned); omit to let the tab keep it. */
  passwordValues?: ChangePasswordValues;
  onPasswordFieldChange?: (field: ChangePasswordField, value: string) => void;
  passwordErrors?: FieldErrors<ChangePasswordField>;
  passwordMessage?: ProfileMessage | null;
  /** 'Alterar senha'; gets the passwords as shown. */
  onChangePassword: (values: ChangePasswordValues) => void;
};

/** The profile modal's 'Alterar senha' tab: the current password and the new one. */
export function PasswordTabContent({
  passwordStatus = 'editing',
  passwordValues,
  onPasswordFieldChange,
  passwordMessage,
  passwordErrors = {},
  onChangePassword,
}: PasswordTabProps) {
  const [values, setField] = useFormValues(passwordValues, NO_PASSWORDS, onPasswordFieldChange);
  const saving = passwordStatus === 'submitting';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!saving) onChangePassword(values);
  };
  return (
    <form className={styles.stack} noValidate onSubmit={submit} aria-label="Alterar senha">
      {passwordMessage && <Alert tone={passwordMessage.tone}>{passwordMessage.text}</Alert>}
      <PasswordField
        label="Senha atual"
        autoComplete="current-password"
        value={values.oldPassword}
        onChange={(value) => setField('oldPassword', value)}
        error={passwordErrors.oldPassword}
      />
      <PasswordField
        label="Nova senha"
        autoComplete="new-password"
        hint="Mínimo de 6 caracteres."
        value={values.newPassword}
        onChange={(value) => setField('newPassword', value)}
        error={passwordErrors.newPassword}
      />
      <div className={styles.actions}>
        <Button type="submit" loading={saving} loadingText="Alterando senha...">
          Alterar senha
        </Button>
      </div>
    </form>
  );
}

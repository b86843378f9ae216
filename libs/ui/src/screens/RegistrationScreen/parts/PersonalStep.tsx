import { useRef } from 'react';
import type { FormEvent } from 'react';
import type { RegistrationStep1Field, RegistrationView } from '@portal/domain';
import { Button } from '../../../components/Button/Button';
import { Icon } from '../../../components/Icon/Icon';
import { PasswordField } from '../../../components/PasswordField/PasswordField';
import { TextField } from '../../../components/TextField/TextField';
import { useFocusFirstError } from '../../../hooks/useFocusFirstError';
import * as styles from '../RegistrationScreen.css';

export type PersonalStepProps = Pick<RegistrationView, 'personal' | 'personalErrors'> & {
  onPersonalChange: (field: RegistrationStep1Field, value: string) => void;
  onNext: () => void;
};

/** Step 1: the person's own data. */
export function PersonalStep({
  personal,
  personalErrors: errors,
  onPersonalChange,
  onNext,
}: PersonalStepProps) {
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, errors);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onNext();
  };
  return (
    <form
      ref={formRef}
      className={styles.form}
      noValidate
      onSubmit={submit}
      aria-label="Dados pessoais"
    >
      <div className={styles.grid}>
        <TextField
          label="Nome completo"
          autoComplete="name"
          value={personal.name}
          onChange={(value) => onPersonalChange('name', value)}
          error={errors.name}
          required
        />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          value={personal.email}
          onChange={(value) => onPersonalChange('email', value)}
          error={errors.email}
          required
        />
        <TextField
          label="Telefone"
          type="tel"
          autoComplete="tel"
          placeholder="(11) 91234-5678"
          value={personal.phone}
          onChange={(value) => onPersonalChange('phone', value)}
          error={errors.phone}
          required
        />
        <PasswordField
          label="Senha"
          autoComplete="new-password"
          hint="Mínimo de 6 caracteres."
          value={personal.password}
          onChange={(value) => onPersonalChange('password', value)}
          error={errors.password}
          required
        />
      </div>
      <div className={styles.actions}>
        <span />
        <Button type="submit" size="lg" trailingIcon={<Icon name="chevronRight" />}>
          Continuar
        </Button>
      </div>
    </form>
  );
}

import { useEffect, useRef } from 'react';
import type { KeyboardEvent } from 'react';
import { CREATABLE_ROLES, MAX_LENGTH, roleLabel } from '@portal/domain';
import type { CreatableRole, NewPersonField, NewPersonView } from '@portal/domain';
import { Alert } from '../../../components/Alert/Alert';
import { Button } from '../../../components/Button/Button';
import { PasswordField } from '../../../components/PasswordField/PasswordField';
import { SegmentedControl } from '../../../components/SegmentedControl/SegmentedControl';
import { TextField } from '../../../components/TextField/TextField';
import * as styles from '../AdminBusinessModals.css';

export type NewPersonFormProps = {
  view: NewPersonView;
  onChange: (field: NewPersonField, value: string) => void;
  onSubmit: () => void;
  onCancel: () => void;
};

/**
 * The inline create user step (docs/product.md/: name, e-mail, password and role, all required). It
 * sits inside the company form, so it is a group, not a form of its own: Enter in one of its
 * fields creates the person instead of sending the company.
 */
export function NewPersonForm({ view, onChange, onSubmit, onCancel }: NewPersonFormProps) {
  const { values, errors, saving, error } = view;
  const ref = useRef<HTMLDivElement>(null);
  // Opening the step puts the person in its first field.
  useEffect(() => ref.current?.querySelector('input')?.focus(), []);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter' && event.target instanceof HTMLInputElement) {
      event.preventDefault();
      if (!saving) onSubmit();
    }
    if (event.key === 'Escape') {
      // Closes this step only, not the whole dialog.
      event.stopPropagation();
      event.preventDefault();
      if (!saving) onCancel();
    }
  };
  return (
    <div
      ref={ref}
      role="group"
      aria-label="Novo usuário"
      className={styles.panel}
      onKeyDown={onKeyDown}
    >
      <p className={styles.sectionTitle}>Novo usuário</p>
      {error && <Alert tone="error">{error}</Alert>}
      <div className={styles.grid}>
        <TextField
          label="Nome"
          required
          autoComplete="off"
          maxLength={MAX_LENGTH.name}
          value={values.name}
          error={errors.name}
          disabled={saving}
          onChange={(value) => onChange('name', value)}
        />
        <TextField
          label="Email"
          type="email"
          required
          autoComplete="off"
          maxLength={MAX_LENGTH.email}
          value={values.email}
          error={errors.email}
          disabled={saving}
          onChange={(value) => onChange('email', value)}
        />
        <PasswordField
          label="Senha"
          required
          autoComplete="new-password"
          maxLength={MAX_LENGTH.password}
          value={values.password}
          error={errors.password}
          disabled={saving}
          onChange={(value) => onChange('password', value)}
        />
        <div>
          <SegmentedControl<CreatableRole>
            label="Função"
            options={CREATABLE_ROLES.map((role) => ({ value: role, label: roleLabel(role) }))}
            value={values.role}
            onChange={(role) => onChange('role', role)}
          />
          {errors.role && <p className={styles.error}>{errors.role}</p>}
        </div>
      </div>
      <div className={styles.actions}>
        <Button variant="secondary" size="sm" disabled={saving} onClick={onCancel}>
          Cancelar
        </Button>
        <Button size="sm" loading={saving} loadingText="Criando usuário..." onClick={onSubmit}>
          Criar usuário
        </Button>
      </div>
    </div>
  );
}

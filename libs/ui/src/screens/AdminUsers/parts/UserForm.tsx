import { useRef } from 'react';
import type { FormEvent } from 'react';
import { roleLabel } from '@portal/domain';
import type { BusinessRef, Role, UserDraftField, UserFormView } from '@portal/domain';
import { Alert } from '../../../components/Alert/Alert';
import { Button } from '../../../components/Button/Button';
import { TextArea } from '../../../components/TextArea/TextArea';
import { TextField } from '../../../components/TextField/TextField';
import { PasswordField } from '../../../components/PasswordField/PasswordField';
import { useFocusFirstError } from '../../../hooks/useFocusFirstError';
import { BusinessPicker } from './BusinessPicker';
import { SelectField } from '../../../components/SelectField/SelectField';
import * as styles from './UserForm.css';

export type UserFormProps = {
  form: UserFormView;
  onCancel: () => void;
  onFieldChange: (field: UserDraftField, value: string) => void;
  onRoleChange: (role: Role) => void;
  onBusinessToggle: (business: BusinessRef) => void;
  onBusinessSearchChange: (query: string) => void;
  onSubmit: () => void;
};

/**
 * The admin's user form: the Create User modal (name, email, phone, password, role, knowledge
 * base, companies) and the detail's edit mode (the same without the password, with notes).
 */
export function UserForm(props: UserFormProps) {
  const { form, onFieldChange } = props;
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, form.fieldErrors);
  const creating = form.mode === 'create';
  const sending = form.isBusy;
  const { draft, fieldErrors } = form;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!sending) props.onSubmit();
  };
  const text = (field: UserDraftField) => ({
    value: draft[field],
    onChange: (value: string) => onFieldChange(field, value),
    disabled: sending,
  });
  return (
    <form ref={formRef} className={styles.form} onSubmit={submit} noValidate>
      {/* the error catalogue in docs/product.md shows a failed update as a browser alert; here it (and any refusal the
          server gives, as returned) is an accessible alert inside the modal. */}
      {form.error && <Alert tone="error">{form.error}</Alert>}
      <div className={styles.grid}>
        <TextField
          label="Nome"
          autoComplete="off"
          required
          error={fieldErrors.name}
          data-autofocus
          {...text('name')}
        />
        <TextField
          label="Email"
          type="email"
          autoComplete="off"
          required
          error={fieldErrors.email}
          {...text('email')}
        />
        <TextField label="Telefone" type="tel" autoComplete="off" {...text('phone_number')} />
        {creating && (
          <PasswordField
            label="Senha"
            autoComplete="new-password"
            required
            error={fieldErrors.password}
            {...text('password')}
          />
        )}
        <SelectField
          label="Função"
          value={draft.role}
          onChange={(value) => props.onRoleChange(value as Role)}
          options={form.roleOptions.map((role) => ({ value: role, label: roleLabel(role) }))}
          error={fieldErrors.role}
          disabled={sending}
        />
        <BusinessPicker
          form={form}
          disabled={sending}
          onToggle={props.onBusinessToggle}
          onSearchChange={props.onBusinessSearchChange}
          className={styles.full}
        />
        <TextArea
          label="Base de conhecimento"
          rows={4}
          fieldClassName={styles.full}
          {...text('knowledge_base')}
        />
        {!creating && (
          <TextArea label="Notas" rows={3} fieldClassName={styles.full} {...text('notes')} />
        )}
      </div>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={props.onCancel} disabled={sending}>
          Cancelar
        </Button>
        <Button type="submit" loading={sending} loadingText="Salvando...">
          {creating ? 'Criar usuário' : 'Salvar alterações'}
        </Button>
      </div>
    </form>
  );
}

import type { FormEvent } from 'react';
import { ACCESS_CODE_MAX_LENGTH, MAX_LENGTH } from '@portal/domain';
import type { AccessPasswordMode, AccessSectionView } from '@portal/domain';
import { Alert } from '../../../components/Alert/Alert';
import { Button } from '../../../components/Button/Button';
import { Icon } from '../../../components/Icon/Icon';
import { PasswordField } from '../../../components/PasswordField/PasswordField';
import { SegmentedControl } from '../../../components/SegmentedControl/SegmentedControl';
import { TextField } from '../../../components/TextField/TextField';
import * as styles from '../AdminBusinessModals.css';

export type AccessSectionProps = {
  view: AccessSectionView;
  onChange: (field: 'accessCode' | 'password', value: string) => void;
  onModeChange: (mode: AccessPasswordMode) => void;
  onSubmit: () => void;
  onCopyPassword: () => void;
};

const PASSWORD_MODES: readonly { value: AccessPasswordMode; label: string }[] = [
  { value: 'keep', label: 'Manter' },
  { value: 'type', label: 'Digitar' },
  { value: 'generate', label: 'Gerar' },
];

/**
 * The business account's own login (ours): the code in force, a new code, and a new
 * password typed or generated. A generated password is shown once, with a copy button and the
 * warning that the company's open sessions ended.
 */
export function AccessSection({
  view,
  onChange,
  onModeChange,
  onSubmit,
  onCopyPassword,
}: AccessSectionProps) {
  const { values, errors, saving } = view;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!saving) onSubmit();
  };
  return (
    <div className={styles.stack}>
      <p>
        <span className={styles.muted}>Código de acesso atual: </span>
        {view.currentCode ? (
          <strong className={styles.secret}>{view.currentCode}</strong>
        ) : (
          <span className={styles.subtle}>nenhum código definido</span>
        )}
      </p>
      {view.generatedPassword && (
        <section className={styles.panel} aria-label="Senha gerada">
          <p className={styles.sectionTitle}>Senha gerada</p>
          <div className={styles.secretRow}>
            <output className={styles.secret} aria-label="Nova senha da empresa">
              {view.generatedPassword}
            </output>
            <Button
              variant="secondary"
              size="sm"
              leadingIcon={<Icon name={view.passwordCopied ? 'check' : 'copy'} size={16} />}
              onClick={onCopyPassword}
            >
              {view.passwordCopied ? 'Senha copiada' : 'Copiar senha'}
            </Button>
          </div>
          <Alert tone="warning">
            Copie a senha agora: ela não será mostrada de novo. As sessões abertas da empresa foram
            encerradas e ela precisa entrar de novo com o código e a nova senha.
          </Alert>
        </section>
      )}
      <form className={styles.form} noValidate onSubmit={submit} aria-label="Acesso da empresa">
        {view.error && <Alert tone="error">{view.error}</Alert>}
        <TextField
          label="Novo código de acesso"
          hint="De 4 a 20 letras ou números. Deixe em branco para manter o atual."
          autoComplete="off"
          spellCheck={false}
          maxLength={ACCESS_CODE_MAX_LENGTH + 10}
          value={values.accessCode}
          error={errors.accessCode}
          disabled={saving}
          onChange={(value) => onChange('accessCode', value)}
        />
        <div>
          <p className={styles.term}>Senha da empresa</p>
          <SegmentedControl
            label="Senha da empresa"
            options={PASSWORD_MODES}
            value={values.passwordMode}
            onChange={onModeChange}
          />
        </div>
        {values.passwordMode === 'type' && (
          <PasswordField
            label="Nova senha"
            autoComplete="new-password"
            hint="Mínimo de 6 caracteres."
            maxLength={MAX_LENGTH.password}
            value={values.password}
            error={errors.password}
            disabled={saving}
            onChange={(value) => onChange('password', value)}
          />
        )}
        {values.passwordMode === 'generate' && (
          <p className={styles.hint}>O servidor cria uma senha forte e a mostra uma única vez.</p>
        )}
        <div className={styles.actions}>
          <Button type="submit" loading={saving} loadingText="Salvando...">
            Salvar acesso
          </Button>
        </div>
      </form>
    </div>
  );
}

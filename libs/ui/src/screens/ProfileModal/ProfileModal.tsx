import { useEffect, useId, useState } from 'react';
import type { FormEvent } from 'react';
import { validateImage } from '@portal/domain';
import { Alert } from '../../components/Alert/Alert';
import { ErrorBox } from '../../components/ErrorBox/ErrorBox';
import { Avatar } from '../../components/Avatar/Avatar';
import { Button } from '../../components/Button/Button';
import { Dialog } from '../../components/Dialog/Dialog';
import { Icon } from '../../components/Icon/Icon';
import { ImagePicker } from '../../components/ImagePicker/ImagePicker';
import { Spinner } from '../../components/Spinner/Spinner';
import { Tabs } from '../../components/Tabs/Tabs';
import { TextArea } from '../../components/TextArea/TextArea';
import { PasswordField } from '../../components/PasswordField/PasswordField';
import { TextField } from '../../components/TextField/TextField';
import { useFormValues } from '../../hooks/useFormValues';
import * as styles from './ProfileModal.css';

/** SPEC §8 profile texts. */
export const profileMessages = {
  loadFailed: 'Falha ao carregar os dados do perfil',
  updateFailed: 'Falha ao atualizar o perfil',
  passwordFailed: 'Falha ao alterar a senha',
  authMissing: 'Dados de autenticação ausentes',
  updated: 'Perfil atualizado com sucesso',
  passwordChanged: 'Senha alterada com sucesso',
} as const;

export const profileStatuses = ['loading', 'loadFailure', 'viewing', 'editing', 'saving'] as const;
export type ProfileStatus = (typeof profileStatuses)[number];
export const passwordChangeStatuses = ['idle', 'saving'] as const;
export type PasswordChangeStatus = (typeof passwordChangeStatuses)[number];
export const profileTabs = ['profile', 'password'] as const;
export type ProfileTab = (typeof profileTabs)[number];

export type ProfileValues = {
  name: string;
  email: string;
  phone_number: string;
  knowledge_base: string;
};
export type ProfileField = keyof ProfileValues;
export type ProfileData = ProfileValues & { profile_picture?: string | null };
export type PasswordChangeValues = { oldPassword: string; newPassword: string };
export type ProfileMessage = { tone: 'success' | 'error'; text: string };

export type ProfileModalProps = {
  open: boolean;
  onClose: () => void;
  status: ProfileStatus;
  profile?: ProfileData | null;
  /** The edit draft; omit to let the modal keep it (it starts from `profile`). */
  values?: ProfileValues;
  onFieldChange?: (field: ProfileField, value: string) => void;
  onEdit: () => void;
  onCancelEdit: () => void;
  onSave: (values: ProfileValues, picture: File | null) => void;
  onRetry?: () => void;
  /** Result of the last save ('Perfil atualizado com sucesso' / 'Falha ao atualizar o perfil'). */
  message?: ProfileMessage | null;
  passwordStatus?: PasswordChangeStatus;
  passwordMessage?: ProfileMessage | null;
  passwordErrors?: Partial<Record<keyof PasswordChangeValues, string>>;
  onChangePassword: (values: PasswordChangeValues) => void;
  tab?: ProfileTab;
  onTabChange?: (tab: ProfileTab) => void;
};

const EMPTY: ProfileValues = { name: '', email: '', phone_number: '', knowledge_base: '' };

export function ProfileModal(props: ProfileModalProps) {
  const { open, onClose, status, onRetry, tab, onTabChange } = props;
  return (
    <Dialog open={open} onClose={onClose} title="Configurações do perfil" size="md">
      {status === 'loading' && (
        <div className={styles.loading} role="status">
          <Spinner size="lg" label={null} />
          <span>Carregando perfil...</span>
        </div>
      )}
      {status === 'loadFailure' && (
        <ErrorBox onRetry={onRetry}>{profileMessages.loadFailed}</ErrorBox>
      )}
      {status !== 'loading' && status !== 'loadFailure' && (
        <Tabs
          aria-label="Seções do perfil"
          selectedId={tab}
          onSelect={(id) => onTabChange?.(id as ProfileTab)}
          tabs={[
            {
              id: 'profile',
              label: 'Perfil',
              // A fresh draft each time edit mode is entered (and left).
              content: (
                <ProfileTabContent
                  key={status === 'editing' || status === 'saving' ? 'edit' : 'view'}
                  {...props}
                />
              ),
            },
            { id: 'password', label: 'Alterar senha', content: <PasswordTabContent {...props} /> },
          ]}
        />
      )}
    </Dialog>
  );
}

function ProfileTabContent({
  status,
  profile,
  values: valuesProp,
  onFieldChange,
  onEdit,
  onCancelEdit,
  onSave,
  message,
}: ProfileModalProps) {
  const editing = status === 'editing' || status === 'saving';
  const saving = status === 'saving';
  const base: ProfileValues = profile
    ? {
        name: profile.name,
        email: profile.email,
        phone_number: profile.phone_number,
        knowledge_base: profile.knowledge_base,
      }
    : EMPTY;
  const [values, setField] = useFormValues(valuesProp, base, onFieldChange);
  const [picture, setPicture] = useState<File | null>(null);
  const [pictureError, setPictureError] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const hintId = useId();

  useEffect(() => {
    if (!picture) return setPreview(null);
    const url = URL.createObjectURL(picture);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [picture]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!saving) onSave(values, picture);
  };

  const messageAlert = message && <Alert tone={message.tone}>{message.text}</Alert>;

  if (!editing) {
    const rows: [string, string | undefined][] = [
      ['Nome', profile?.name],
      ['Email', profile?.email],
      ['Telefone', profile?.phone_number],
      ['Base de conhecimento', profile?.knowledge_base],
    ];
    return (
      <div className={styles.stack}>
        {messageAlert}
        <div className={styles.identity}>
          <Avatar name={profile?.name ?? ''} src={profile?.profile_picture} size="lg" decorative />
          <div className={styles.identityText}>
            <span className={styles.identityName}>{profile?.name}</span>
            <span className={styles.identityEmail}>{profile?.email}</span>
          </div>
        </div>
        <dl className={styles.details}>
          {rows.map(([term, value]) => (
            <div key={term} style={{ display: 'contents' }}>
              <dt className={styles.term}>{term}</dt>
              <dd className={[styles.definition, value ? '' : styles.empty].join(' ')}>
                {value || 'Não informado'}
              </dd>
            </div>
          ))}
        </dl>
        <div className={styles.actions}>
          <Button variant="secondary" leadingIcon={<Icon name="edit" size={16} />} onClick={onEdit}>
            Editar perfil
          </Button>
        </div>
      </div>
    );
  }

  return (
    <form className={styles.stack} noValidate onSubmit={submit} aria-label="Editar perfil">
      {messageAlert}
      <div className={styles.pictureRow}>
        <Avatar name={values.name} src={preview ?? profile?.profile_picture} size="lg" decorative />
        <div className={styles.pictureControls}>
          <ImagePicker
            label="Alterar foto"
            inputLabel="Foto de perfil"
            describedBy={hintId}
            onSelect={(file) => {
              const error = validateImage(file, 'profilePicture');
              setPictureError(error ?? null);
              if (!error) setPicture(file);
            }}
          />
          {pictureError ? (
            <p id={hintId} className={styles.pictureError} role="alert">
              {pictureError}
            </p>
          ) : (
            <p id={hintId} className={styles.pictureHint}>
              {picture ? picture.name : 'PNG, JPG ou WebP, até 2 MB.'}
            </p>
          )}
        </div>
      </div>
      <div className={styles.grid}>
        <TextField
          label="Nome"
          autoComplete="name"
          value={values.name}
          onChange={(v) => setField('name', v)}
        />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={(v) => setField('email', v)}
        />
        <TextField
          label="Telefone"
          type="tel"
          autoComplete="tel"
          value={values.phone_number}
          onChange={(v) => setField('phone_number', v)}
          fieldClassName={styles.full}
        />
        <TextArea
          label="Base de conhecimento"
          rows={4}
          value={values.knowledge_base}
          onChange={(v) => setField('knowledge_base', v)}
          fieldClassName={styles.full}
        />
      </div>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onCancelEdit} disabled={saving}>
          Cancelar
        </Button>
        <Button type="submit" loading={saving} loadingText="Salvando...">
          Salvar alterações
        </Button>
      </div>
    </form>
  );
}

function PasswordTabContent({
  passwordStatus = 'idle',
  passwordMessage,
  passwordErrors = {},
  onChangePassword,
}: ProfileModalProps) {
  const [values, setValues] = useState<PasswordChangeValues>({ oldPassword: '', newPassword: '' });
  const saving = passwordStatus === 'saving';
  // A successful change empties the form so the passwords do not linger on screen.
  useEffect(() => {
    if (passwordMessage?.tone === 'success') setValues({ oldPassword: '', newPassword: '' });
  }, [passwordMessage]);
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
        onChange={(oldPassword) => setValues((current) => ({ ...current, oldPassword }))}
        error={passwordErrors.oldPassword}
      />
      <PasswordField
        label="Nova senha"
        autoComplete="new-password"
        hint="Mínimo de 6 caracteres."
        value={values.newPassword}
        onChange={(newPassword) => setValues((current) => ({ ...current, newPassword }))}
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

import { useEffect, useId, useState } from 'react';
import type { FormEvent } from 'react';
import { PROFILE_LOAD_FAILED } from '@portal/domain';
import type {
  MailKind,
  MailSwitches,
  PictureCandidate,
  Profile,
  ProfileField,
  ProfileFields,
  ProfileMessage,
  ProfileTab,
  ErasureView,
  ProfileView,
  RecordStatus,
} from '@portal/domain';
import { Alert } from '../../components/Alert/Alert';
import { ErrorBox } from '../../components/ErrorBox/ErrorBox';
import { Avatar } from '../../components/Avatar/Avatar';
import { Button } from '../../components/Button/Button';
import {
  DataExportButton,
  type DataExportControl,
} from '../../components/DataExportButton/DataExportButton';
import { Dialog } from '../../components/Dialog/Dialog';
import { Icon } from '../../components/Icon/Icon';
import { ImagePicker } from '../../components/ImagePicker/ImagePicker';
import { Spinner } from '../../components/Spinner/Spinner';
import { Tabs } from '../../components/Tabs/Tabs';
import { TextArea } from '../../components/TextArea/TextArea';
import { PasswordField } from '../../components/PasswordField/PasswordField';
import { TextField } from '../../components/TextField/TextField';
import { useFormValues } from '../../hooks/useFormValues';
import { TwoFactorPanel, type TwoFactorPanelProps } from './parts/TwoFactorPanel';
import { PasswordTabContent, type PasswordTabProps } from './parts/PasswordTab';
import { AccountErasure } from './parts/AccountErasure';
import * as styles from './ProfileModal.css';

/**
 * The profile modal renders the domain's `selectProfileView` (through `profileModalViewProps`:
 * its fields are these props' names) and sends the person's actions back; its texts and rules
 * are the machine's.
 */
export type ProfileModalProps = PasswordTabProps & {
  open: boolean;
  onClose: () => void;
  status: RecordStatus;
  tab?: ProfileTab;
  onTabChange?: (tab: ProfileTab) => void;
  profile?: Profile | null;
  /** The edit draft (machine-owned); omit to let the modal keep one, starting from `profile`. */
  values?: ProfileFields | null;
  onFieldChange?: (field: ProfileField, value: string) => void;
  /** The accepted picture (a `File` in the browser): previewed, and its name shown. */
  picture?: PictureCandidate | null;
  /** Why the last picked picture was refused (the owner applies the domain's rule). */
  pictureError?: string | null;
  onPictureSelect: (file: File) => void;
  /** The typed e-mail differs from the loaded one: 'Senha atual' is shown (and required). */
  askCurrentPassword?: boolean;
  /** Edit mode's 'Senha atual' (machine-owned); omit to let the modal keep it. */
  currentPassword?: string;
  currentPasswordError?: string | null;
  onCurrentPasswordChange?: (value: string) => void;
  onEdit: () => void;
  onCancelEdit: () => void;
  /** 'Salvar Alterações'; gets the fields as shown. */
  onSave: (values: ProfileFields) => void;
  onRetry?: () => void;
  /** The load failure's text; docs/product.md's 'Falha ao carregar os dados do perfil' when not given. */
  loadError?: string | null;
  /** The profile tab's message ('Perfil atualizado com sucesso', a failed save's text). */
  message?: ProfileMessage | null;
  /** The e-mail switches; null or absent for a business account (it gets no e-mails). */
  mail?: MailSwitches | null;
  /** A switch's change is on its way: the switches wait. */
  mailSaving?: boolean;
  onMailToggle?: (kind: MailKind, on: boolean) => void;
  /** The 'Segurança' tab (the person's second factor); absent for a business account. */
  twoFactor?: TwoFactorPanelProps | null;
  /** 'Baixar meus dados' (LGPD); absent for a business account, which is no person. */
  dataExport?: DataExportControl | null;
  /** 'Excluir minha conta' (LGPD); null or absent for a business account, which cannot ask. */
  erasure?: ErasureView | null;
  onErasureAsk?: () => void;
  onErasurePasswordChange?: (value: string) => void;
  onErasureConfirm?: () => void;
  onErasureDismiss?: () => void;
  onErasureWithdraw?: () => void;
};

/** The switches' labels, in the order shown. */
const MAIL_SWITCHES: [MailKind, string][] = [
  ['tasks', 'Lembretes de tarefas por e-mail'],
  ['digest', 'Resumo semanal por e-mail'],
];

/**
 * The profile machine's view as this modal's props (the container and the stories use it): all
 * of it but the top bar's `pictureUrl`.
 */
export function profileModalViewProps(view: ProfileView): Omit<ProfileModalProps, `on${string}`> {
  const { pictureUrl: _shownInTheTopBar, ...props } = view;
  return props;
}

const EMPTY: ProfileFields = { name: '', email: '', phone_number: '', knowledge_base: '' };

/** An object URL previewing the picked file, revoked when the pick changes or the modal goes. */
function usePreviewUrl(picture: PictureCandidate | null | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!(picture instanceof Blob)) return setUrl(null);
    const next = URL.createObjectURL(picture);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [picture]);
  return url;
}

/**
 * 'Configurações do perfil', opened from the person's button in the top bar: the 'Perfil' tab
 * (photo, name, e-mail, phone, knowledge base, viewed or edited; the e-mail checkboxes; 'Baixar
 * meus dados'; 'Excluir minha conta') and 'Alterar senha'. Changing the e-mail asks for the current password; a business
 * account sees no e-mail checkboxes and no download of its data.
 */
export function ProfileModal(props: ProfileModalProps) {
  const { open, onClose, status, onRetry, loadError, tab, onTabChange } = props;
  return (
    <Dialog open={open} onClose={onClose} title="Configurações do perfil" size="md">
      {status === 'loading' && (
        <div className={styles.loading} role="status">
          <Spinner size="lg" label={null} />
          <span>Carregando perfil...</span>
        </div>
      )}
      {status === 'failure' && (
        <ErrorBox onRetry={onRetry}>{loadError || PROFILE_LOAD_FAILED}</ErrorBox>
      )}
      {status !== 'loading' && status !== 'failure' && (
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
            ...(props.twoFactor
              ? [
                  {
                    id: 'security',
                    label: 'Segurança',
                    content: <TwoFactorPanel {...props.twoFactor} />,
                  },
                ]
              : []),
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
  picture,
  pictureError,
  onPictureSelect,
  onEdit,
  onCancelEdit,
  onSave,
  message,
  askCurrentPassword,
  currentPassword,
  currentPasswordError,
  onCurrentPasswordChange,
  mail,
  mailSaving,
  onMailToggle,
  dataExport,
  erasure,
  onErasureAsk,
  onErasurePasswordChange,
  onErasureConfirm,
  onErasureDismiss,
  onErasureWithdraw,
}: ProfileModalProps) {
  const editing = status === 'editing' || status === 'saving';
  const saving = status === 'saving';
  const base: ProfileFields = profile
    ? {
        name: profile.name,
        email: profile.email,
        phone_number: profile.phone_number,
        knowledge_base: profile.knowledge_base,
      }
    : EMPTY;
  const [values, setField] = useFormValues(valuesProp ?? undefined, base, onFieldChange);
  const [typedPassword, setTypedPassword] = useState('');
  const preview = usePreviewUrl(picture);
  const hintId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!saving) onSave(values);
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
        {mail && (
          <fieldset className={styles.mailSwitches} data-saving={mailSaving || undefined}>
            <legend className={styles.mailLegend}>E-mails do portal</legend>
            {MAIL_SWITCHES.map(([kind, label]) => (
              <label key={kind} className={styles.mailSwitch}>
                <input
                  type="checkbox"
                  className={styles.mailCheckbox}
                  checked={mail[kind]}
                  disabled={mailSaving}
                  onChange={(event) => onMailToggle?.(kind, event.currentTarget.checked)}
                />
                {label}
              </label>
            ))}
          </fieldset>
        )}
        <div className={styles.actions}>
          <Button variant="secondary" leadingIcon={<Icon name="edit" size={16} />} onClick={onEdit}>
            Editar perfil
          </Button>
        </div>
        {dataExport && (
          <DataExportButton
            {...dataExport}
            title="Seus dados"
            hint="Uma cópia dos seus dados no portal (LGPD) em um arquivo .zip: perfil, empresas, tarefas, notificações, eventos de segurança e preferências de e-mail, em JSON e CSV."
            label="Baixar meus dados"
          />
        )}
        {erasure && (
          <AccountErasure
            {...erasure}
            onAsk={() => onErasureAsk?.()}
            onPasswordChange={(value) => onErasurePasswordChange?.(value)}
            onConfirm={() => onErasureConfirm?.()}
            onDismiss={() => onErasureDismiss?.()}
            onWithdraw={() => onErasureWithdraw?.()}
          />
        )}
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
            onSelect={onPictureSelect}
          />
          {pictureError ? (
            <p id={hintId} className={styles.pictureError} role="alert">
              {pictureError}
            </p>
          ) : (
            <p id={hintId} className={styles.pictureHint}>
              {picture?.name || 'PNG, JPG ou WebP, até 2 MB.'}
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
        {askCurrentPassword && (
          <PasswordField
            label="Senha atual"
            autoComplete="current-password"
            hint="Necessária para alterar o email."
            value={currentPassword ?? typedPassword}
            onChange={(value) => {
              setTypedPassword(value);
              onCurrentPasswordChange?.(value);
            }}
            error={currentPasswordError ?? undefined}
            fieldClassName={styles.full}
          />
        )}
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
          Salvar Alterações
        </Button>
      </div>
    </form>
  );
}

import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import {
  CURRENT_PASSWORD_FOR_EMAIL,
  IMAGE_TOO_LARGE,
  DATA_EXPORT_DONE,
  ERASURE_REQUESTED,
  PASSWORD_CHANGED,
  PASSWORD_CHANGE_FAILED,
  PASSWORD_TOO_SHORT,
  MAIL_PREFERENCES_FAILED,
  MAIL_PREFERENCES_SAVED,
  PROFILE_LOAD_FAILED,
  PROFILE_UPDATED,
  PROFILE_UPDATE_FAILED,
  fieldsOf,
  initialProfileContext,
  profileMachine,
  selectProfileView,
  validateImage,
  routes,
  initialTwoFactorContext,
  selectTwoFactorView,
  twoFactorMachine,
  TOTP_CODE_INVALID,
  TOTP_ENABLED,
  TOTP_LOAD_FAILED,
  WRONG_PASSWORD,
} from '@portal/domain';
import type {
  Profile,
  ProfileContext,
  RecordStatus,
  TwoFactorContext,
  TwoFactorSnapshot,
} from '@portal/domain';
import { storyBusinessName } from '../../fixtures/meetings.fixtures';
import { StoryMeetingsPage } from '../../fixtures/meetings-page.fixture';
import { DashboardLayout } from '../DashboardLayout/DashboardLayout';
import { ProfileModal, profileModalViewProps } from './ProfileModal';
import { QR_FIXTURE } from '../../fixtures/two-factor.fixtures';
import { ownFrameOnDocsPage } from '../../testing/docs-frame';
import { dataExportFromMachine } from '../../fixtures/data-export.fixtures';

const profile: Profile = {
  name: 'Ana Souza',
  email: 'ana@padaria.com.br',
  phone_number: '(11) 91234-5678',
  knowledge_base: 'Sócia-fundadora da padaria; cuida do financeiro e das compras.',
  profile_picture: null,
  mail: { tasks: true, digest: true },
  erasure: { requestedAt: null },
};

/** The modal opened and the profile read (the fixture context the stories change). */
const opened: ProfileContext = { ...initialProfileContext, open: true, profile };

/**
 * The props the machine's view gives in a state: `record` is the profile's step, `context`
 * changes the opened modal's fixture context, `submitting` the password form's step.
 */
function fromMachine(
  record: RecordStatus,
  context: Partial<ProfileContext> = {},
  submitting = false,
  mailSaving = false,
  erasure: 'idle' | 'confirming' | 'requesting' | 'withdrawing' = 'idle',
) {
  const editing = record === 'editing' || record === 'saving';
  const full: ProfileContext = {
    ...opened,
    ...(record === 'loading' || record === 'failure' ? { profile: null } : {}),
    ...(editing ? { draft: fieldsOf(profile) } : {}),
    ...context,
  };
  const snapshot = profileMachine.resolveState({
    value: {
      record,
      password: submitting ? 'submitting' : 'editing',
      notice: full.message ? 'shown' : 'hidden',
      passwordNotice: full.passwordMessage ? 'shown' : 'hidden',
      mail: mailSaving ? 'saving' : 'idle',
      erasure,
    },
    context: full,
  });
  return profileModalViewProps(selectProfileView(snapshot));
}

const meta = {
  title: 'Screens/ProfileModal',
  component: ProfileModal,
  parameters: ownFrameOnDocsPage,
  args: {
    ...fromMachine('viewing'),
    onClose: fn(),
    onTabChange: fn(),
    onEdit: fn(),
    onCancelEdit: fn(),
    onSave: fn(),
    onRetry: fn(),
    onFieldChange: fn(),
    onCurrentPasswordChange: fn(),
    onPictureSelect: fn(),
    onPasswordFieldChange: fn(),
    onChangePassword: fn(),
    onMailToggle: fn(),
    onErasureAsk: fn(),
    onErasurePasswordChange: fn(),
    onErasureConfirm: fn(),
    onErasureDismiss: fn(),
    onErasureWithdraw: fn(),
    dataExport: {
      ...dataExportFromMachine('idle', { subject: 'personal' }),
      onExport: fn(),
      onDismiss: fn(),
    },
  },
} satisfies Meta<typeof ProfileModal>;
export default meta;
type Story = StoryObj<typeof meta>;

const png = (name: string, bytes: number) =>
  new File([new Uint8Array(bytes)], name, { type: 'image/png' });

/** The profile opened while it is read: 'Carregando perfil...'. */
export const Loading: Story = {
  args: fromMachine('loading'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Carregando perfil...');
  },
};

/** The profile could not be read: the product's message and 'Tentar novamente'. */
export const LoadFailure: Story = {
  args: fromMachine('failure'),
  play: async ({ canvas, args, userEvent }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(PROFILE_LOAD_FAILED);
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** A person's profile: phone, knowledge base, the e-mail checkboxes, and 'Editar perfil'. */
export const Viewing: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'Configurações do perfil' });
    await expect(dialog).toHaveTextContent('(11) 91234-5678');
    await expect(dialog).toHaveTextContent('Sócia-fundadora');
    await userEvent.click(canvas.getByRole('button', { name: 'Editar perfil' }));
    await expect(args.onEdit).toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** 'Editar perfil' pressed: the fields open with what is saved. */
export const Editing: Story = {
  // No `values`: the modal keeps the draft, so what is typed shows.
  args: { ...fromMachine('editing'), values: undefined },
  play: async ({ canvas, args, userEvent }) => {
    await canvas.findByRole('dialog', { name: 'Configurações do perfil' });
    const name = canvas.getByLabelText('Nome');
    await expect(name).toHaveValue('Ana Souza');
    await userEvent.clear(name);
    await userEvent.type(name, 'Ana S. Lima');
    await expect(args.onFieldChange).toHaveBeenLastCalledWith('name', 'Ana S. Lima');

    // Every pick goes to the owner, whose rule accepts or refuses it (PictureRefused).
    const input = canvas.getByLabelText('Foto de perfil');
    const small = png('foto.png', 1024);
    await userEvent.upload(input, small);
    await expect(args.onPictureSelect).toHaveBeenLastCalledWith(small);

    await userEvent.click(canvas.getByRole('button', { name: 'Salvar Alterações' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      name: 'Ana S. Lima',
      email: profile.email,
      phone_number: profile.phone_number,
      knowledge_base: profile.knowledge_base,
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Cancelar' }));
    await expect(args.onCancelEdit).toHaveBeenCalled();
  },
};

const newEmail = { ...fieldsOf(profile), email: 'ana@novo-email.com.br' };

/** The e-mail changed: 'Senha atual' shows, and saving without it says why (the machine's rule). */
export const EmailChangeAsksPassword: Story = {
  // No `currentPassword`: the modal keeps it, so what is typed shows.
  args: {
    ...fromMachine('editing', {
      draft: newEmail,
      currentPasswordError: CURRENT_PASSWORD_FOR_EMAIL,
    }),
    currentPassword: undefined,
  },
  play: async ({ canvas, args, userEvent }) => {
    const password = canvas.getByLabelText('Senha atual');
    await expect(password).toHaveAttribute('type', 'password');
    await expect(password).toHaveAttribute('autocomplete', 'current-password');
    await expect(password).toHaveAccessibleDescription(
      expect.stringContaining(CURRENT_PASSWORD_FOR_EMAIL),
    );
    await userEvent.type(password, 'senha123');
    await expect(args.onCurrentPasswordChange).toHaveBeenLastCalledWith('senha123');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSave).toHaveBeenCalledWith(newEmail);
  },
};

/** The e-mail as loaded: no password is asked for. */
export const EmailUnchangedAsksNothing: Story = {
  args: fromMachine('editing', { draft: { ...fieldsOf(profile), name: 'Ana S. Lima' } }),
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Email')).toHaveValue(profile.email);
    await expect(canvas.queryByLabelText('Senha atual')).toBeNull();
  },
};

const tooBig = png('grande.png', 2 * 1024 * 1024 + 1);

/** A photo over 2 MB: 'O tamanho da imagem deve ser inferior a 2MB'. */
export const PictureRefused: Story = {
  args: fromMachine('editing', { pictureError: validateImage(tooBig, 'profilePicture') ?? null }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(IMAGE_TOO_LARGE);
  },
};

const chosen = png('foto.png', 1024);

/** A photo chosen: its name shows, and it is sent with 'Salvar Alterações'. */
export const PictureChosen: Story = {
  args: fromMachine('editing', { picture: chosen }),
  play: async ({ canvas }) => {
    // The dialog fades in: wait for it.
    await waitFor(() => expect(canvas.getByText('foto.png')).toBeVisible());
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** 'Salvar Alterações' pressed: 'Salvando...', 'Cancelar' waits. */
export const Saving: Story = {
  args: fromMachine('saving'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Salvando...' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Cancelar' })).toBeDisabled();
  },
};

/** Saved: 'Perfil atualizado com sucesso'. */
export const UpdateSuccess: Story = {
  args: fromMachine('viewing', { message: { tone: 'success', text: PROFILE_UPDATED } }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent(PROFILE_UPDATED);
  },
};

/** The save failed: the product's message, the edit kept. */
export const UpdateFailure: Story = {
  args: fromMachine('editing', { message: { tone: 'error', text: PROFILE_UPDATE_FAILED } }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(PROFILE_UPDATE_FAILED);
  },
};

/** The 'Alterar senha' tab: the current password and the new one, then 'Alterar senha'. */
export const ChangePassword: Story = {
  // No `passwordValues`: the modal keeps them, so what is typed shows.
  args: { ...fromMachine('viewing', { tab: 'password' }), passwordValues: undefined },
  play: async ({ canvas, args, userEvent }) => {
    await canvas.findByRole('dialog', { name: 'Configurações do perfil' });
    await userEvent.type(canvas.getByLabelText('Senha atual'), 'antiga1');
    await userEvent.type(canvas.getByLabelText('Nova senha'), 'novaSenha1');
    await expect(args.onPasswordFieldChange).toHaveBeenLastCalledWith('newPassword', 'novaSenha1');
    await userEvent.click(canvas.getByRole('button', { name: 'Alterar senha' }));
    await expect(args.onChangePassword).toHaveBeenCalledWith({
      oldPassword: 'antiga1',
      newPassword: 'novaSenha1',
    });
  },
};

/** A new password under 6 characters: the message under it. */
export const ChangePasswordErrors: Story = {
  args: fromMachine('viewing', {
    tab: 'password',
    passwordValues: { oldPassword: 'antiga1', newPassword: '123' },
    passwordErrors: { newPassword: PASSWORD_TOO_SHORT },
  }),
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Nova senha')).toHaveAccessibleDescription(
      PASSWORD_TOO_SHORT,
    );
  },
};

/** The change on its way: 'Alterando senha...'. */
export const ChangePasswordSaving: Story = {
  args: fromMachine(
    'viewing',
    { tab: 'password', passwordValues: { oldPassword: 'antiga1', newPassword: 'novaSenha1' } },
    true,
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Alterando senha...' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** The password changed: 'Senha alterada com sucesso'. */
export const ChangePasswordSuccess: Story = {
  args: fromMachine('viewing', {
    tab: 'password',
    passwordMessage: { tone: 'success', text: PASSWORD_CHANGED },
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent(PASSWORD_CHANGED);
  },
};

/** The change failed: 'Falha ao alterar a senha', what was typed kept. */
export const ChangePasswordFailure: Story = {
  args: fromMachine('viewing', {
    tab: 'password',
    passwordValues: { oldPassword: 'errada1', newPassword: 'novaSenha1' },
    passwordMessage: { tone: 'error', text: PASSWORD_CHANGE_FAILED },
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(PASSWORD_CHANGE_FAILED);
  },
};

/** Editing the profile on a 360 px phone. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  args: fromMachine('editing'),
};

/** Opened from the top bar's name and role badge, with local state standing in for the machine. */
export const OpenedFromShell: Story = {
  // No `tab`: the modal keeps the selected tab itself.
  args: { open: false, tab: undefined },
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    const [status, setStatus] = useState<RecordStatus>('viewing');
    return (
      <DashboardLayout
        user={{ name: 'Ana Souza', role: 'ordinary' }}
        businessName={storyBusinessName}
        currentPath={routes.meetings}
        onNavigate={fn()}
        onLogout={fn()}
        onOpenProfile={() => setOpen(true)}
        overlays={
          <ProfileModal
            {...args}
            open={open}
            status={status}
            onClose={() => setOpen(false)}
            onEdit={() => setStatus('editing')}
            onCancelEdit={() => setStatus('viewing')}
          />
        }
      >
        <StoryMeetingsPage />
      </DashboardLayout>
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Ana Souza/ }));
    const dialog = await canvas.findByRole('dialog', { name: 'Configurações do perfil' });
    await waitFor(() => expect(dialog).toHaveAttribute('open'));
    await userEvent.click(canvas.getByRole('tab', { name: 'Perfil' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Alterar senha' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{ArrowLeft}');
    await userEvent.click(canvas.getByRole('button', { name: 'Editar perfil' }));
    await expect(canvas.getByLabelText('Nome')).toHaveValue('Ana Souza');
    await userEvent.click(canvas.getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(dialog).not.toHaveAttribute('open'));
  },
};

/**
 * A person with both e-mails on (the default): each checkbox turns by click or space bar and is
 * saved on its own.
 */
export const MailSwitchesOn: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await canvas.findByRole('dialog', { name: 'Configurações do perfil' });
    await expect(canvas.getByRole('group', { name: 'E-mails do portal' })).toBeInTheDocument();
    const tasks = canvas.getByRole('checkbox', { name: 'Lembretes de tarefas por e-mail' });
    const digest = canvas.getByRole('checkbox', { name: 'Resumo semanal por e-mail' });
    await expect(tasks).toBeChecked();
    await expect(digest).toBeChecked();
    await userEvent.click(digest);
    await expect(args.onMailToggle).toHaveBeenLastCalledWith('digest', false);
    // By keyboard: the space bar turns the focused switch.
    tasks.focus();
    await userEvent.keyboard(' ');
    await expect(args.onMailToggle).toHaveBeenLastCalledWith('tasks', false);
  },
};

/** A person who turned both e-mails off. */
export const MailSwitchesOff: Story = {
  args: fromMachine('viewing', { profile: { ...profile, mail: { tasks: false, digest: false } } }),
  play: async ({ canvas, args, userEvent }) => {
    const tasks = await canvas.findByRole('checkbox', { name: 'Lembretes de tarefas por e-mail' });
    await expect(tasks).not.toBeChecked();
    await expect(
      canvas.getByRole('checkbox', { name: 'Resumo semanal por e-mail' }),
    ).not.toBeChecked();
    await userEvent.click(tasks);
    await expect(args.onMailToggle).toHaveBeenLastCalledWith('tasks', true);
  },
};

/** A checkbox just turned: they wait while it is saved. */
export const MailSaving: Story = {
  args: fromMachine(
    'viewing',
    { profile: { ...profile, mail: { tasks: true, digest: false } } },
    false,
    true,
  ),
  play: async ({ canvas }) => {
    const digest = await canvas.findByRole('checkbox', { name: 'Resumo semanal por e-mail' });
    await expect(digest).toBeDisabled();
    await expect(digest).not.toBeChecked();
    await expect(
      canvas.getByRole('checkbox', { name: 'Lembretes de tarefas por e-mail' }),
    ).toBeDisabled();
  },
};

/** Saved: 'Preferências de e-mail salvas'. */
export const MailSaved: Story = {
  args: fromMachine('viewing', {
    message: { tone: 'success', text: MAIL_PREFERENCES_SAVED },
    profile: { ...profile, mail: { tasks: true, digest: false } },
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent(MAIL_PREFERENCES_SAVED);
    await expect(
      canvas.getByRole('checkbox', { name: 'Resumo semanal por e-mail' }),
    ).not.toBeChecked();
  },
};

/** The save failed: 'Falha ao salvar as preferências de e-mail', and the checkbox goes back. */
export const MailSaveFailed: Story = {
  args: fromMachine('viewing', { message: { tone: 'error', text: MAIL_PREFERENCES_FAILED } }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(MAIL_PREFERENCES_FAILED);
    // The switch is back as it was.
    await expect(canvas.getByRole('checkbox', { name: 'Resumo semanal por e-mail' })).toBeChecked();
  },
};

/**
 * A business account (signed in by its code) is no person: it has no e-mails to turn off, no
 * personal data to download and no account of its own to ask to erase.
 */
export const BusinessAccountHasNoSwitches: Story = {
  args: {
    ...fromMachine('viewing', { profile: { ...profile, email: '', mail: null, erasure: null } }),
    dataExport: null,
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('dialog', { name: 'Configurações do perfil' });
    await expect(canvas.queryByRole('group', { name: 'E-mails do portal' })).toBeNull();
    await expect(canvas.queryByRole('checkbox')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Baixar meus dados' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Pedir exclusão da conta' })).toBeNull();
  },
};

/** A person downloads their own data (LGPD) from the profile: what the zip holds, one button. */
export const DownloadMyData: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'Configurações do perfil' });
    const section = within(dialog).getByRole('region', { name: 'Seus dados' });
    await expect(section).toHaveTextContent('eventos de segurança');
    await userEvent.click(within(section).getByRole('button', { name: 'Baixar meus dados' }));
    await expect(args.dataExport?.onExport).toHaveBeenCalledTimes(1);
  },
};

/** The person's zip is on its way, then in their downloads: the note says so for 3 s. */
export const DownloadMyDataDone: Story = {
  args: {
    dataExport: {
      ...dataExportFromMachine('done', { subject: 'personal' }),
      onExport: fn(),
      onDismiss: fn(),
    },
  },
  play: async ({ canvas }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'Configurações do perfil' });
    const section = within(dialog).getByRole('region', { name: 'Seus dados' });
    await expect(within(section).getByRole('status')).toHaveTextContent(DATA_EXPORT_DONE);
  },
};

/** 'Excluir minha conta' at the foot of the profile tab: what it does, and the button that asks. */
export const ErasureAsk: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'Configurações do perfil' });
    const section = within(dialog).getByRole('region', { name: 'Excluir minha conta' });
    await expect(section).toHaveTextContent('Um administrador confirma o pedido');
    await userEvent.click(within(section).getByRole('button', { name: 'Pedir exclusão da conta' }));
    await expect(args.onErasureAsk).toHaveBeenCalledTimes(1);
  },
};

/** The request's confirmation: what goes and what stays, and the current password asked. */
export const ErasureConfirming: Story = {
  args: fromMachine('viewing', { erasurePassword: 'sen' }, false, false, 'confirming'),
  play: async ({ canvas, args, userEvent }) => {
    const confirm = await canvas.findByRole('dialog', { name: 'Pedir exclusão da conta' });
    await expect(confirm).toHaveTextContent('sem o seu nome como responsável');
    await userEvent.type(within(confirm).getByLabelText('Senha atual'), 'h');
    await expect(args.onErasurePasswordChange).toHaveBeenLastCalledWith('senh');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Pedir exclusão' }));
    await expect(args.onErasureConfirm).toHaveBeenCalledTimes(1);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
    await expect(args.onErasureDismiss).toHaveBeenCalledTimes(1);
  },
};

/** A wrong current password: said under the field; the confirmation stays with what was typed. */
export const ErasureWrongPassword: Story = {
  args: fromMachine(
    'viewing',
    { erasurePassword: 'errada', erasureError: WRONG_PASSWORD },
    false,
    false,
    'confirming',
  ),
  play: async ({ canvas }) => {
    const confirm = await canvas.findByRole('dialog', { name: 'Pedir exclusão da conta' });
    await expect(within(confirm).getByLabelText('Senha atual')).toHaveValue('errada');
    await expect(confirm).toHaveTextContent(WRONG_PASSWORD);
  },
};

/** The request on its way: the button says so, and 'Cancelar' and the field wait. */
export const ErasureRequesting: Story = {
  args: fromMachine('viewing', { erasurePassword: 'senha-certa' }, false, false, 'requesting'),
  play: async ({ canvas }) => {
    const confirm = await canvas.findByRole('dialog', { name: 'Pedir exclusão da conta' });
    await expect(within(confirm).getByRole('button', { name: /Enviando/ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(within(confirm).getByRole('button', { name: 'Cancelar' })).toBeDisabled();
    await expect(within(confirm).getByLabelText('Senha atual')).toBeDisabled();
  },
};

const requestedProfile = { ...profile, erasure: { requestedAt: '2026-12-07T13:00:00.000Z' } };

/** A request open: since when, what happens next, and 'Cancelar pedido'. */
export const ErasureRequested: Story = {
  args: fromMachine('viewing', {
    profile: requestedProfile,
    message: { tone: 'success', text: ERASURE_REQUESTED },
  }),
  play: async ({ canvas, args, userEvent }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'Configurações do perfil' });
    const section = within(dialog).getByRole('region', { name: 'Excluir minha conta' });
    await expect(section).toHaveTextContent(
      'Você pediu a exclusão da sua conta em 7 de dez de 2026',
    );
    await expect(
      within(section).queryByRole('button', { name: 'Pedir exclusão da conta' }),
    ).toBeNull();
    await userEvent.click(within(section).getByRole('button', { name: 'Cancelar pedido' }));
    await expect(args.onErasureWithdraw).toHaveBeenCalledTimes(1);
  },
};

/** The request being withdrawn: 'Cancelando...' waits. */
export const ErasureWithdrawing: Story = {
  args: fromMachine('viewing', { profile: requestedProfile }, false, false, 'withdrawing'),
  play: async ({ canvas }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'Configurações do perfil' });
    await expect(within(dialog).getByRole('button', { name: /Cancelando/ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** The 'Segurança' tab as the two-factor machine's view gives it in state `value`. */
function twoFactorOf(value: TwoFactorSnapshot['value'], context: Partial<TwoFactorContext> = {}) {
  const view = selectTwoFactorView(
    twoFactorMachine.resolveState({ value, context: { ...initialTwoFactorContext, ...context } }),
  );
  return {
    tab: 'security' as const,
    twoFactor: {
      ...view,
      onRetry: fn(),
      onSetupStart: fn(),
      onSetupCancel: fn(),
      onPasswordChange: fn(),
      onPasswordSubmit: fn(),
      onCodeChange: fn(),
      onCodeSubmit: fn(),
      onMethodToggle: fn(),
      onRecoveryCodesConfirm: fn(),
      onDisableStart: fn(),
      onDisableCancel: fn(),
    },
  };
}
const offState = { enabled: false, required: false, recoveryCodesLeft: 0 };

/** The profile's 'Segurança' tab of a person without a second factor: 'Desativada.' and the button that turns it on. */
export const SecurityOff: Story = {
  args: twoFactorOf('off', { state: offState }),
  play: async ({ canvas, args, userEvent }) => {
    const tab = await canvas.findByRole('tab', { name: 'Segurança' });
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(canvas.getByText(/Desativada\./)).toBeVisible());
    await userEvent.click(
      canvas.getByRole('button', { name: 'Ativar verificação em duas etapas' }),
    );
    await expect(args.twoFactor?.onSetupStart).toHaveBeenCalledTimes(1);
  },
};

/** Before a key is made, the current password is asked again; a wrong one says so in the server's words. */
export const SecurityPassword: Story = {
  args: twoFactorOf('password', { state: offState, formError: WRONG_PASSWORD }),
  play: async ({ canvas, args, userEvent }) => {
    const form = await canvas.findByRole('form', { name: 'Confirmar senha' });
    await expect(within(form).getByRole('alert')).toHaveTextContent(WRONG_PASSWORD);
    await userEvent.type(within(form).getByLabelText('Senha atual'), 'x{Enter}');
    await expect(args.twoFactor?.onPasswordChange).toHaveBeenCalledWith('x', expect.anything());
    await expect(args.twoFactor?.onPasswordSubmit).toHaveBeenCalledTimes(1);
    await userEvent.click(within(form).getByRole('button', { name: 'Cancelar' }));
    await expect(args.twoFactor?.onSetupCancel).toHaveBeenCalledTimes(1);
  },
};

/** The password is on its way to the server: 'Verificando...' and nothing to press twice. */
export const SecurityPasswordChecking: Story = {
  args: twoFactorOf('starting', { state: offState, password: 'minha-senha' }),
  play: async ({ canvas }) => {
    const form = await canvas.findByRole('form', { name: 'Confirmar senha' });
    const submit = await within(form).findByRole('button', { name: /Verificando/ });
    await expect(submit).toHaveAttribute('aria-busy', 'true');
    await expect(within(form).getByRole('button', { name: 'Cancelar' })).toBeDisabled();
  },
};

/** Turning it on from the profile: the QR code, the key as text and the app's first code. */
export const SecuritySetup: Story = {
  args: twoFactorOf('setup', {
    state: offState,
    setup: { key: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', qr: QR_FIXTURE },
  }),
  play: async ({ canvas, args, userEvent }) => {
    const qr = await canvas.findByRole('img', {
      name: 'QR code para o aplicativo autenticador',
    });
    await waitFor(() => expect(qr).toBeVisible());
    await userEvent.type(canvas.getByLabelText('Código de 6 dígitos'), '1{Enter}');
    await expect(args.twoFactor?.onCodeChange).toHaveBeenCalledWith('1');
    await expect(args.twoFactor?.onCodeSubmit).toHaveBeenCalledTimes(1);
  },
};

/** Just turned on: the ten recovery codes, shown this once. */
export const SecurityRecoveryCodes: Story = {
  args: twoFactorOf('codes', {
    state: { enabled: true, required: false, recoveryCodesLeft: 10 },
    message: TOTP_ENABLED,
    recoveryCodes: Array.from({ length: 10 }, (_, i) => `ABCD-EFGH-IJKL-MNO${'234567ABCD'[i]}`),
  }),
  play: async ({ canvas, args, userEvent }) => {
    const list = await canvas.findByRole('list', { name: 'Códigos de recuperação' });
    await expect(list.querySelectorAll('li')).toHaveLength(10);
    await waitFor(() => expect(canvas.getByText(TOTP_ENABLED)).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'Guardei os códigos' }));
    await expect(args.twoFactor?.onRecoveryCodesConfirm).toHaveBeenCalledTimes(1);
  },
};

/** On, and required by the person's role (admin or council): how many recovery codes are left, and no way to turn it off. */
export const SecurityOnRequired: Story = {
  args: twoFactorOf('on', { state: { enabled: true, required: true, recoveryCodesLeft: 7 } }),
  play: async ({ canvas }) => {
    const left = await canvas.findByText(/Códigos de recuperação restantes: 7/);
    await waitFor(() => expect(left).toBeVisible());
    await waitFor(() => expect(canvas.getByText(/não pode ser desativada/)).toBeVisible());
    await expect(canvas.queryByRole('button', { name: 'Desativar' })).toBeNull();
  },
};

/** Turning it off asks for a code of the app (or a recovery code); a wrong one is refused. */
export const SecurityDisabling: Story = {
  args: twoFactorOf('disabling', {
    state: { enabled: true, required: false, recoveryCodesLeft: 7 },
    formError: TOTP_CODE_INVALID,
  }),
  play: async ({ canvas, args, userEvent }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(TOTP_CODE_INVALID);
    await userEvent.click(canvas.getByRole('button', { name: 'Usar um código de recuperação' }));
    await expect(args.twoFactor?.onMethodToggle).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Cancelar' }));
    await expect(args.twoFactor?.onDisableCancel).toHaveBeenCalledTimes(1);
  },
};

/** The tab could not read the second factor's state: the failure and 'Tentar novamente'. */
export const SecurityLoadFailure: Story = {
  args: twoFactorOf('failure', { formError: TOTP_LOAD_FAILED }),
  play: async ({ canvas, args, userEvent }) => {
    const failure = await canvas.findByText(TOTP_LOAD_FAILED);
    await waitFor(() => expect(failure).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: /tentar novamente/i }));
    await expect(args.twoFactor?.onRetry).toHaveBeenCalledTimes(1);
  },
};

import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { IMAGE_TOO_LARGE, PASSWORD_TOO_SHORT } from '@portal/domain';
import { DashboardLayout } from '../DashboardLayout/DashboardLayout';
import { PlaceholderPage } from '../PlaceholderPage/PlaceholderPage';
import { ProfileModal, profileMessages } from './ProfileModal';
import type { ProfileStatus } from './ProfileModal';

const profile = {
  name: 'Ana Souza',
  email: 'ana@padaria.com.br',
  phone_number: '(11) 91234-5678',
  knowledge_base: 'Sócia-fundadora da padaria; cuida do financeiro e das compras.',
  profile_picture: null,
};

const meta = {
  title: 'Screens/ProfileModal',
  component: ProfileModal,
  args: {
    open: true,
    status: 'viewing',
    profile,
    onClose: fn(),
    onEdit: fn(),
    onCancelEdit: fn(),
    onSave: fn(),
    onRetry: fn(),
    onFieldChange: fn(),
    onChangePassword: fn(),
  },
} satisfies Meta<typeof ProfileModal>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { status: 'loading', profile: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Carregando perfil...');
  },
};

export const LoadFailure: Story = {
  args: { status: 'loadFailure', profile: null },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(profileMessages.loadFailed);
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Viewing: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const dialog = canvas.getByRole('dialog', { name: 'Configurações do perfil' });
    await expect(dialog).toHaveTextContent('(11) 91234-5678');
    await expect(dialog).toHaveTextContent('Sócia-fundadora');
    await userEvent.click(canvas.getByRole('button', { name: 'Editar perfil' }));
    await expect(args.onEdit).toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const Editing: Story = {
  args: { status: 'editing' },
  play: async ({ canvas, args, userEvent }) => {
    const name = canvas.getByLabelText('Nome');
    await expect(name).toHaveValue('Ana Souza');
    await userEvent.clear(name);
    await userEvent.type(name, 'Ana S. Lima');
    await expect(args.onFieldChange).toHaveBeenLastCalledWith('name', 'Ana S. Lima');

    const input = canvas.getByLabelText('Foto de perfil');
    const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'grande.png', {
      type: 'image/png',
    });
    await userEvent.upload(input, big);
    await expect(canvas.getByRole('alert')).toHaveTextContent(IMAGE_TOO_LARGE);
    const small = new File([new Uint8Array(1024)], 'foto.png', { type: 'image/png' });
    await userEvent.upload(input, small);
    await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull());
    await expect(canvas.getByText('foto.png')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Salvar alterações' }));
    await expect(args.onSave).toHaveBeenCalledWith(
      {
        name: 'Ana S. Lima',
        email: profile.email,
        phone_number: profile.phone_number,
        knowledge_base: profile.knowledge_base,
      },
      small,
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Cancelar' }));
    await expect(args.onCancelEdit).toHaveBeenCalled();
  },
};

export const Saving: Story = {
  args: { status: 'saving' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Salvando...' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Cancelar' })).toBeDisabled();
  },
};

export const UpdateSuccess: Story = {
  args: { message: { tone: 'success', text: profileMessages.updated } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(profileMessages.updated);
  },
};

export const UpdateFailure: Story = {
  args: { status: 'editing', message: { tone: 'error', text: profileMessages.updateFailed } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(profileMessages.updateFailed);
  },
};

export const ChangePassword: Story = {
  args: { tab: 'password' },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Senha atual'), 'antiga1');
    await userEvent.type(canvas.getByLabelText('Nova senha'), 'novaSenha1');
    await userEvent.click(canvas.getByRole('button', { name: 'Alterar senha' }));
    await expect(args.onChangePassword).toHaveBeenCalledWith({
      oldPassword: 'antiga1',
      newPassword: 'novaSenha1',
    });
  },
};

export const ChangePasswordErrors: Story = {
  args: { tab: 'password', passwordErrors: { newPassword: PASSWORD_TOO_SHORT } },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Nova senha')).toHaveAccessibleDescription(
      PASSWORD_TOO_SHORT,
    );
  },
};

export const ChangePasswordSaving: Story = {
  args: { tab: 'password', passwordStatus: 'saving' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Alterando senha...' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const ChangePasswordSuccess: Story = {
  args: {
    tab: 'password',
    passwordMessage: { tone: 'success', text: profileMessages.passwordChanged },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(profileMessages.passwordChanged);
  },
};

export const ChangePasswordFailure: Story = {
  args: {
    tab: 'password',
    passwordMessage: { tone: 'error', text: profileMessages.passwordFailed },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(profileMessages.passwordFailed);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  args: { status: 'editing' },
};

/** Opened from the top bar's name and role badge, with local state standing in for the machine. */
export const OpenedFromShell: Story = {
  args: { open: false },
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    const [status, setStatus] = useState<ProfileStatus>('viewing');
    return (
      <DashboardLayout
        user={{ name: 'Ana Souza', role: 'ordinary' }}
        businessName="Padaria Pão Quente"
        currentPath="/dashboard/business/meetings"
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
        <PlaceholderPage title="Reuniões de Padaria Pão Quente" />
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

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Toast, toastTones } from './Toast';

// One toast on its own; ToastRegion's stories show the stack in its corner.
const meta = {
  title: 'Components/Toast',
  component: Toast,
  parameters: { layout: 'padded' },
  args: { id: 'saved', tone: 'success', message: 'Perfil atualizado com sucesso' },
  argTypes: { tone: { control: 'inline-radio', options: toastTones } },
} satisfies Meta<typeof Toast>;
export default meta;
type Story = StoryObj<typeof meta>;

/** After saving the profile: 'Perfil atualizado com sucesso', read politely. */
export const Success: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Perfil atualizado com sucesso');
    await expect(canvas.queryByRole('button', { name: 'Fechar notificação' })).toBeNull();
  },
};

/** A save that failed: the error is read at once, and the person may close it. */
export const ErrorDismissible: Story = {
  args: { id: 'failed', tone: 'error', message: 'Falha ao atualizar o perfil', onDismiss: fn() },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Falha ao atualizar o perfil');
    await userEvent.click(canvas.getByRole('button', { name: 'Fechar notificação' }));
    await expect(args.onDismiss).toHaveBeenCalledWith('failed');
  },
};

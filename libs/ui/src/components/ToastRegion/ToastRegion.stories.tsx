import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ToastRegion } from './ToastRegion';
import { ownFrameOnDocsPage } from '../../testing/docs-frame';

const meta = {
  title: 'Components/ToastRegion',
  component: ToastRegion,
  parameters: ownFrameOnDocsPage,
  args: {
    onDismiss: fn(),
    toasts: [
      { id: '1', tone: 'success', message: 'Perfil atualizado com sucesso' },
      { id: '2', tone: 'error', message: 'Falha ao atualizar o perfil' },
      { id: '3', tone: 'info', message: 'URL copiada!' },
    ],
  },
} satisfies Meta<typeof ToastRegion>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Two messages in a row (a success, then a failure): stacked in the page's corner, each closable.
 */
export const Stack: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('region', { name: 'Notificações' })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Falha ao atualizar o perfil');
    await expect(canvas.getAllByRole('status')).toHaveLength(2);
    const [first] = canvas.getAllByRole('button', { name: 'Fechar notificação' });
    if (first) await userEvent.click(first);
    await expect(args.onDismiss).toHaveBeenCalledWith('1');
  },
};

/** No message: the region takes no room and adds no landmark. */
export const Empty: Story = {
  args: { toasts: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('status')).toBeNull();
    // No empty landmark: a page with a shell has two of these regions (axe's landmark-unique).
    await expect(canvas.queryByRole('region', { name: 'Notificações' })).toBeNull();
  },
};

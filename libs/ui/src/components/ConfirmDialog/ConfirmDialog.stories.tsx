import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ConfirmDialog, confirmTones } from './ConfirmDialog';
import { ownFrameOnDocsPage } from '../../testing/docs-frame';

const meta = {
  title: 'Components/ConfirmDialog',
  component: ConfirmDialog,
  parameters: ownFrameOnDocsPage,
  args: {
    open: true,
    title: 'Excluir tarefa',
    text: 'Tem certeza de que deseja excluir a tarefa "Revisar fluxo de caixa de março"? Esta ação não pode ser desfeita.',
    confirmLabel: 'Excluir',
    tone: 'danger',
    onConfirm: fn(),
    onCancel: fn(),
  },
  argTypes: { tone: { control: 'inline-radio', options: confirmTones } },
} satisfies Meta<typeof ConfirmDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Before deleting a task: focus starts on 'Cancelar', so an Enter pressed by mistake deletes
 * nothing.
 */
export const Danger: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'Excluir tarefa' });
    await expect(dialog).toHaveTextContent('Esta ação não pode ser desfeita.');
    // Focus starts on Cancelar so an accidental Enter does not delete.
    await expect(canvas.getByRole('button', { name: 'Cancelar' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Excluir' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

/** A question that loses nothing for good, as leaving an edit unsaved. */
export const Primary: Story = {
  args: {
    tone: 'primary',
    title: 'Descartar alterações?',
    text: 'A descrição editada ainda não foi salva.',
    confirmLabel: 'Descartar',
  },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Cancelar' }));
    await expect(args.onCancel).toHaveBeenCalled();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/**
 * After 'Excluir' was pressed, while the deletion is on its way: the button spins, 'Cancelar' and
 * Escape wait.
 */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Cancelar' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Excluir' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

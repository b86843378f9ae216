import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { TypedConfirmDialog } from './TypedConfirmDialog';
import { ownFrameOnDocsPage } from '../../testing/docs-frame';

const NAME = 'Padaria Pão Quente';

const meta = {
  title: 'Components/TypedConfirmDialog',
  component: TypedConfirmDialog,
  parameters: ownFrameOnDocsPage,
  args: {
    open: true,
    title: 'Excluir empresa e todos os dados',
    children: <p>As reuniões, tarefas, documentos e relatórios da empresa serão excluídos.</p>,
    expected: NAME,
    fieldLabel: 'Digite o nome da empresa para confirmar',
    value: '',
    canConfirm: false,
    confirmLabel: 'Excluir empresa e todos os dados',
    onChange: fn(),
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof TypedConfirmDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Just opened: the field has the focus and the danger button does nothing until the name is
 * typed; each letter typed is handed on.
 */
export const Empty: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'Excluir empresa e todos os dados' });
    await expect(dialog).toHaveTextContent(`Para confirmar, digite ${NAME}`);
    const field = canvas.getByRole('textbox', { name: 'Digite o nome da empresa para confirmar' });
    await waitFor(() => expect(field).toHaveFocus());
    await expect(
      canvas.getByRole('button', { name: 'Excluir empresa e todos os dados' }),
    ).toBeDisabled();
    await userEvent.keyboard('P{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('P');
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalled();
  },
};

/** The name typed exactly: the button works, and Enter in the field confirms too. */
export const Matching: Story = {
  args: { value: NAME, canConfirm: true },
  play: async ({ canvas, args, userEvent }) => {
    const button = await canvas.findByRole('button', { name: 'Excluir empresa e todos os dados' });
    await expect(button).toBeEnabled();
    await userEvent.click(button);
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    canvas.getByRole('textbox').focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledTimes(2);
  },
};

/** Confirmed and on its way: the button spins; the field, 'Cancelar' and Escape wait. */
export const Busy: Story = {
  args: { value: NAME, canConfirm: true, busy: true },
  play: async ({ canvas, args, userEvent }) => {
    const button = await canvas.findByRole('button', { name: /Excluir empresa/ });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: 'Cancelar' })).toBeDisabled();
    await expect(canvas.getByRole('textbox')).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

/** The action failed: the dialog stays, with what was typed and why. */
export const Failed: Story = {
  args: {
    value: NAME,
    canConfirm: true,
    error: 'Falha ao excluir a empresa. Por favor, tente novamente.',
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Falha ao excluir a empresa. Por favor, tente novamente.',
    );
    await expect(canvas.getByRole('textbox')).toHaveValue(NAME);
  },
};

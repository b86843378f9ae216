import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { Button } from '../Button/Button';
import { TextField } from '../TextField/TextField';
import { Dialog, dialogSizes } from './Dialog';
import { ownFrameOnDocsPage } from '../../testing/docs-frame';

const meta = {
  title: 'Components/Dialog',
  component: Dialog,
  parameters: ownFrameOnDocsPage,
  args: {
    open: true,
    onClose: fn(),
    title: 'Confirm Deletion',
    description: 'Esta ação não pode ser desfeita.',
    children: <p>Deseja realmente excluir este item?</p>,
  },
  argTypes: { size: { control: 'inline-radio', options: dialogSizes } },
} satisfies Meta<typeof Dialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Deleting a document: the modal's title, its line of warning, the question and the buttons;
 * Escape or 'Fechar' closes it.
 */
export const Open: Story = {
  args: {
    footer: (
      <>
        <Button variant="secondary">Cancelar</Button>
        <Button variant="danger">Excluir</Button>
      </>
    ),
  },
  play: async ({ canvas, args, userEvent }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'Confirm Deletion' });
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(dialog).toHaveAccessibleDescription('Esta ação não pode ser desfeita.');
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Fechar' }));
    await expect(args.onClose).toHaveBeenCalledTimes(2);
  },
};

/** Opens from a button, traps focus inside, closes on Escape and gives focus back. */
export const Interactive: Story = {
  args: { open: false },
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    return (
      <div style={{ padding: 24 }}>
        <Button onClick={() => setOpen(true)}>Abrir</Button>
        <Dialog
          {...args}
          open={open}
          onClose={() => {
            setOpen(false);
            args.onClose();
          }}
          title="Criar Nova Pasta"
          description={undefined}
          footer={<Button onClick={() => setOpen(false)}>Criar</Button>}
        >
          <TextField label="Nome da pasta" />
        </Dialog>
      </div>
    );
  },
  play: async ({ canvas, args, userEvent }) => {
    const opener = canvas.getByRole('button', { name: 'Abrir' });
    await userEvent.click(opener);
    const dialog = canvas.getByRole('dialog', { name: 'Criar Nova Pasta' });
    await waitFor(() => expect(dialog).toHaveAttribute('open'));
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toHaveAttribute('open'));
    await expect(args.onClose).toHaveBeenCalled();
    await expect(opener).toHaveFocus();
  },
};

/** The large dialog, as a company's detail, the report form or a document's preview open. */
export const Sizes: Story = {
  args: { size: 'lg', title: 'Diálogo grande', description: undefined },
};

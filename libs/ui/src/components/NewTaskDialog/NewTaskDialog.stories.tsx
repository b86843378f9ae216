import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { TASK_DESCRIPTION_MAX, TASK_TITLE_MAX, TASK_TITLE_REQUIRED } from '@portal/domain';
import { focusRingProblems } from '../../testing/contrast';
import { NewTaskDialog } from './NewTaskDialog';
import { ownFrameOnDocsPage } from '../../testing/docs-frame';

const meta = {
  title: 'Components/NewTaskDialog',
  component: NewTaskDialog,
  parameters: ownFrameOnDocsPage,
  args: { open: true, onClose: fn(), onCreate: fn() },
} satisfies Meta<typeof NewTaskDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * 'Nova Tarefa' on the board: a title and a description, then 'Criar Tarefa'; spaces around the
 * title go.
 */
export const Empty: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(await canvas.findByRole('dialog', { name: 'Nova Tarefa' })).toHaveAttribute(
      'open',
    );
    // The server's limits, so nothing typed is refused on save.
    await expect(canvas.getByLabelText('Título')).toHaveAttribute(
      'maxlength',
      String(TASK_TITLE_MAX),
    );
    await expect(canvas.getByLabelText(/Descrição/)).toHaveAttribute(
      'maxlength',
      String(TASK_DESCRIPTION_MAX),
    );
    await userEvent.type(canvas.getByLabelText('Título'), '  Atualizar cardápio de inverno ');
    await userEvent.type(canvas.getByLabelText(/Descrição/), 'Incluir sopas e chocolate quente.');
    await userEvent.click(canvas.getByRole('button', { name: 'Criar Tarefa' }));
    await expect(args.onCreate).toHaveBeenCalledWith({
      title: 'Atualizar cardápio de inverno',
      description: 'Incluir sopas e chocolate quente.',
    });
  },
};

/** Initial values may be given (e.g. a task suggested in a meeting). */
export const Prefilled: Story = {
  args: {
    initialTitle: 'Enviar proposta ao Mercado Bom Preço',
    initialDescription: 'Combinado na reunião de 12/03: tabela com 10% de desconto.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Título')).toHaveValue(
      'Enviar proposta ao Mercado Bom Preço',
    );
  },
};

/**
 * 'Criar Tarefa' with a title of spaces: the product's message under the field until one is typed.
 */
export const MissingTitle: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await canvas.findByRole('dialog', { name: 'Nova Tarefa' });
    await userEvent.type(canvas.getByLabelText('Título'), '   ');
    await userEvent.click(canvas.getByRole('button', { name: 'Criar Tarefa' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(TASK_TITLE_REQUIRED);
    await expect(canvas.getByLabelText('Título')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText('Título')).toHaveFocus();
    await expect(args.onCreate).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByLabelText('Título'), 'Ligar para o contador');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** After 'Criar Tarefa', while the task is on its way: the button spins. */
export const Creating: Story = {
  args: { creating: true, initialTitle: 'Ligar para o contador' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Criando...' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** The server refused or did not answer: the dialog stays open with the typed task and says so. */
export const CreateFailed: Story = {
  args: {
    initialTitle: 'Ligar para o contador',
    error: 'Erro ao criar tarefa. Por favor, tente novamente.',
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Erro ao criar tarefa.');
  },
};

/**
 * The dialog opens in the title, not on '×': what is typed at once is the title, and Enter
 * submits the form (an empty title shows the product's message) instead of closing the dialog.
 */
export const TypingStartsInTheTitle: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const title = canvas.getByLabelText('Título');
    await waitFor(() => expect(title).toHaveFocus());
    await expect(focusRingProblems(title)).toEqual([]);
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('alert')).toHaveTextContent(TASK_TITLE_REQUIRED);
    await userEvent.keyboard('Ligar para o contador{Enter}');
    await expect(title).toHaveValue('Ligar para o contador');
    await expect(args.onCreate).toHaveBeenCalledWith({
      title: 'Ligar para o contador',
      description: '',
    });
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

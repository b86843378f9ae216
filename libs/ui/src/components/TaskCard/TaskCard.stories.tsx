import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { TaskCard } from './TaskCard';

const task = {
  id: 't-1',
  title: 'Revisar fluxo de caixa de março',
  created_at: '2025-03-10T12:30:00Z',
};

const meta = {
  title: 'Components/TaskCard',
  component: TaskCard,
  args: { task, onOpen: fn(), onRequestDelete: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320, padding: 24 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TaskCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A task on the board: a click or Enter opens it, the trash asks to delete it. */
export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const card = canvas.getByRole('button', { name: /^Revisar fluxo de caixa de março/ });
    await expect(card).toHaveTextContent(
      /Criado em segunda-feira, 10 de mar\.? de 2025 às \d\d:30/,
    );
    await userEvent.click(card);
    await expect(args.onOpen).toHaveBeenCalledWith('t-1');
    card.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpen).toHaveBeenCalledTimes(2);
    await userEvent.click(
      canvas.getByRole('button', { name: 'Excluir tarefa Revisar fluxo de caixa de março' }),
    );
    await expect(args.onRequestDelete).toHaveBeenCalledWith('t-1');
    await expect(args.onOpen).toHaveBeenCalledTimes(2);
  },
};

/** A task whose title runs to two lines and more: it wraps, whole, inside the card. */
export const LongTitle: Story = {
  args: {
    task: {
      ...task,
      title:
        'Negociar com o fornecedor de farinha um desconto por volume para o segundo semestre e registrar a proposta',
    },
  },
};

/** The card left in place while its copy is dragged: a click does not open it. */
export const Dragging: Story = {
  args: { isDragging: true },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^Revisar fluxo/ }));
    await expect(args.onOpen).not.toHaveBeenCalled();
  },
};

/** The copy under the pointer: hidden from assistive technology and not focusable. */
export const Overlay: Story = {
  args: { isOverlay: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

const today = new Date('2026-11-16T15:00:00Z');

/** A task given to someone, due in a few days: its owner and due date under the title. */
export const OwnerAndDueDate: Story = {
  args: {
    task: { ...task, status: 'in-progress', owner_name: 'Maria Fernanda', due_date: '2026-11-20' },
    now: today,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Responsável: Maria Fernanda')).toBeVisible();
    await expect(canvas.getByText('Prazo: 20/11/2026')).toBeVisible();
    await expect(canvas.queryByText(/Atrasada/)).toBeNull();
  },
};

/** Past its due date and not done: said in words as well as in colour. */
export const Overdue: Story = {
  args: {
    task: { ...task, status: 'not-started', owner_name: 'Maria Fernanda', due_date: '2026-11-10' },
    now: today,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Prazo: 10/11/2026 · Atrasada')).toBeVisible();
  },
};

/** Done after its due date: no longer overdue. */
export const DoneAfterDueDate: Story = {
  args: { task: { ...task, status: 'done', due_date: '2026-11-10' }, now: today },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Prazo: 10/11/2026')).toBeVisible();
    await expect(canvas.queryByText(/Atrasada/)).toBeNull();
  },
};

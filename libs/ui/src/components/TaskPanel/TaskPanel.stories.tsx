import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, waitFor } from 'storybook/test';
import { Button } from '../Button/Button';
import { TASK_DESCRIPTION_MAX, TASK_TITLE_MAX, TASK_TITLE_REQUIRED } from '@portal/domain';
import { TaskPanel } from './TaskPanel';
import type { TaskPanelTask } from './TaskPanel';
import { ownFrameOnDocsPage } from '../../testing/docs-frame';

const task = {
  id: 't-1',
  title: 'Revisar fluxo de caixa de março',
  status: 'not-started' as const,
  content: 'Conferir entradas do iFood e pagamentos aos fornecedores de farinha.',
  created_at: '2025-03-10T12:30:00Z',
};

const other = {
  id: 't-2',
  title: 'Atualizar cardápio de inverno',
  status: 'done' as const,
  content: '',
  created_at: '2025-04-02T12:00:00Z',
};

const meta = {
  title: 'Components/TaskPanel',
  component: TaskPanel,
  parameters: ownFrameOnDocsPage,
  args: { task, onSave: fn(), onStatusChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 384, padding: 24 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TaskPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Focus lands on the description 50 ms after opening; saving sends no title. */
export const Viewing: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: task.title })).toBeVisible();
    await expect(canvas.getByText('Criado em:')).toBeVisible();
    const description = canvas.getByPlaceholderText('Adicione uma descrição para esta tarefa...');
    await waitFor(() => expect(description).toHaveFocus());
    await userEvent.type(description, ' Pagar até sexta.');
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar Alterações' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      taskId: 't-1',
      description: `${task.content} Pagar até sexta.`,
    });
  },
};

/**
 * The status is a native select labelled 'Status' with the product's three columns; choosing one hands
 * it to the owner at once (no 'Salvar Alterações'), by pointer or by keyboard.
 */
export const StatusChoice: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const status = canvas.getByRole('combobox', { name: 'Status' });
    await expect(status).toHaveValue('not-started');
    await expect([...(status as HTMLSelectElement).options].map((option) => option.text)).toEqual([
      'Not started',
      'In progress',
      'Done',
    ]);
    await userEvent.selectOptions(status, 'Done');
    await expect(args.onStatusChange).toHaveBeenCalledWith('done');
    await expect(args.onSave).not.toHaveBeenCalled();
    canvas.getByRole('button', { name: 'Editar título' }).focus();
    await userEvent.tab();
    await expect(status).toHaveFocus();
  },
};

/** Title and description stop at the server's limits, so nothing typed is refused on save. */
export const TitleEditing: Story = {
  args: { defaultEditingTitle: true },
  play: async ({ canvas }) => {
    const title = canvas.getByRole('textbox', { name: 'Título da tarefa' });
    await expect(title).toHaveValue(task.title);
    await expect(title).toHaveAttribute('maxlength', String(TASK_TITLE_MAX));
    await expect(canvas.getByRole('textbox', { name: /Descrição/ })).toHaveAttribute(
      'maxlength',
      String(TASK_DESCRIPTION_MAX),
    );
  },
};

/** The title field opens focused with its whole text selected, so typing replaces it. */
const untilSelected = (input: HTMLElement) =>
  waitFor(() => {
    const field = input as HTMLInputElement;
    expect(field).toHaveFocus();
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, field.value.length]);
  });

const longTitle =
  'Renegociar com o fornecedor de farinha o contrato anual: três cotações, prazo de 60 dias e 8% de desconto acima de 500 kg';

/**
 * A long title in edit mode is shown whole, wrapped like the heading, from its first word: the
 * box neither scrolls sideways to its end nor hides a line.
 */
const longTitleEditing: Story = {
  args: { task: { ...task, title: longTitle } },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Editar título' }));
    const input = canvas.getByRole('textbox', { name: 'Título da tarefa' });
    await expect(input).toHaveFocus();
    await expect(input).toHaveValue(longTitle);
    await expect(input.scrollLeft).toBe(0);
    await expect(input.scrollTop).toBe(0);
    await expect(input.scrollWidth).toBeLessThanOrEqual(input.clientWidth + 1);
    await expect(input.scrollHeight).toBeLessThanOrEqual(input.clientHeight + 1);
    await untilSelected(input);
    // Enter still saves (no line break goes into the title).
    await userEvent.type(input, '{End} ao mês{Enter}');
    await expect(args.onSave).toHaveBeenCalledWith({
      taskId: 't-1',
      description: task.content,
      title: `${longTitle} ao mês`,
    });
  },
};

/**
 * Renaming a task with a long title on a desktop: the whole title shows, wrapped, and Enter saves.
 */
export const LongTitleEditingDesktop: Story = {
  ...longTitleEditing,
  globals: { viewport: { value: 'desktop', isRotated: false } },
};

/** The same on a 360 px phone. */
export const LongTitleEditingMobile: Story = {
  ...longTitleEditing,
  globals: { viewport: { value: 'mobile360', isRotated: false } },
};

/** Pencil → type → Enter saves the title (with the description). */
export const EditTitleEnter: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Editar título' }));
    const input = canvas.getByRole('textbox', { name: 'Título da tarefa' });
    await untilSelected(input);
    await userEvent.clear(input);
    await userEvent.type(input, 'Revisar fluxo de caixa de abril{Enter}');
    await expect(args.onSave).toHaveBeenCalledWith({
      taskId: 't-1',
      description: task.content,
      title: 'Revisar fluxo de caixa de abril',
    });
    await expect(canvas.queryByRole('textbox', { name: 'Título da tarefa' })).toBeNull();
  },
};

/**
 * Pencil, then typing at once: the title is selected as its field appears, so the first keys
 * replace it instead of being swallowed by a selection made a frame later.
 */
export const EditTitleTypedAtOnce: Story = {
  play: async ({ canvas, args, userEvent }) => {
    fireEvent.click(canvas.getByRole('button', { name: 'Editar título' }));
    // React draws the field in a microtask after the click; no frame has passed yet.
    await Promise.resolve();
    const input = canvas.getByRole<HTMLTextAreaElement>('textbox', { name: 'Título da tarefa' });
    await expect(input).toHaveFocus();
    await expect([input.selectionStart, input.selectionEnd]).toEqual([0, task.title.length]);
    await userEvent.keyboard('Novo título{Enter}');
    await expect(args.onSave).toHaveBeenCalledWith({
      taskId: 't-1',
      description: task.content,
      title: 'Novo título',
    });
  },
};

/** Escape cancels: the original title is back and saving sends no title. */
export const EditTitleEscape: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Editar título' }));
    const input = canvas.getByRole('textbox', { name: 'Título da tarefa' });
    await untilSelected(input);
    await userEvent.clear(input);
    await userEvent.type(input, 'Título errado{Escape}');
    await expect(canvas.getByRole('heading', { name: task.title })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar Alterações' }));
    await expect(args.onSave).toHaveBeenCalledWith({ taskId: 't-1', description: task.content });
  },
};

/** A title erased and Enter pressed: the product's message, and nothing is saved. */
export const EmptyTitle: Story = {
  args: { defaultEditingTitle: true },
  play: async ({ canvas, args, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Título da tarefa' });
    await userEvent.clear(input);
    await userEvent.type(input, '{Enter}');
    await expect(canvas.getByRole('alert')).toHaveTextContent(TASK_TITLE_REQUIRED);
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** After 'Salvar Alterações', while the change is on its way: the button spins. */
export const Saving: Story = {
  args: { saving: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Salvando...' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** Loading another task resets the fields and leaves title edit mode. */
export const AnotherTask: Story = {
  render: function Render(args) {
    const [current, setCurrent] = useState<TaskPanelTask>(task);
    return (
      <>
        <Button variant="secondary" onClick={() => setCurrent(other)}>
          Abrir outra tarefa
        </Button>
        <TaskPanel {...args} task={current} />
      </>
    );
  },
  play: async ({ canvas, userEvent }) => {
    const description = canvas.getByLabelText('Descrição');
    await userEvent.type(description, ' Rascunho');
    await userEvent.click(canvas.getByRole('button', { name: 'Editar título' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Abrir outra tarefa' }));
    await expect(canvas.getByRole('heading', { name: other.title })).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: 'Título da tarefa' })).toBeNull();
    await expect(canvas.getByLabelText('Descrição')).toHaveValue('');
    await expect(canvas.getByRole('combobox', { name: 'Status' })).toHaveValue('done');
  },
};

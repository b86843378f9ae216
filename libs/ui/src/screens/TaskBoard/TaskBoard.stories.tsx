import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import {
  TASKS_LOAD_FAILED,
  TASKS_REORDER_FAILED,
  TASK_PEOPLE_LOAD_FAILED,
  TASK_TITLE_REQUIRED,
  initialTaskBoardContext,
  moveTask,
  selectTaskBoardView,
  taskBoardMachine,
} from '@portal/domain';
import type { Task, TaskBoardContext, TaskBoardSnapshot } from '@portal/domain';
import { announced, nextFrame, pointer, pressAndMove } from '../../testing/drag';
import { TaskBoard, taskBoardViewProps } from './TaskBoard';
import type { TaskBoardProps, TaskBoardViewProps } from './TaskBoard';
import { ownFrameOnDocsPage } from '../../testing/docs-frame';

const task = (
  id: string,
  title: string,
  status: Task['status'],
  created_at: string,
  content = '',
): Task => ({
  id,
  title,
  status,
  content,
  created_at,
  completed_at: status === 'done' ? '2025-03-20T15:00:00Z' : null,
  from_meeting: null,
});

const tasks: readonly Task[] = [
  task(
    't-1',
    'Revisar fluxo de caixa de março',
    'not-started',
    '2025-03-10T12:30:00Z',
    'Conferir entradas do iFood e pagamentos aos fornecedores de farinha.',
  ),
  task('t-2', 'Atualizar cardápio de inverno', 'not-started', '2025-03-11T13:00:00Z'),
  task('t-3', 'Cotar novo forno com três fornecedores', 'not-started', '2025-03-12T14:15:00Z'),
  task('t-4', 'Treinar equipe no novo sistema de caixa', 'in-progress', '2025-03-05T11:00:00Z'),
  task('t-5', 'Negociar prazo com o Moinho São Jorge', 'in-progress', '2025-03-06T16:45:00Z'),
  task('t-6', 'Publicar promoção de Páscoa no Instagram', 'done', '2025-02-28T10:00:00Z'),
  task('t-7', 'Enviar DRE de fevereiro ao conselho', 'done', '2025-02-25T09:30:00Z'),
];

const ana = { id: 'u-ana', name: 'Ana Souza' };
const bruno = { id: 'u-bruno', name: 'Bruno Carvalho de Albuquerque Figueiredo' };

/** The board of a company whose tasks have owners and due dates (one long past: overdue). */
const assignedTasks: readonly Task[] = [
  { ...tasks[0]!, owner_id: bruno.id, owner_name: bruno.name, due_date: '2099-12-20' },
  { ...tasks[1]!, owner_id: ana.id, owner_name: ana.name, due_date: '2025-04-01' },
  { ...tasks[2]!, owner_id: ana.id, owner_name: ana.name },
  { ...tasks[3]!, due_date: '2099-01-15' },
  { ...tasks[4]!, owner_id: ana.id, owner_name: ana.name, due_date: '2099-01-10' },
  tasks[5]!,
  tasks[6]!,
];

/** The machine with `tasks` loaded, plus what a story changes (its fixture context). */
const boardContext = (changes: Partial<TaskBoardContext> = {}): TaskBoardContext => ({
  ...initialTaskBoardContext,
  tasks: changes.tasks ?? tasks,
  savedTasks: changes.tasks ?? tasks,
  people: [ana, bruno],
  lens: { mine: false, byDue: false, me: ana.id },
  ...changes,
});

/** Where the board region of the machine is. */
type BoardState = TaskBoardSnapshot['value']['board'];
/** The board at rest: loaded, nothing on its way. */
const idle = { ready: 'idle' } as const;

/**
 * The board's props as the machine's view gives them with its board region in `board` and the
 * fixture `context` (the toast region is `shown` while the context holds a toast). The top bar
 * shows while the machine is `busy`; the stories that show it give the portal ticker's
 * `loadingProgress` themselves.
 */
function fromMachine(
  board: BoardState,
  context: TaskBoardContext,
): TaskBoardViewProps & Pick<TaskBoardProps, 'isLoading'> {
  const view = selectTaskBoardView(
    taskBoardMachine.resolveState({
      value: {
        board,
        people: context.peopleError ? 'failed' : 'ready',
        toast: context.toast ? 'shown' : 'hidden',
      },
      context,
    }),
  );
  return { ...taskBoardViewProps(view), isLoading: view.isBusy };
}

const meta = {
  title: 'Screens/Tasks/Board',
  component: TaskBoard,
  parameters: ownFrameOnDocsPage,
  args: {
    ...fromMachine(idle, boardContext()),
    businessName: 'Padaria Pão Dourado',
    loadingProgress: 100,
    onDismissToast: fn(),
    onDragStart: fn(),
    onDragCancel: fn(),
    onDrop: fn(),
    onOpenTask: fn(),
    onClosePanel: fn(),
    onSaveTask: fn(),
    onSetTaskStatus: fn(),
    onCreateTask: fn(),
    onDeleteTask: fn(),
    onRetry: fn(),
    onShowMine: fn(),
    onSortByDue: fn(),
  },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  decorators: [
    (Story) => (
      <div style={{ padding: 24 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TaskBoard>;
export default meta;
type Story = StoryObj<typeof meta>;

const column = (name: string) => screen.getByRole('region', { name: new RegExp(`^${name}`) });
const card = (title: string) => screen.getByRole('button', { name: new RegExp(`^${title}`) });
/** Space on the focused card picks it up; arrows count once the pick-up is announced. */
const pickUp = async (
  title: string,
  userEvent: { keyboard: (keys: string) => Promise<unknown> },
) => {
  card(title).focus();
  await userEvent.keyboard(' ');
  await announced(`Tarefa ${title}`);
  await nextFrame();
};

/**
 * The board as the machine drives it, so drags can be followed on screen: it keeps the story's
 * fixture context and changes it as the machine's transitions do for these events (a drop is the
 * domain's `moveTask`, the optimistic move), then shows it through `selectTaskBoardView`.
 */
function StatefulBoard({ initial, ...args }: TaskBoardProps & { initial: TaskBoardContext }) {
  const [data, setData] = useState(initial);
  return (
    <TaskBoard
      {...args}
      {...fromMachine(idle, data)}
      onDragStart={(id) => {
        setData((current) => ({ ...current, isDragging: true, openTaskId: null }));
        args.onDragStart(id);
      }}
      onDragCancel={() => {
        setData((current) => ({ ...current, isDragging: false }));
        args.onDragCancel();
      }}
      onOpenTask={(id) => {
        setData((current) => (current.isDragging ? current : { ...current, openTaskId: id }));
        args.onOpenTask(id);
      }}
      onClosePanel={() => {
        setData((current) => ({ ...current, openTaskId: null }));
        args.onClosePanel();
      }}
      onDrop={(drop) => {
        setData((current) => ({
          ...current,
          isDragging: false,
          tasks: moveTask(current.tasks, drop),
        }));
        args.onDrop(drop);
      }}
      // `task.setStatus`: the same move as a drop at the top of the chosen column.
      onSetTaskStatus={(taskId, status) => {
        setData((current) => ({
          ...current,
          tasks: moveTask(current.tasks, { taskId, toStatus: status, toIndex: 0 }),
        }));
        args.onSetTaskStatus(taskId, status);
      }}
    />
  );
}

/** Renders the story through StatefulBoard, starting from `data`. */
const statefulFrom =
  (data: TaskBoardContext = boardContext()) =>
  (args: TaskBoardProps) => <StatefulBoard {...args} initial={data} />;

const titlesIn = (name: string) =>
  within(column(name))
    .queryAllByRole('listitem')
    .map((item) => item.querySelector('[role="button"] span')?.textContent);

/**
 * What a rule inside `@media (prefers-reduced-motion: reduce)` sets for `property` on `element`
 * (through one of its classes), or null when no such rule does.
 */
function reducedMotionValue(element: Element, property: string): string | null {
  for (const sheet of document.styleSheets) {
    for (const rule of sheet.cssRules) {
      if (!(rule instanceof CSSMediaRule) || !rule.conditionText.includes('reduced-motion'))
        continue;
      for (const inner of rule.cssRules) {
        if (!(inner instanceof CSSStyleRule) || !element.matches(inner.selectorText)) continue;
        const value = inner.style.getPropertyValue(property);
        if (value) return value;
      }
    }
  }
  return null;
}

/**
 * A slow first load draws the board to come: the three columns with their headings and
 * placeholder cards, busy, under the top bar; the loading is said once, in a status.
 */
const loading: Story = {
  args: { ...fromMachine('loading', boardContext({ tasks: [] })), loadingProgress: 35 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Carregando tarefas' })).toHaveAttribute(
      'aria-valuenow',
      '35',
    );
    await expect(canvas.getByRole('status')).toHaveTextContent('Carregando tarefas...');
    const skeleton = canvasElement.querySelector('[data-board-skeleton]') as HTMLElement;
    await expect(skeleton).toHaveAttribute('aria-busy', 'true');
    await expect(
      within(skeleton)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(['Not started', 'In progress', 'Done']);
    const cards = skeleton.querySelectorAll('[data-placeholder-card]');
    await expect(cards.length).toBe(6);
    for (const card of cards) await expect(card).toBeVisible();
    // No column is a region yet: nothing to count or to drop on until the tasks come.
    await expect(canvas.queryByRole('region', { name: /^Not started/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Nova Tarefa' })).toBeNull();
    // The placeholders pulse, except for people who asked for less motion.
    const bar = cards[0]?.firstElementChild as Element;
    await expect(getComputedStyle(bar).animationName).not.toBe('none');
    await expect(reducedMotionValue(bar, 'animation-name')).toBe('none');
  },
};

/**
 * Opening 'Tarefas' on a slow connection: the three columns drawn ahead with placeholder cards,
 * the load said once.
 */
export const Loading: Story = loading;

/** At 360 px the columns are stacked, as the board will be, and nothing scrolls sideways. */
export const LoadingMobile: Story = {
  ...loading,
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async (context) => {
    await loading.play?.(context);
    const headings = within(
      context.canvasElement.querySelector('[data-board-skeleton]') as HTMLElement,
    ).getAllByRole('heading', { level: 2 });
    const [first, second] = headings.map((heading) => heading.getBoundingClientRect());
    await expect(second!.top).toBeGreaterThan(first!.bottom);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

/** A refresh (the machine's `ready.refreshing`) keeps the board on screen under the bar. */
export const Refreshing: Story = {
  args: {
    ...fromMachine({ ready: 'refreshing' }, boardContext({ needsRefresh: true })),
    loadingProgress: 80,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '80');
    await expect(card('Revisar fluxo de caixa de março')).toBeVisible();
  },
};

/** The tasks could not be read: the product's message and 'Tentar novamente'. */
export const Failure: Story = {
  // The machine's first load failed: docs/product.md's text (its toast of the same text has had its 3 s).
  args: fromMachine('failure', boardContext({ tasks: [], error: TASKS_LOAD_FAILED })),
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(TASKS_LOAD_FAILED);
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** A company with no task yet: each column says 'Nenhuma tarefa'. */
export const Empty: Story = {
  args: fromMachine(idle, boardContext({ tasks: [] })),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Tarefas de Padaria Pão Dourado',
    );
    await expect(canvas.getAllByText('Nenhuma tarefa')).toHaveLength(3);
    await expect(column('Not started')).toHaveTextContent('0 tarefas');
  },
};

/**
 * A company's board: three, two and two tasks, each card with its date, 'Nova Tarefa' under the
 * first column.
 */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Tarefas de Padaria Pão Dourado',
    );
    await expect(column('Not started')).toHaveTextContent('3 tarefas');
    await expect(column('In progress')).toHaveTextContent('2 tarefas');
    await expect(column('Done')).toHaveTextContent('2 tarefas');
    await expect(card('Revisar fluxo de caixa de março')).toHaveTextContent(/Criado em .*2025 às/);
    // Desktop: 'Nova Tarefa' sits under the first column (the top one is hidden).
    const buttons = canvas.getAllByRole('button', { name: 'Nova Tarefa' });
    await expect(buttons).toHaveLength(1);
    await expect(within(column('Not started')).getByRole('button', { name: 'Nova Tarefa' })).toBe(
      buttons[0],
    );
  },
};

/** A long 'Done' column folded away from its header, and unfolded again. */
export const DoneCollapsed: Story = {
  args: { defaultDoneCollapsed: true },
  play: async ({ userEvent }) => {
    const toggle = within(column('Done')).getByRole('button', { name: /Done/ });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(screen.queryByRole('button', { name: /^Publicar promoção/ })).toBeNull();
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(card('Publicar promoção de Páscoa no Instagram')).toBeVisible();
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Click and Enter open a card; the trash button does not. */
export const OpenCard: Story = {
  play: async ({ args, userEvent }) => {
    await userEvent.click(card('Atualizar cardápio de inverno'));
    await expect(args.onOpenTask).toHaveBeenCalledWith('t-2');
    card('Treinar equipe no novo sistema de caixa').focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpenTask).toHaveBeenLastCalledWith('t-4');
    await expect(args.onDragStart).not.toHaveBeenCalled();
  },
};

/**
 * A task opened: the side panel with its title, 'Criado em:' and the description ready to be
 * typed.
 */
export const PanelOpen: Story = {
  args: fromMachine(idle, boardContext({ openTaskId: 't-1' })),
  play: async ({ canvas, args, userEvent }) => {
    const panel = await canvas.findByRole('dialog', { name: 'Detalhes da tarefa' });
    await expect(
      within(panel).getByRole('heading', { name: 'Revisar fluxo de caixa de março' }),
    ).toBeVisible();
    await expect(panel).toHaveTextContent('Criado em:');
    const description = within(panel).getByPlaceholderText(
      'Adicione uma descrição para esta tarefa...',
    );
    await waitFor(() => expect(description).toHaveFocus());
    await userEvent.type(description, ' Fechar até dia 5.');
    await userEvent.click(within(panel).getByRole('button', { name: 'Salvar Alterações' }));
    await expect(args.onSaveTask).toHaveBeenCalledWith({
      taskId: 't-1',
      description:
        'Conferir entradas do iFood e pagamentos aos fornecedores de farinha. Fechar até dia 5.',
    });
    await userEvent.keyboard('{Escape}');
    await expect(args.onClosePanel).toHaveBeenCalled();
  },
};

/** Pencil, new title, Enter: the title goes to onSaveTask. */
export const PanelTitleEditing: Story = {
  args: fromMachine(idle, boardContext({ openTaskId: 't-1' })),
  play: async ({ canvas, args, userEvent }) => {
    const panel = await canvas.findByRole('dialog', { name: 'Detalhes da tarefa' });
    // The panel moves focus to the description 50 ms after it opens: typing before that loses
    // the first letters of the title to the move.
    const description = within(panel).getByPlaceholderText(
      'Adicione uma descrição para esta tarefa...',
    );
    await waitFor(() => expect(description).toHaveFocus());
    await userEvent.click(within(panel).getByRole('button', { name: 'Editar título' }));
    const input = within(panel).getByRole('textbox', { name: 'Título da tarefa' });
    await userEvent.clear(input);
    await userEvent.type(input, 'Revisar fluxo de caixa do trimestre{Enter}');
    await expect(args.onSaveTask).toHaveBeenCalledWith({
      taskId: 't-1',
      description: 'Conferir entradas do iFood e pagamentos aos fornecedores de farinha.',
      title: 'Revisar fluxo de caixa do trimestre',
    });
    // Left in edit mode to show it.
    await userEvent.click(within(panel).getByRole('button', { name: 'Editar título' }));
    await expect(within(panel).getByRole('textbox', { name: 'Título da tarefa' })).toHaveFocus();
  },
};

/** Escape in the title restores it, keeps the panel open and sends no title. */
export const PanelTitleEscape: Story = {
  args: fromMachine(idle, boardContext({ openTaskId: 't-1' })),
  play: async ({ canvas, args, userEvent }) => {
    const panel = await canvas.findByRole('dialog', { name: 'Detalhes da tarefa' });
    await userEvent.click(within(panel).getByRole('button', { name: 'Editar título' }));
    const input = within(panel).getByRole('textbox', { name: 'Título da tarefa' });
    await userEvent.clear(input);
    await userEvent.type(input, 'Outro título{Escape}');
    await expect(
      within(panel).getByRole('heading', { name: 'Revisar fluxo de caixa de março' }),
    ).toBeVisible();
    await expect(args.onClosePanel).not.toHaveBeenCalled();
    await userEvent.click(within(panel).getByRole('button', { name: 'Salvar Alterações' }));
    await expect(args.onSaveTask).toHaveBeenCalledWith({
      taskId: 't-1',
      description: 'Conferir entradas do iFood e pagamentos aos fornecedores de farinha.',
    });
  },
};

const statusControl = (panel: HTMLElement) =>
  within(panel).getByRole('combobox', { name: 'Status' });

/**
 * The side panel's status moves the task without a drag: choosing 'In progress' puts the card at
 * the top of that column at once, and the control shows the new status. Reached with Tab from
 * the title's pencil, so a keyboard never needs to pick the card up.
 */
const panelStatusChange: Story = {
  render: statefulFrom(boardContext({ openTaskId: 't-1' })),
  play: async ({ canvas, args, userEvent }) => {
    const panel = await canvas.findByRole('dialog', { name: 'Detalhes da tarefa' });
    const status = statusControl(panel);
    await expect(status).toHaveValue('not-started');
    await expect(
      within(status)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Not started', 'In progress', 'Done']);
    within(panel).getByRole('button', { name: 'Editar título' }).focus();
    await userEvent.tab();
    await expect(status).toHaveFocus();
    await userEvent.selectOptions(status, 'In progress');
    await expect(args.onSetTaskStatus).toHaveBeenCalledWith('t-1', 'in-progress');
    await expect(args.onDragStart).not.toHaveBeenCalled();
    await waitFor(() =>
      expect(titlesIn('In progress')).toEqual([
        'Revisar fluxo de caixa de março',
        'Treinar equipe no novo sistema de caixa',
        'Negociar prazo com o Moinho São Jorge',
      ]),
    );
    await expect(column('Not started')).toHaveTextContent('2 tarefas');
    await expect(statusControl(panel)).toHaveValue('in-progress');
    // The panel stays on the task: on to Done from the same control.
    await userEvent.selectOptions(statusControl(panel), 'Done');
    await waitFor(() => expect(titlesIn('Done')[0]).toBe('Revisar fluxo de caixa de março'));
    await expect(args.onSetTaskStatus).toHaveBeenLastCalledWith('t-1', 'done');
  },
};

/**
 * Moving a task from its panel instead of dragging it: the status select puts it in the chosen
 * column.
 */
export const PanelStatusChange: Story = panelStatusChange;

/** At 360 px the panel is the whole screen: the control fits in it, nothing scrolls sideways. */
export const MobilePanelStatusChange: Story = {
  ...panelStatusChange,
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async (context) => {
    const panel = await context.canvas.findByRole('dialog', { name: 'Detalhes da tarefa' });
    // Full width and in place once its slide-in has ended.
    await waitFor(() =>
      expect(panel.getBoundingClientRect()).toMatchObject({ left: 0, width: window.innerWidth }),
    );
    const box = statusControl(panel).getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    await expect(box.height).toBeGreaterThanOrEqual(40);
    await panelStatusChange.play?.(context);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

/**
 * The server refused the status change (the machine's failed `saveOrder`): the task is back in
 * its column, the control shows its old status, and the product's reorder error says why.
 */
export const PanelStatusRefused: Story = {
  args: fromMachine(
    idle,
    boardContext({
      openTaskId: 't-4',
      toast: { tone: 'error', text: TASKS_REORDER_FAILED },
    }),
  ),
  play: async ({ canvas }) => {
    const panel = await canvas.findByRole('dialog', { name: 'Detalhes da tarefa' });
    await expect(statusControl(panel)).toHaveValue('in-progress');
    await expect(titlesIn('In progress')).toContain('Treinar equipe no novo sistema de caixa');
    await expect(canvas.getByRole('alert')).toHaveTextContent(TASKS_REORDER_FAILED);
  },
};

/** An edit of the open task is on its way to the server (the machine's `ready.updating`). */
export const PanelSaving: Story = {
  args: fromMachine(
    { ready: 'updating' },
    boardContext({
      openTaskId: 't-1',
      queue: [{ kind: 'update', task: { ...tasks[0]!, content: 'Fechar até dia 5.' } }],
    }),
  ),
  play: async ({ canvas }) => {
    const panel = await canvas.findByRole('dialog', { name: 'Detalhes da tarefa' });
    await expect(within(panel).getByRole('button', { name: 'Salvando...' })).toBeVisible();
  },
};

/** 'Nova Tarefa': a title and a description, then 'Criar Tarefa'. */
export const NewTaskDialogOpen: Story = {
  args: { newTaskInitial: { title: '', description: '' } },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Nova Tarefa' }));
    const dialog = await canvas.findByRole('dialog', { name: 'Nova Tarefa' });
    await userEvent.type(within(dialog).getByLabelText('Título'), 'Contratar confeiteiro');
    await userEvent.type(within(dialog).getByLabelText(/Descrição/), 'Turno da manhã, CLT.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Criar Tarefa' }));
    await expect(args.onCreateTask).toHaveBeenCalledWith({
      title: 'Contratar confeiteiro',
      description: 'Turno da manhã, CLT.',
    });
    await waitFor(() => expect(canvas.queryByRole('dialog', { name: 'Nova Tarefa' })).toBeNull());
    // Reopened to show the dialog.
    await userEvent.click(canvas.getByRole('button', { name: 'Nova Tarefa' }));
    await expect(within(await canvas.findByRole('dialog')).getByLabelText('Título')).toHaveValue(
      '',
    );
  },
};

/** 'Criar Tarefa' with no title: the product's message, nothing created. */
export const NewTaskMissingTitle: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Nova Tarefa' }));
    const dialog = await canvas.findByRole('dialog', { name: 'Nova Tarefa' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Criar Tarefa' }));
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(TASK_TITLE_REQUIRED);
    await expect(args.onCreateTask).not.toHaveBeenCalled();
  },
};

/** The owner refused the new task: the dialog shows its text; closing asks the owner to clear it. */
export const NewTaskError: Story = {
  args: {
    ...fromMachine(idle, boardContext({ newTaskError: TASK_TITLE_REQUIRED })),
    onDismissNewTaskError: fn(),
    newTaskInitial: { title: '', description: 'Turno da manhã, CLT.' },
  },
  play: async ({ canvas, args, userEvent }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'Nova Tarefa' });
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(TASK_TITLE_REQUIRED);
    await expect(within(dialog).getByLabelText(/Descrição/)).toHaveValue('Turno da manhã, CLT.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await expect(args.onDismissNewTaskError).toHaveBeenCalledTimes(1);
    await expect(args.onCreateTask).not.toHaveBeenCalled();
  },
};

/**
 * Tasks with a 'Responsável' and a 'Prazo': the card says both, and one past its date and not
 * done says 'Atrasada' in words as well as colour. 'Mostrar' and 'Ordenar por' sit above the
 * columns.
 */
export const AssignedAndOverdue: Story = {
  args: fromMachine(idle, boardContext({ tasks: assignedTasks })),
  play: async ({ canvas, args, userEvent }) => {
    const late = card('Atualizar cardápio de inverno');
    await expect(late).toHaveTextContent('Responsável: Ana Souza');
    await expect(late).toHaveTextContent('Prazo: 01/04/2025 · Atrasada');
    await expect(card('Revisar fluxo de caixa de março')).not.toHaveTextContent('Atrasada');
    await userEvent.click(canvas.getByRole('radio', { name: 'Minhas tarefas' }));
    await expect(args.onShowMine).toHaveBeenCalledWith(true);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Ordenar por' }), 'Prazo');
    await expect(args.onSortByDue).toHaveBeenCalledWith(true);
  },
};

/** 'Minhas tarefas': only Ana's tasks, and each column by 'Prazo', soonest first. */
export const MineSortedByDue: Story = {
  args: fromMachine(
    idle,
    boardContext({ tasks: assignedTasks, lens: { mine: true, byDue: true, me: ana.id } }),
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Minhas tarefas' })).toBeChecked();
    await expect(canvas.getByRole('combobox', { name: 'Ordenar por' })).toHaveValue('due');
    const titles = within(column('Not started'))
      .getAllByRole('button', { name: /^(?!Excluir|Nova)/ })
      .map((button) => button.textContent ?? '');
    await expect(titles.map((text) => text.slice(0, 20))).toEqual([
      'Atualizar cardápio d',
      'Cotar novo forno com',
    ]);
    await expect(column('Done')).toHaveTextContent('0 tarefas');
  },
};

/** A business account (or an admin viewing the company) owns no task: no 'Minhas tarefas'. */
export const NotOneOfThePeople: Story = {
  args: fromMachine(
    idle,
    boardContext({ tasks: assignedTasks, lens: { mine: false, byDue: false, me: null } }),
  ),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('radio', { name: 'Minhas tarefas' })).toBeNull();
    await expect(canvas.getByRole('combobox', { name: 'Ordenar por' })).toBeVisible();
  },
};

/** The panel gives the task to a person and a date, by keyboard, saved with 'Salvar Alterações'. */
export const PanelAssign: Story = {
  args: fromMachine(idle, boardContext({ tasks: assignedTasks, openTaskId: 't-3' })),
  play: async ({ canvas, args, userEvent }) => {
    const panel = await canvas.findByRole('dialog', { name: 'Detalhes da tarefa' });
    const owner = within(panel).getByRole('combobox', { name: 'Responsável' });
    await expect(owner).toHaveValue(ana.id);
    await userEvent.selectOptions(owner, bruno.name);
    const due = within(panel).getByLabelText('Prazo');
    await userEvent.type(due, '2026-12-18');
    await userEvent.click(within(panel).getByRole('button', { name: 'Salvar Alterações' }));
    await expect(args.onSaveTask).toHaveBeenCalledWith({
      taskId: 't-3',
      description: '',
      ownerId: bruno.id,
      dueDate: '2026-12-18',
    });
  },
};

/** On a 360 px phone 'Responsável' and 'Prazo' stack inside the panel, whole and in view. */
export const MobilePanelAssign: Story = {
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  args: fromMachine(idle, boardContext({ tasks: assignedTasks, openTaskId: 't-1' })),
  play: async ({ canvas }) => {
    const panel = await canvas.findByRole('dialog', { name: 'Detalhes da tarefa' });
    const owner = within(panel).getByRole('combobox', { name: 'Responsável' });
    const due = within(panel).getByLabelText('Prazo');
    await expect(owner).toHaveValue(bruno.id);
    await expect(due).toHaveValue('2099-12-20');
    await waitFor(() =>
      expect(due.getBoundingClientRect().top).toBeGreaterThanOrEqual(
        owner.getBoundingClientRect().bottom,
      ),
    );
    // Once the panel has slid in.
    for (const field of [owner, due])
      await waitFor(() =>
        expect(field.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth),
      );
  },
};

/** The people could not be loaded: the panel says so and keeps the owner as it is. */
export const PanelPeopleFailed: Story = {
  args: fromMachine(
    idle,
    boardContext({
      tasks: assignedTasks,
      openTaskId: 't-2',
      people: [],
      peopleError: TASK_PEOPLE_LOAD_FAILED,
    }),
  ),
  play: async ({ canvas }) => {
    const panel = await canvas.findByRole('dialog', { name: 'Detalhes da tarefa' });
    await expect(within(panel).getByRole('combobox', { name: 'Responsável' })).toBeDisabled();
    await expect(panel).toHaveTextContent(TASK_PEOPLE_LOAD_FAILED);
  },
};

/** The new-task dialog may give the task an owner and a date at once. */
export const NewTaskAssigned: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Nova Tarefa' }));
    const dialog = await canvas.findByRole('dialog', { name: 'Nova Tarefa' });
    await userEvent.type(within(dialog).getByLabelText('Título'), 'Cotar embalagens');
    await userEvent.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Responsável' }),
      ana.name,
    );
    await userEvent.type(within(dialog).getByLabelText('Prazo'), '2026-12-11');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Criar Tarefa' }));
    await expect(args.onCreateTask).toHaveBeenCalledWith({
      title: 'Cotar embalagens',
      description: '',
      ownerId: ana.id,
      dueDate: '2026-12-11',
    });
  },
};

/** A card's trash: 'Excluir tarefa' asks first, naming the task; 'Cancelar' keeps it. */
export const DeleteConfirmation: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: 'Excluir tarefa Cotar novo forno com três fornecedores' }),
    );
    let dialog = await canvas.findByRole('dialog', { name: 'Excluir tarefa' });
    await expect(dialog).toHaveTextContent('Cotar novo forno com três fornecedores');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await expect(args.onDeleteTask).not.toHaveBeenCalled();
    await expect(args.onOpenTask).not.toHaveBeenCalled();

    await userEvent.click(
      canvas.getByRole('button', { name: 'Excluir tarefa Cotar novo forno com três fornecedores' }),
    );
    dialog = await canvas.findByRole('dialog', { name: 'Excluir tarefa' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    await expect(args.onDeleteTask).toHaveBeenCalledWith('t-3');
    // Left open to show it.
    await userEvent.click(
      canvas.getByRole('button', { name: 'Excluir tarefa Enviar DRE de fevereiro ao conselho' }),
    );
    await expect(await canvas.findByRole('dialog', { name: 'Excluir tarefa' })).toHaveAttribute(
      'open',
    );
  },
};

/** Right after creating a task: 'Tarefa criada com sucesso!'. */
export const SuccessToast: Story = {
  args: fromMachine(
    idle,
    boardContext({ toast: { tone: 'success', text: 'Tarefa criada com sucesso!' } }),
  ),
  play: async ({ canvas, args, userEvent }) => {
    const toast = canvas.getByText('Tarefa criada com sucesso!').closest('[role="status"]');
    await expect(toast).toHaveAttribute('data-toast-tone', 'success');
    await userEvent.click(canvas.getByRole('button', { name: 'Fechar notificação' }));
    await expect(args.onDismissToast).toHaveBeenCalled();
  },
};

/**
 * A move the server refused: the board goes back and says 'Erro ao atualizar tarefas. Por favor,
 * tente novamente.'.
 */
export const ErrorToast: Story = {
  args: fromMachine(
    idle,
    boardContext({
      toast: { tone: 'error', text: 'Erro ao atualizar tarefas. Por favor, tente novamente.' },
    }),
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Erro ao atualizar tarefas. Por favor, tente novamente.',
    );
  },
};

/** The board on a 360 px phone: the columns one under the other, 'Nova Tarefa' at the top. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvas }) => {
    // Mobile: 'Nova Tarefa' at the top; the columns are stacked.
    const buttons = canvas.getAllByRole('button', { name: 'Nova Tarefa' });
    await expect(buttons).toHaveLength(1);
    await expect(
      within(column('Not started')).queryByRole('button', { name: 'Nova Tarefa' }),
    ).toBeNull();
    const first = column('Not started').getBoundingClientRect();
    const second = column('In progress').getBoundingClientRect();
    await expect(second.top).toBeGreaterThan(first.bottom - 1);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

/** A task opened on a phone: the panel takes the whole screen. */
export const MobilePanelOpen: Story = {
  args: fromMachine(idle, boardContext({ openTaskId: 't-4' })),
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvas }) => {
    const panel = await canvas.findByRole('dialog', { name: 'Detalhes da tarefa' });
    // Full width once its slide-in has ended (mid-animation it measures a fraction less).
    await waitFor(() => expect(panel.getBoundingClientRect().width).toBe(window.innerWidth));
  },
};

/** Keyboard drag: Space picks the card up, ArrowRight goes to 'In progress', Space drops. */
export const KeyboardDragBetweenColumns: Story = {
  render: statefulFrom(),
  play: async ({ args, userEvent }) => {
    await pickUp('Revisar fluxo de caixa de março', userEvent);
    await expect(args.onDragStart).toHaveBeenCalledWith('t-1');
    await userEvent.keyboard('{ArrowRight}');
    await announced('movida na coluna In progress');
    await userEvent.keyboard(' ');
    await expect(args.onDrop).toHaveBeenCalledWith(
      expect.objectContaining({ taskId: 't-1', toStatus: 'in-progress' }),
    );
    await waitFor(() =>
      expect(titlesIn('In progress')).toContain('Revisar fluxo de caixa de março'),
    );
    await expect(column('Not started')).toHaveTextContent('2 tarefas');
    // Focus follows the card to its new column, so the keyboard user can carry on from there.
    await waitFor(() => expect(card('Revisar fluxo de caixa de março')).toHaveFocus());
    await expect(args.onOpenTask).not.toHaveBeenCalled();
  },
};

/** Keyboard drag within a column: ArrowDown puts the first card second. */
export const KeyboardDragWithinColumn: Story = {
  render: statefulFrom(),
  play: async ({ args, userEvent }) => {
    await pickUp('Revisar fluxo de caixa de março', userEvent);
    await userEvent.keyboard('{ArrowDown}');
    await announced('movida na coluna Not started, posição 2 de 3');
    await userEvent.keyboard(' ');
    await expect(args.onDrop).toHaveBeenCalledWith({
      taskId: 't-1',
      toStatus: 'not-started',
      toIndex: 1,
    });
    await waitFor(() =>
      expect(titlesIn('Not started')).toEqual([
        'Atualizar cardápio de inverno',
        'Revisar fluxo de caixa de março',
        'Cotar novo forno com três fornecedores',
      ]),
    );
  },
};

/** Escape cancels a keyboard drag: nothing moves. */
export const KeyboardDragCancel: Story = {
  render: statefulFrom(),
  play: async ({ args, userEvent }) => {
    await pickUp('Treinar equipe no novo sistema de caixa', userEvent);
    await userEvent.keyboard('{ArrowRight}');
    await announced('movida na coluna Done');
    await userEvent.keyboard('{Escape}');
    await expect(args.onDragCancel).toHaveBeenCalled();
    await expect(args.onDrop).not.toHaveBeenCalled();
    await expect(column('In progress')).toHaveTextContent('2 tarefas');
  },
};

/** Pointer drag from 'Not started' into the empty 'Done' column; the panel closes on drag start. */
export const PointerDragToEmptyColumn: Story = {
  render: statefulFrom(
    boardContext({ openTaskId: 't-2', tasks: tasks.filter(({ status }) => status !== 'done') }),
  ),
  play: async ({ args }) => {
    const source = card('Atualizar cardápio de inverno');
    const from = source.getBoundingClientRect();
    const to = column('Done').getBoundingClientRect();
    const start = { x: from.left + 20, y: from.top + 10 };
    const end = { x: to.left + to.width / 2, y: to.top + to.height / 2 };
    await pressAndMove(source, start, end);
    await expect(args.onDragStart).toHaveBeenCalledWith('t-2');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    pointer(document, 'pointerup', end.x, end.y);
    await expect(args.onDrop).toHaveBeenCalledWith({ taskId: 't-2', toStatus: 'done', toIndex: 0 });
    await waitFor(() => expect(titlesIn('Done')).toEqual(['Atualizar cardápio de inverno']));
    await expect(args.onOpenTask).not.toHaveBeenCalled();
  },
};

/** Pointer drag within 'Not started': the first card dropped on the third takes its place. */
export const PointerDragWithinColumn: Story = {
  render: statefulFrom(),
  play: async ({ args }) => {
    const source = card('Revisar fluxo de caixa de março');
    const from = source.getBoundingClientRect();
    const to = card('Cotar novo forno com três fornecedores').getBoundingClientRect();
    const start = { x: from.left + 20, y: from.top + 10 };
    const end = { x: to.left + 20, y: to.top + to.height / 2 };
    await pressAndMove(source, start, end);
    pointer(document, 'pointerup', end.x, end.y);
    await expect(args.onDrop).toHaveBeenCalledWith({
      taskId: 't-1',
      toStatus: 'not-started',
      toIndex: 2,
    });
    await waitFor(() =>
      expect(titlesIn('Not started')).toEqual([
        'Atualizar cardápio de inverno',
        'Cotar novo forno com três fornecedores',
        'Revisar fluxo de caixa de março',
      ]),
    );
    await expect(args.onOpenTask).not.toHaveBeenCalled();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import {
  MEETING_LOAD_FAILED,
  MEETING_NOT_FOUND,
  formatMeetingDate,
  initialMeetingContext,
  meetingMachine,
  selectMeetingView,
  routes,
} from '@portal/domain';
import type { Meeting, MeetingContext, MeetingSnapshot, MeetingTab } from '@portal/domain';
import {
  kickoffMeeting,
  marketingMeeting,
  planningMeeting,
  storyBusinessName,
  typedNotesMeeting,
} from '../../fixtures/meetings.fixtures';
import { inlineBreaks } from '../../testing/layout';
import { MeetingDetail, meetingDetailViewProps } from './MeetingDetail';
import { ownFrameOnDocsPage } from '../../testing/docs-frame';

/**
 * The screen's props for machine state `value`, built as the container builds them, from a
 * fixture context for `planningMeeting`'s id with nothing loaded unless `context` says so
 * (`meeting: null` stands in for the prop the container leaves out while nothing is loaded).
 */
const fromMachine = (value: MeetingSnapshot['value'], context: Partial<MeetingContext> = {}) => ({
  meeting: null,
  ...meetingDetailViewProps(
    selectMeetingView(
      meetingMachine.resolveState({
        value,
        context: { ...initialMeetingContext, id: planningMeeting.id, ...context },
      }),
    ),
  ),
});

/**
 * A loaded meeting as the machine shows it, with the search (and the tab, unless one is given)
 * left to the screen's uncontrolled mode: the stories that click tabs or type a search have no
 * machine to hand the change back. Stories of the machine's own query use `fromMachine` whole.
 */
const loaded = (meeting: Meeting, tab?: MeetingTab) => {
  const view = fromMachine({ loaded: tab ?? 'resumo' }, { meeting });
  const { tab: machineTab, query: _query, ...props } = view;
  return tab ? { ...props, tab: machineTab } : props;
};

const meta = {
  title: 'Screens/Meetings/Detail',
  component: MeetingDetail,
  parameters: { ...ownFrameOnDocsPage, layout: 'padded' },
  args: {
    ...loaded(planningMeeting),
    businessName: storyBusinessName,
    onBack: fn(),
    onOpenTasks: fn(),
    onTabChange: fn(),
    onQueryChange: fn(),
  },
} satisfies Meta<typeof MeetingDetail>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A meeting opened from a link (nothing of it known yet): 'Carregando reunião...'. */
export const Loading: Story = {
  args: fromMachine('loading'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Carregando reunião...');
    // Opened from a link, nothing of the meeting is known yet.
    await expect(canvas.queryByRole('heading')).toBeNull();
  },
};

/** Opened from the list: its entry gives title and date at once; transcript and notes follow. */
export const LoadingFromList: Story = {
  args: fromMachine('loading', {
    summary: {
      id: planningMeeting.id,
      title: planningMeeting.title,
      date: planningMeeting.date,
      overview: planningMeeting.overview,
    },
  }),
  play: async ({ canvas, args, userEvent }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: planningMeeting.title }),
    ).toBeVisible();
    await expect(canvas.getByText(formatMeetingDate(planningMeeting.date))).toBeVisible();
    await expect(canvas.getByText(storyBusinessName)).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Carregando reunião...');
    await expect(canvas.queryByRole('tablist')).toBeNull();
    await userEvent.click(canvas.getByRole('link', { name: 'Voltar para Reuniões' }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};

/**
 * A meeting the company does not hold (another company's, or deleted): 'Reunião não encontrada'
 * and 'Voltar para Reuniões'.
 */
export const NotFound: Story = {
  args: fromMachine('notFound', { error: MEETING_NOT_FOUND }),
  play: async ({ canvas, args, userEvent }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Reunião não encontrada' }),
    ).toBeVisible();
    await expect(
      canvas.getByText('Não foi possível encontrar os detalhes desta reunião.'),
    ).toBeVisible();
    const back = canvas.getByRole('link', { name: 'Voltar para Reuniões' });
    await expect(back).toHaveAttribute('href', routes.meetings);
    await userEvent.click(back);
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};

/** The meeting could not be read: the product's message and the way back to the list. */
export const LoadError: Story = {
  args: fromMachine('failure', { error: MEETING_LOAD_FAILED }),
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Falha ao carregar detalhes da reunião' }),
    ).toBeVisible();
    await expect(
      canvas.getByText('Não foi possível encontrar os detalhes desta reunião.'),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Voltar para Reuniões' })).toBeVisible();
  },
};

/** Resumo (the default tab): overview, notes with bold and time ranges, and the added tasks. */
export const Loaded: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: planningMeeting.title }),
    ).toBeVisible();
    await expect(canvas.getByText(storyBusinessName)).toBeVisible();
    await expect(canvas.getByText(formatMeetingDate(planningMeeting.date))).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Resumo' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const panel = within(canvas.getByRole('tabpanel'));
    await expect(panel.getByRole('heading', { name: 'Overview' })).toBeVisible();
    await expect(panel.getByText('fluxo de caixa de março').tagName).toBe('STRONG');
    await expect(panel.getByRole('heading', { name: 'Notes' })).toBeVisible();
    await expect(panel.getByText('meta de 8% de desconto').tagName).toBe('STRONG');
    await expect(panel.getByText('(14:35 - 14:50)').tagName).toBe('MARK');
    await expect(panel.getByRole('link', { name: 'Fluxo de caixa 2024' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    await expect(panel.getByRole('heading', { name: 'Tarefas Adicionadas' })).toBeVisible();
    await expect(panel.getByText('Renegociar contrato de farinha')).toBeVisible();

    const allTasks = panel.getByRole('link', { name: 'Ver todas as tarefas' });
    await expect(allTasks).toHaveAttribute('href', routes.tasks);
    await userEvent.click(allTasks);
    await expect(args.onOpenTasks).toHaveBeenCalledTimes(1);

    await userEvent.click(canvas.getByRole('link', { name: 'Voltar para Reuniões' }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};

/** The meeting's tasks with what it promised, and its 'Plano de ação': where each stands now. */
const plannedMeeting: Meeting = {
  ...planningMeeting,
  tasks_added: [
    { ...planningMeeting.tasks_added[0]!, owner_name: 'Ana Souza', due_date: '2026-11-30' },
    planningMeeting.tasks_added[1]!,
  ],
  action_plan: [
    {
      id: 'p-1',
      title: 'Renegociar contrato de farinha',
      status: 'in-progress',
      owner_name: 'Ana Souza',
      due_date: '2026-11-30',
    },
    {
      id: 'p-2',
      title: 'Levantar orçamento do forno novo',
      status: 'done',
      owner_name: null,
      due_date: null,
    },
  ],
};

/**
 * A meeting that added tasks, seen after their due date: what was promised (owner, due date)
 * and, in 'Plano de ação', each task as the board has it now, late ones marked.
 */
export const ActionPlan: Story = {
  args: { ...loaded(plannedMeeting), now: new Date('2026-12-06T15:00:00Z') },
  play: async ({ canvas }) => {
    const panel = within(canvas.getByRole('tabpanel'));
    const promised = panel.getByText('Pedir três cotações e propor desconto de 8%.').parentElement!;
    await expect(promised).toHaveTextContent('Responsável: Ana Souza');
    await expect(promised).toHaveTextContent('Prazo: 30/11/2026');
    await expect(promised).not.toHaveTextContent('Atrasada');
    const plan = panel.getByRole('region', { name: 'Plano de ação' });
    const items = within(plan).getAllByRole('listitem');
    await expect(items[0]).toHaveTextContent('Status: In progress');
    await expect(items[0]).toHaveTextContent('Prazo: 30/11/2026 · Atrasada');
    await expect(items[1]).toHaveTextContent('Status: Done');
  },
};

/** Every task the meeting created was deleted from the board since. */
export const ActionPlanGone: Story = {
  args: loaded({ ...planningMeeting, action_plan: [] }),
  play: async ({ canvas }) => {
    const plan = canvas.getByRole('region', { name: 'Plano de ação' });
    await expect(plan).toHaveTextContent('As tarefas desta reunião foram excluídas do quadro.');
  },
};

/** A meeting that added no task: no 'Tarefas Adicionadas' and no 'Plano de ação'. */
export const NoAddedTasks: Story = {
  args: loaded(marketingMeeting),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading', { name: 'Tarefas Adicionadas' })).toBeNull();
    await expect(canvas.queryByRole('heading', { name: 'Plano de ação' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Ver todas as tarefas' })).toBeNull();
    // Plain-text notes keep their formatting too.
    await expect(canvas.getByText('anúncio pago').tagName).toBe('STRONG');
  },
};

/** A meeting recorded with neither notes nor transcript: each tab says so. */
export const NoNotesNoTranscript: Story = {
  args: loaded(kickoffMeeting),
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText('Nenhuma nota registrada.')).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Transcript' }));
    await expect(canvas.getByText('Esta reunião não tem transcrição.')).toBeVisible();
  },
};

/** The transcript: each line with its speaker and minute, bold words kept. */
export const TranscriptTab: Story = {
  args: fromMachine({ loaded: 'transcript' }, { meeting: planningMeeting }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Transcript' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByPlaceholderText('Search in transcript...')).toBeVisible();
    const entries = canvas.getAllByRole('listitem');
    await expect(entries).toHaveLength(planningMeeting.transcript.length);
    await expect(entries[0]).toHaveTextContent('Mariana Costa');
    await expect(entries[0]).toHaveTextContent('0,50');
    await expect(entries[1]).toHaveTextContent('2,25');
    await expect(entries[4]).toHaveTextContent('9,00');
    await expect(entries[5]).toHaveTextContent('12,40');
    await expect(within(entries[3] as HTMLElement).getByText('12%').tagName).toBe('STRONG');
  },
};

/** Opened by the search at one line: the Transcript tab, that line marked and scrolled to. */
export const TranscriptAtLine: Story = {
  args: fromMachine({ loaded: 'transcript' }, { meeting: planningMeeting, line: 3 }),
  play: async ({ canvas }) => {
    const entries = canvas.getAllByRole('listitem');
    await expect(entries[3]).toHaveAttribute('aria-current', 'location');
    await expect(entries.filter((e) => e.hasAttribute('aria-current'))).toHaveLength(1);
    await expect(entries[3]).toHaveAttribute('data-line', '3');
  },
};

/** Going from 'Resumo' to 'Transcript' and back by click. */
export const SwitchTabsByClick: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Transcript' }));
    await expect(args.onTabChange).toHaveBeenLastCalledWith('transcript');
    await expect(canvas.getByRole('searchbox', { name: 'Buscar na transcrição' })).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Resumo' }));
    await expect(args.onTabChange).toHaveBeenLastCalledWith('resumo');
    await expect(canvas.getByRole('heading', { name: 'Overview' })).toBeVisible();
  },
};

/** The same with the arrow keys. */
export const SwitchTabsByKeyboard: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const resumo = canvas.getByRole('tab', { name: 'Resumo' });
    resumo.focus();
    await userEvent.keyboard('{ArrowRight}');
    const transcript = canvas.getByRole('tab', { name: 'Transcript' });
    await expect(transcript).toHaveFocus();
    await expect(transcript).toHaveAttribute('aria-selected', 'true');
    await expect(args.onTabChange).toHaveBeenLastCalledWith('transcript');
    await expect(canvas.getByRole('searchbox')).toBeVisible();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(resumo).toHaveFocus();
    await expect(args.onTabChange).toHaveBeenLastCalledWith('resumo');
  },
};

/**
 * Searching the transcript for a word (case ignored) or a speaker: only the matching lines stay.
 */
export const TranscriptSearch: Story = {
  args: loaded(planningMeeting, 'transcript'),
  play: async ({ canvas, args, userEvent }) => {
    const search = canvas.getByRole('searchbox', { name: 'Buscar na transcrição' });
    await userEvent.type(search, 'FARINHA');
    await expect(args.onQueryChange).toHaveBeenLastCalledWith('FARINHA');
    const entries = canvas.getAllByRole('listitem');
    await expect(entries).toHaveLength(2);
    await expect(entries[0]).toHaveTextContent('margem caiu por causa da farinha');
    await expect(entries[1]).toHaveTextContent('renegociar a farinha');

    // The speaker matches too.
    await userEvent.clear(search);
    await userEvent.type(search, 'ana souza');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(1);
  },
};

/** A search that matches no line: the product's message; 'Limpar busca' brings every line back. */
export const TranscriptNoResults: Story = {
  args: loaded(planningMeeting, 'transcript'),
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('searchbox'), 'orçamento anual');
    await expect(canvas.queryAllByRole('listitem')).toHaveLength(0);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Nenhum resultado encontrado para "orçamento anual"',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Limpar busca' }));
    await expect(canvas.getAllByRole('listitem')).toHaveLength(planningMeeting.transcript.length);
  },
};

/** A controlled search (as the machine drives it): the query comes in as a prop. */
export const TranscriptSearchControlled: Story = {
  args: fromMachine({ loaded: 'transcript' }, { meeting: planningMeeting, query: 'Carlos' }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox')).toHaveValue('Carlos');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
  },
};

/** Notes imported with hostile HTML: nothing runs, nothing but the allowed tags reaches the page. */
export const HostileNotes: Story = {
  args: loaded({
    ...planningMeeting,
    notes:
      '<p>Notas do gravador</p><img src="x" onerror="window.__meetingXss=1"><script>window.__meetingXss=2</script><a href="javascript:window.__meetingXss=3">abrir</a>',
  }),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Notas do gravador')).toBeVisible();
    await expect(canvasElement.querySelector('script, img')).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'abrir' })).toBeNull();
    await expect((window as { __meetingXss?: number }).__meetingXss).toBeUndefined();
  },
};

/** A meeting's summary on a 360 px phone. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile360', isRotated: false } },
};

/** Its transcript on a 360 px phone. */
export const MobileTranscript: Story = {
  args: loaded(planningMeeting, 'transcript'),
  globals: { viewport: { value: 'mobile360', isRotated: false } },
};

/**
 * Notes read as the text they are: each **label** and (hh:mm - hh:mm) range sits on the line of
 * the words around it ('**Números de março**: receita bruta…' is one line, not three).
 */
const notesReadInline: Story = {
  args: loaded(typedNotesMeeting),
  play: async ({ canvas }) => {
    const notes = canvas.getByRole('region', { name: 'Notes' });
    const label = within(notes).getByText('Números de março');
    await expect(label.tagName).toBe('STRONG');
    await expect(notes.querySelectorAll('strong, mark').length).toBeGreaterThanOrEqual(8);
    await expect(inlineBreaks(notes)).toEqual([]);
  },
};

/**
 * Notes typed in plain text with bold words and time marks: each mark stays on its line (desktop).
 */
export const TypedNotesDesktop: Story = {
  ...notesReadInline,
  globals: { viewport: { value: 'desktop', isRotated: false } },
};

/** The same notes on a 360 px phone. */
export const TypedNotesMobile: Story = {
  ...notesReadInline,
  globals: { viewport: { value: 'mobile360', isRotated: false } },
};

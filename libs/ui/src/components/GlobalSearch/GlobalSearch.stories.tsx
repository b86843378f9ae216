import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import {
  SEARCH_FAILED,
  SEARCH_QUERY_TOO_SHORT,
  initialSearchContext,
  searchEmpty,
  searchMachine,
  selectSearchView,
} from '@portal/domain';
import type { SearchContext, SearchResultGroup, SearchScope, SearchSnapshot } from '@portal/domain';
import { GlobalSearch, globalSearchViewProps } from './GlobalSearch';
import { ownFrameOnDocsPage } from '../../testing/docs-frame';

const piece = (text: string, hit = false) => ({ text, hit });
const PAO = { businessId: 'b-pao', businessName: 'Padaria Pão da Serra' };

const groups: SearchResultGroup[] = [
  {
    kind: 'meeting',
    more: false,
    hits: [
      {
        kind: 'meeting',
        ...PAO,
        meetingId: 'm-1',
        date: '2026-03-05T13:00:00.000Z',
        title: [piece('Precificação dos pães')],
        snippet: [
          piece('Revisão dos custos da '),
          piece('farinha', true),
          piece(' e das margens.'),
        ],
      },
    ],
  },
  {
    kind: 'transcript',
    more: true,
    hits: [
      {
        kind: 'transcript',
        ...PAO,
        meetingId: 'm-1',
        date: '2026-03-05T13:00:00.000Z',
        line: 12,
        speaker: 'Roberto',
        minutes: 14.5,
        title: [piece('Precificação dos pães')],
        snippet: [piece('O fornecedor de '), piece('farinha', true), piece(' reajustou o preço.')],
      },
    ],
  },
  {
    kind: 'task',
    more: false,
    hits: [
      {
        kind: 'task',
        ...PAO,
        taskId: 't-1',
        status: 'in-progress',
        title: [piece('Negociar '), piece('farinha', true), piece(' com o moinho')],
        snippet: [piece('Pedir desconto por volume.')],
      },
    ],
  },
  {
    kind: 'document',
    more: false,
    hits: [
      {
        kind: 'document',
        ...PAO,
        documentId: 'd-1',
        documentType: 'driveFile',
        folder: { id: 'f-1', name: 'Fornecedores' },
        title: [piece('Contrato da '), piece('farinha', true), piece('.pdf')],
        snippet: [],
      },
    ],
  },
];

/** The props as the machine's view gives them in state `value`. */
function fromMachine(
  value: SearchSnapshot['value'],
  context: Partial<SearchContext> = {},
  scope: SearchScope = 'company',
) {
  return globalSearchViewProps(
    selectSearchView(
      searchMachine.resolveState({
        value,
        context: { ...initialSearchContext(scope), ...context },
      }),
    ),
  );
}

const meta = {
  title: 'Components/GlobalSearch',
  component: GlobalSearch,
  parameters: ownFrameOnDocsPage,
  args: {
    ...fromMachine('closed'),
    onOpen: fn(),
    onClose: fn(),
    onType: fn(),
    onRetry: fn(),
    onMove: fn(),
    onChoose: fn(),
  },
} satisfies Meta<typeof GlobalSearch>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The top bar's box: a click or Ctrl+K / ⌘K opens the search. */
export const Closed: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^Buscar…/ }));
    await expect(args.onOpen).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Control>}k{/Control}');
    await expect(args.onOpen).toHaveBeenCalledTimes(2);
    await userEvent.keyboard('{Meta>}k{/Meta}');
    await expect(args.onOpen).toHaveBeenCalledTimes(3);
  },
};

/** Open with nothing typed: what it searches; typing is sent, Esc closes. */
export const Idle: Story = {
  args: fromMachine({ open: 'idle' }),
  play: async ({ canvas, args, userEvent }) => {
    const box = await canvas.findByRole('combobox', { name: 'Buscar no portal' });
    await waitFor(() => expect(box).toHaveFocus());
    await expect(canvas.getByText(/Digite para buscar/)).toBeInTheDocument();
    await userEvent.type(box, 'f');
    await expect(args.onType).toHaveBeenCalledWith('f');
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** One letter typed: the product's hint to type more. */
export const TooShort: Story = {
  args: fromMachine({ open: 'idle' }, { query: 'f' }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(SEARCH_QUERY_TOO_SHORT)).toBeInTheDocument();
  },
};

/** While the search runs: 'Buscando…'. */
export const Loading: Story = {
  args: fromMachine({ open: 'loading' }, { query: 'farinha' }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Buscando…')).toBeInTheDocument();
  },
};

/** Results by kind, the found words marked; arrows move, Enter and a click open. */
export const Results: Story = {
  args: fromMachine({ open: 'ready' }, { query: 'farinha', asked: 'farinha', groups, active: 1 }),
  play: async ({ canvas, args, userEvent }) => {
    const box = await canvas.findByRole('combobox');
    for (const heading of ['Reuniões', 'Transcrições', 'Tarefas', 'Documentos'])
      await expect(canvas.getByRole('group', { name: heading })).toBeInTheDocument();
    const options = canvas.getAllByRole('option');
    await expect(options).toHaveLength(4);
    await expect(options[1]).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute('aria-activedescendant', options[1]!.id);
    await expect(options[1]).toHaveTextContent('Roberto · 14,50 min');
    await expect(canvas.getAllByText('farinha', { selector: 'mark' })).toHaveLength(4);
    await expect(canvas.getByText(/Há mais resultados/)).toBeInTheDocument();
    await userEvent.keyboard('{ArrowDown}');
    await expect(args.onMove).toHaveBeenCalledWith(1);
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onMove).toHaveBeenCalledWith(-1);
    await userEvent.keyboard('{Enter}');
    await expect(args.onChoose).toHaveBeenCalledWith();
    await userEvent.click(options[3]!);
    await expect(args.onChoose).toHaveBeenCalledWith(3);
  },
};

/** Across companies (admin and council): each result names its company. */
export const ResultsAcrossCompanies: Story = {
  args: fromMachine(
    { open: 'ready' },
    { query: 'farinha', asked: 'farinha', groups: groups.slice(2, 3) },
    'companies',
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('option')).toHaveTextContent(
      'Padaria Pão da Serra · In progress',
    );
  },
};

/** A word found nowhere: the product's message with the word. */
export const Empty: Story = {
  args: fromMachine({ open: 'empty' }, { query: 'xilofone', asked: 'xilofone' }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(searchEmpty('xilofone'))).toBeInTheDocument();
    await expect(canvas.queryAllByRole('option')).toHaveLength(0);
  },
};

/** The search failed: the reason and 'Tentar novamente'. */
export const Failure: Story = {
  args: fromMachine(
    { open: 'failure' },
    { query: 'farinha', asked: 'farinha', error: SEARCH_FAILED },
  ),
  play: async ({ canvas, args, userEvent }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(SEARCH_FAILED);
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** At 360 px the box is the magnifier alone, and the dialog takes the width. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  args: fromMachine({ open: 'ready' }, { query: 'farinha', asked: 'farinha', groups }),
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: /^Buscar…/, hidden: true });
    await expect(trigger.getBoundingClientRect().width).toBeLessThan(60);
    const dialog = await canvas.findByRole('dialog', { name: 'Buscar' });
    await expect(dialog.getBoundingClientRect().width).toBeLessThanOrEqual(360);
  },
};

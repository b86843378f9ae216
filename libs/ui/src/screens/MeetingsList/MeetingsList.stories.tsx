import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import {
  MEETINGS_LOAD_FAILED,
  formatMeetingDate,
  initialMeetingsListContext,
  meetingsListMachine,
  selectMeetingsListView,
  routes,
} from '@portal/domain';
import type { MeetingsListContext, MeetingsListSnapshot } from '@portal/domain';
import {
  planningMeeting,
  storyBusinessName,
  storyMeetingSummaries,
} from '../../fixtures/meetings.fixtures';
import { MeetingsList, meetingsListTexts } from './MeetingsList';
import { ownFrameOnDocsPage } from '../../testing/docs-frame';

/**
 * status, meetings and errorMessage as the machine's view gives them in state `value` with the
 * fixture context (the list's view is already the screen's props), as in the app.
 */
const fromMachine = (
  value: MeetingsListSnapshot['value'],
  context: Partial<MeetingsListContext> = {},
) =>
  selectMeetingsListView(
    meetingsListMachine.resolveState({
      value,
      context: { ...initialMeetingsListContext, ...context },
    }),
  );

const meta = {
  title: 'Screens/Meetings/List',
  component: MeetingsList,
  parameters: { ...ownFrameOnDocsPage, layout: 'padded' },
  args: {
    businessName: storyBusinessName,
    ...fromMachine('loaded', { meetings: storyMeetingSummaries }),
    onNavigate: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof MeetingsList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Opening 'Reuniões' while the meetings are read: the heading already shows the company. */
export const Loading: Story = {
  args: fromMachine('loading'),
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Reuniões de Padaria Pão Quente' }),
    ).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(meetingsListTexts.loading);
  },
};

/** The meetings could not be read: the product's message and 'Tentar novamente'. */
export const LoadFailure: Story = {
  args: fromMachine('failure', { error: MEETINGS_LOAD_FAILED }),
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Falha ao carregar reuniões. Por favor, tente novamente.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** A company with no meeting recorded yet: 'Nenhuma reunião encontrada'. */
export const Empty: Story = {
  args: fromMachine('empty'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Nenhuma reunião encontrada' })).toBeVisible();
    await expect(canvas.getByText('Não há reuniões registradas para esta empresa')).toBeVisible();
  },
};

/**
 * The company's meetings, newest first, each with its date and the start of its overview; a click
 * or Enter opens one.
 */
export const Loaded: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(items[0]).toHaveTextContent(formatMeetingDate(planningMeeting.date));
    // Overview formatting: bold and the highlighted time range.
    await expect(canvas.getByText('fluxo de caixa de março').tagName).toBe('STRONG');
    await expect(canvas.getByText('(14:10 - 14:35)').tagName).toBe('MARK');

    const link = canvas.getByRole('link', { name: planningMeeting.title });
    await expect(link).toHaveAttribute('href', routes.meeting('reuniao-2024-03-12'));
    await userEvent.click(link);
    await expect(args.onNavigate).toHaveBeenLastCalledWith(routes.meeting('reuniao-2024-03-12'));

    // Keyboard: Tab reaches the next meeting and Enter opens it.
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: storyMeetingSummaries[1]?.title })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onNavigate).toHaveBeenLastCalledWith(routes.meeting('reuniao-2024-03-05'));
  },
};

/** The same list on a 360 px phone. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile360', isRotated: false } },
};

import { useState } from 'react';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import {
  CHAT_ANSWER_STOPPED,
  CHAT_APOLOGY,
  CHAT_EXAMPLE_QUESTIONS,
  CHAT_HISTORY_LOAD_FAILED,
  CHAT_REPLY_COPIED,
  CHAT_SEND_FAILED,
  formatChatTime,
  routes,
  stoppedAnswer,
} from '@portal/domain';
import type { ChatContext } from '@portal/domain';
import {
  PADARIA_ID,
  answer,
  chatViewOf,
  codeBlockAnswer,
  conversation,
  linksAnswer,
  longTableAnswer,
  padariaMeetingLink,
  pendingQuestion,
  question,
  type ChatConversationState,
} from '../../fixtures/chat.fixtures';
import { lineCount } from '../../testing/layout';
import { AdminLayout } from '../AdminLayout/AdminLayout';
import { AdminChat, adminChatViewProps } from './AdminChat';
import type { AdminChatProps, AdminChatViewProps } from './AdminChat';
import { TEXTAREA_MAX_HEIGHT, TEXTAREA_MIN_HEIGHT } from './parts/ChatComposer.css';
import { ownFrameOnDocsPage } from '../../testing/docs-frame';

/** The screen's props as the machine's view gives them in `conversation` with `context`. */
function fromMachine(
  state: ChatConversationState,
  context: Partial<ChatContext> = {},
): AdminChatViewProps {
  return adminChatViewProps(chatViewOf(state, context));
}

const meta = {
  title: 'Screens/Admin/AdminChat',
  component: AdminChat,
  parameters: ownFrameOnDocsPage,
  args: {
    ...fromMachine('idle', { messages: conversation }),
    onDraftChange: fn(),
    onSend: fn(),
    onStop: fn(),
    onAskExample: fn(),
    onNewConversation: fn(),
    onCopyReply: fn(),
    onDismissError: fn(),
    onRetryHistory: fn(),
    onNavigate: fn(),
  },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AdminChat>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const questionBox = (canvas: Canvas) => canvas.getByRole('textbox', { name: 'Sua pergunta' });
const sendButton = (canvas: Canvas) => canvas.getByRole('button', { name: 'Enviar' });
const stopButton = (canvas: Canvas) => canvas.getByRole('button', { name: 'Parar' });
/** The bubbles of one sender, oldest first. */
const bubbles = (root: HTMLElement, type: 'user' | 'ai') => [
  ...root.querySelectorAll<HTMLElement>(`[data-message-type="${type}"] > div`),
];

/**
 * The screen with its textarea live: each keystroke goes through the machine's view (the draft
 * and whether it may be sent), as the portal's container does.
 */
function LiveDraft(props: AdminChatProps & { readonly state?: ChatConversationState }) {
  const { state = 'idle', ...args } = props;
  const [draft, setDraft] = useState('');
  const view = fromMachine(state, { messages: args.messages, draft });
  return (
    <AdminChat
      {...args}
      {...view}
      onDraftChange={(text) => {
        setDraft(text);
        args.onDraftChange(text);
      }}
      onSend={() => {
        args.onSend();
        setDraft('');
      }}
    />
  );
}

/** 'Chat' opened while the kept conversation is read: 'Carregando conversa...', sending waits. */
export const Loading: Story = {
  args: fromMachine('loading'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Chat com IA' })).toBeVisible();
    await expect(canvas.getByText('Faça perguntas sobre o sistema')).toBeVisible();
    await expect(canvas.getByText('Carregando conversa...')).toBeInTheDocument();
    await expect(canvas.getByRole('region', { name: 'Conversa' })).toHaveAttribute('aria-busy');
    await expect(sendButton(canvas)).toHaveAttribute('aria-disabled', 'true');
  },
};

/** No conversation yet: the welcome and the example questions, each asked with one click. */
export const Empty: Story = {
  args: fromMachine('idle'),
  play: async ({ canvas, args, userEvent }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Bem-vindo ao Chat IA' }),
    ).toBeVisible();
    const examples = within(canvas.getByRole('list', { name: 'Perguntas de exemplo' }));
    const buttons = examples.getAllByRole('button');
    await expect(buttons.map((button) => button.textContent)).toEqual([...CHAT_EXAMPLE_QUESTIONS]);
    await expect(canvas.getByPlaceholderText('Digite sua pergunta...')).toBeVisible();
    await expect(
      canvas.getByText('Pressione Enter para enviar, Shift+Enter para nova linha'),
    ).toBeVisible();
    // Nothing to clear yet, nothing to send.
    await expect(canvas.getByRole('button', { name: 'Nova conversa' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Nova conversa' }));
    await expect(args.onNewConversation).not.toHaveBeenCalled();
    await userEvent.click(sendButton(canvas));
    await expect(args.onSend).not.toHaveBeenCalled();

    await userEvent.click(buttons[1] as HTMLElement);
    await expect(args.onAskExample).toHaveBeenCalledWith(CHAT_EXAMPLE_QUESTIONS[1]);
    // The example goes away with the welcome: the person is left in the question box.
    await expect(questionBox(canvas)).toHaveFocus();
  },
};

/** The screen inside the admin's shell (its header, its drawer on a phone). */
const inAdminShell: Decorator = (Story) => (
  <AdminLayout
    role="admin"
    user={{ name: 'Marina Admin' }}
    currentPath={routes.adminChat}
    onNavigate={fn()}
    onLogout={fn()}
  >
    <Story />
  </AdminLayout>
);

/** The example chips, in order. */
const exampleChips = (canvas: Canvas) =>
  within(canvas.getByRole('list', { name: 'Perguntas de exemplo' })).getAllByRole('button');

/**
 * Each chip shows its whole question inside its border (nothing cut or spilling), is at least
 * `minHeight` tall, stays inside the screen, and no two chips overlap.
 */
async function chipsReadable(canvas: Canvas, minHeight: number) {
  const chips = exampleChips(canvas);
  await expect(chips).toHaveLength(CHAT_EXAMPLE_QUESTIONS.length);
  const boxes = chips.map((chip) => chip.getBoundingClientRect());
  for (const [i, chip] of chips.entries()) {
    const box = boxes[i] as DOMRect;
    await expect(box.height).toBeGreaterThanOrEqual(minHeight);
    await expect(chip.scrollHeight).toBeLessThanOrEqual(chip.clientHeight + 1);
    await expect(chip.scrollWidth).toBeLessThanOrEqual(chip.clientWidth + 1);
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    for (const other of boxes.slice(i + 1)) {
      const apart =
        other.top >= box.bottom - 0.5 ||
        other.bottom <= box.top + 0.5 ||
        other.left >= box.right - 0.5 ||
        other.right <= box.left + 0.5;
      await expect(apart).toBe(true);
    }
  }
  return boxes;
}

/**
 * A 360 px phone in the admin's shell: the examples wrap onto lines as chips a finger can hit
 * (48 px), each question whole; the keyboard reaches and asks them.
 */
export const ExamplesPhone360: Story = {
  args: fromMachine('idle'),
  decorators: [inAdminShell],
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvas, args, userEvent }) => {
    await chipsReadable(canvas, 44);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    const chips = exampleChips(canvas);
    (chips[0] as HTMLElement).focus();
    await userEvent.tab();
    await expect(chips[1]).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAskExample).toHaveBeenCalledWith(CHAT_EXAMPLE_QUESTIONS[1]);
  },
};

/** A wide screen: the chips share rows, each question on one line at the kit's control height. */
export const ExamplesDesktop: Story = {
  args: fromMachine('idle'),
  play: async ({ canvas }) => {
    const boxes = await chipsReadable(canvas, 40);
    const rows = new Set(boxes.map((box) => Math.round(box.top)));
    await expect(rows.size).toBeLessThan(boxes.length);
    for (const chip of exampleChips(canvas)) await expect(lineCount(chip)).toBe(1);
  },
};

/** Questions right, answers left, each with its HH:MM; answers are markdown with a copy button. */
export const Conversation: Story = {
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    const [first, second] = bubbles(canvasElement, 'user');
    const answers = bubbles(canvasElement, 'ai');
    await expect(answers).toHaveLength(2);
    await expect(first).toHaveTextContent(pendingQuestion);
    // The question's own line break stays.
    await expect(second?.querySelector('p')?.textContent).toContain('\nE quais tarefas');
    const [answerOne] = answers;
    if (!answerOne || !first) throw new Error('no bubbles');
    // pt-BR HH:MM, with the machine-readable time beside it.
    const time = within(first).getByText(formatChatTime(conversation[0]?.timestamp ?? ''));
    await expect(time.textContent).toMatch(/^\d{2}:\d{2}$/);
    await expect(time).toHaveAttribute('dateTime', conversation[0]?.timestamp);
    // Markdown: bold and a table with its header row.
    await expect(within(answerOne).getByText('2 empresas').tagName).toBe('STRONG');
    await expect(
      within(answerOne)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Empresa', 'Último DRE', 'Responsável']);
    // Questions sit on the right, answers on the left.
    await expect(first.getBoundingClientRect().left).toBeGreaterThan(
      answerOne.getBoundingClientRect().left,
    );
    await expect(first.getBoundingClientRect().right).toBeGreaterThan(
      answerOne.getBoundingClientRect().right,
    );
    await userEvent.click(within(answerOne).getByRole('button', { name: 'Copiar' }));
    await expect(args.onCopyReply).toHaveBeenCalledWith(conversation[1]?.id);
    await expect(within(first).queryByRole('button', { name: 'Copiar' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Nova conversa' }));
    await expect(args.onNewConversation).toHaveBeenCalledTimes(1);
  },
};

/** Enter sends, Shift+Enter adds a line; the box grows from 44 px up to 120 px, then scrolls. */
export const KeyboardAndGrowingBox: Story = {
  render: (args) => <LiveDraft {...args} />,
  play: async ({ canvas, args, userEvent }) => {
    const box = questionBox(canvas);
    await expect(box.getBoundingClientRect().height).toBe(TEXTAREA_MIN_HEIGHT);
    await userEvent.click(box);
    // Enter on a blank question sends nothing (and adds no line).
    await userEvent.keyboard('{Enter}');
    await expect(args.onSend).not.toHaveBeenCalled();
    await expect(box).toHaveValue('');
    await userEvent.keyboard('Quais empresas{Shift>}{Enter}{/Shift}estão pendentes?');
    await expect(box).toHaveValue('Quais empresas\nestão pendentes?');
    await expect(args.onSend).not.toHaveBeenCalled();
    const twoLines = box.getBoundingClientRect().height;
    await expect(twoLines).toBeGreaterThan(TEXTAREA_MIN_HEIGHT);
    await expect(twoLines).toBeLessThan(TEXTAREA_MAX_HEIGHT);
    for (let line = 0; line < 6; line += 1) await userEvent.keyboard('{Shift>}{Enter}{/Shift}x');
    await expect(box.getBoundingClientRect().height).toBe(TEXTAREA_MAX_HEIGHT);
    await expect(box).toHaveAttribute('data-scrolls');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSend).toHaveBeenCalledTimes(1);
    await expect(box).toHaveValue('');
    await waitFor(() => expect(box.getBoundingClientRect().height).toBe(TEXTAREA_MIN_HEIGHT));
    // The send button by keyboard too, and focus stays in reach.
    await userEvent.keyboard('Oi');
    await userEvent.tab();
    await expect(sendButton(canvas)).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSend).toHaveBeenCalledTimes(2);
  },
};

/** An answer on its way: three dots, a polite status, and nothing else leaves. */
export const Typing: Story = {
  args: fromMachine('sending', {
    messages: [...conversation, question(4, 'E o faturamento de outubro?')],
    pending: 'E o faturamento de outubro?',
  }),
  render: (args) => <LiveDraft {...args} state="sending" />,
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    await expect(canvasElement.querySelector('[data-typing]')).toBeVisible();
    await expect(
      canvas
        .getAllByRole('status')
        .some((status) => status.textContent === 'O assistente está escrevendo uma resposta...'),
    ).toBe(true);
    // The next question may be typed, not sent: 'Parar' stands where the send button was.
    await userEvent.type(questionBox(canvas), 'Próxima pergunta{Enter}');
    await expect(questionBox(canvas)).toHaveValue('Próxima pergunta');
    await expect(canvas.queryByRole('button', { name: 'Enviar' })).toBeNull();
    await expect(stopButton(canvas)).toBeVisible();
    await expect(args.onSend).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Nova conversa' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** The first words of the answer on their way: half a table, growing in place of the dots. */
const streamedSoFar = `**2 empresas** ainda não enviaram o DRE de outubro de 2026:

| Empresa | Último DRE | Responsável |
|---|---|---|
| Sorriso Pleno Odontologia | setem`;

/**
 * The answer as it is written: the dots give way to its text, which grows in its bubble (no copy
 * button until it is whole); 'Parar' ends it and brings the person back to the question box.
 */
export const Streaming: Story = {
  args: fromMachine('sending', {
    messages: [question(0, pendingQuestion)],
    pending: pendingQuestion,
    streamed: streamedSoFar,
  }),
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    await expect(canvasElement.querySelector('[data-typing]')).toBeNull();
    const growing = canvasElement.querySelector<HTMLElement>('[data-streaming]');
    await expect(growing).toBeVisible();
    await expect(growing).toHaveAttribute('aria-busy', 'true');
    await expect(growing).toHaveAttribute('data-message-type', 'ai');
    // Markdown as far as it goes: the bold words and the table's first row.
    await expect(within(growing!).getByText('2 empresas').tagName).toBe('STRONG');
    await expect(within(growing!).getByRole('table')).toHaveTextContent(
      'Sorriso Pleno Odontologia',
    );
    await expect(within(growing!).queryByRole('button', { name: 'Copiar' })).toBeNull();
    await expect(
      canvas
        .getAllByRole('status')
        .some((status) => status.textContent === 'O assistente está escrevendo uma resposta...'),
    ).toBe(true);
    await expect(canvas.queryByRole('button', { name: 'Enviar' })).toBeNull();
    await userEvent.click(stopButton(canvas));
    await expect(args.onStop).toHaveBeenCalledTimes(1);
    await expect(questionBox(canvas)).toHaveFocus();
  },
};

/** A stopped answer: what was written, then the note in italics; copied like any answer. */
export const Stopped: Story = {
  args: fromMachine('idle', {
    messages: [question(0, pendingQuestion), answer(0, stoppedAnswer(streamedSoFar))],
  }),
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    const [reply] = bubbles(canvasElement, 'ai');
    await expect(reply).toHaveTextContent('Sorriso Pleno Odontologia');
    const note = within(reply!).getByText(CHAT_ANSWER_STOPPED);
    await expect(note.tagName).toBe('EM');
    await expect(canvasElement.querySelector('[data-streaming]')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Parar' })).toBeNull();
    await expect(sendButton(canvas)).toBeVisible();
    await userEvent.click(within(reply!).getByRole('button', { name: 'Copiar' }));
    await expect(args.onCopyReply).toHaveBeenCalledTimes(1);
  },
};

/** the error catalogue in docs/product.md: the banner, and the apology as the answer. */
export const SendFailed: Story = {
  args: fromMachine('idle', {
    messages: [question(0, pendingQuestion), answer(0, CHAT_APOLOGY)],
    error: CHAT_SEND_FAILED,
  }),
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(CHAT_SEND_FAILED);
    await expect(bubbles(canvasElement, 'ai')[0]).toHaveTextContent(CHAT_APOLOGY);
    await userEvent.click(canvas.getByRole('button', { name: 'Fechar' }));
    await expect(args.onDismissError).toHaveBeenCalledTimes(1);
  },
};

/** The kept conversation could not be read: said politely, with a retry; the chat still works. */
export const HistoryFailed: Story = {
  args: fromMachine('idle', { historyError: CHAT_HISTORY_LOAD_FAILED }),
  play: async ({ canvas, args, userEvent }) => {
    const notice = canvas
      .getAllByRole('status')
      .find((status) => status.textContent?.includes(CHAT_HISTORY_LOAD_FAILED));
    await expect(notice).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.getByRole('heading', { name: 'Bem-vindo ao Chat IA' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetryHistory).toHaveBeenCalledTimes(1);
  },
};

/** A reply just copied: its button says so, and so does the polite status. */
export const Copied: Story = {
  args: fromMachine('idle', { messages: conversation, copiedId: conversation[3]?.id ?? null }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Copiada' })).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'Copiar' })).toHaveLength(1);
    await expect(
      canvas.getAllByRole('status').some((status) => status.textContent === CHAT_REPLY_COPIED),
    ).toBe(true);
  },
};

/** Ten months of six companies: the table scrolls sideways inside the bubble, by keyboard too. */
export const LongTable: Story = {
  args: fromMachine('idle', {
    messages: [question(0, 'Faturamento de 2026 por empresa?'), answer(0, longTableAnswer)],
  }),
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvasElement }) => {
    const [reply] = bubbles(canvasElement, 'ai');
    if (!reply) throw new Error('no answer');
    const scroller = within(reply).getByRole('group', { name: /^Tabela: Empresa, jan/ });
    await expect(scroller.scrollWidth).toBeGreaterThan(scroller.clientWidth);
    // The page itself does not scroll sideways.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await expect(reply.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    // Reached by Tab (a person with a keyboard scrolls it with the arrows once there).
    await expect(scroller).toHaveAttribute('tabindex', '0');
    scroller.focus();
    await expect(scroller).toHaveFocus();
    scroller.scrollLeft = 200;
    await expect(scroller.scrollLeft).toBeGreaterThan(0);
  },
};

/** A code block keeps its text as written and wraps long lines (nothing to scroll). */
export const CodeBlock: Story = {
  args: fromMachine('idle', {
    messages: [question(0, 'Como exporto os números?'), answer(0, codeBlockAnswer)],
  }),
  play: async ({ canvasElement }) => {
    const [reply] = bubbles(canvasElement, 'ai');
    const block = reply?.querySelector('pre code');
    await expect(block?.textContent).toContain('SELECT empresa, mes, receita_bruta');
    const pre = reply?.querySelector('pre');
    if (!pre) throw new Error('no code block');
    await expect(pre.scrollWidth).toBeLessThanOrEqual(pre.clientWidth);
    await expect(within(reply as HTMLElement).getByText('margem_liquida').tagName).toBe('CODE');
  },
};

/**
 * Links: the portal's own pages open in place (through the router); a page on another host is
 * its text only (an answer may carry text planted in company data), and so are javascript:,
 * data:, '//' and mail.
 */
export const Links: Story = {
  args: fromMachine('idle', {
    messages: [question(0, 'Onde vejo isso?'), answer(0, linksAnswer)],
  }),
  play: async ({ canvasElement, args, userEvent }) => {
    const [reply] = bubbles(canvasElement, 'ai');
    if (!reply) throw new Error('no answer');
    const inReply = within(reply);
    const meeting = inReply.getByRole('link', { name: 'Reunião de novembro' });
    await expect(meeting).toHaveAttribute('href', padariaMeetingLink);
    await expect(meeting).not.toHaveAttribute('target');
    await userEvent.click(meeting);
    await expect(args.onNavigate).toHaveBeenCalledWith(padariaMeetingLink);
    // By keyboard too.
    inReply.getByRole('link', { name: 'Quadro de tarefas' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onNavigate).toHaveBeenLastCalledWith(
      routes.companyView(PADARIA_ID, { page: 'tasks' }),
    );
    await expect(inReply.getAllByRole('link')).toHaveLength(2);
    for (const text of ['Receita Federal', 'clique aqui', 'imagem', 'outro site', 'e-mail']) {
      await expect(inReply.getByText(text).closest('a')).toBeNull();
    }
    await expect(args.onNavigate).toHaveBeenCalledTimes(2);
  },
};

/** 'Nova conversa' asked: the button works, what was shown stays until the server answers. */
export const StartingNew: Story = {
  args: fromMachine('starting', { messages: conversation }),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'Iniciando...' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(bubbles(canvasElement, 'ai')).toHaveLength(2);
  },
};

/** A 360 px phone: bubbles, tables and the composer fit; nothing scrolls the page sideways. */
export const Phone360: Story = {
  args: fromMachine('idle', { messages: conversation, error: CHAT_SEND_FAILED }),
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    for (const bubble of [...bubbles(canvasElement, 'user'), ...bubbles(canvasElement, 'ai')]) {
      await expect(bubble.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    }
    const box = questionBox(canvas).getBoundingClientRect();
    const send = sendButton(canvas).getBoundingClientRect();
    // The box and its button share one row.
    await expect(send.left).toBeGreaterThanOrEqual(box.right);
    await expect(send.right).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** In the admin shell at 360 px: the header's menu toggle opens the navigation drawer. */
export const InAdminShell360: Story = {
  decorators: [inAdminShell],
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Chat com IA' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Abrir menu' }));
    const drawer = await canvas.findByRole('dialog', { name: 'Menu' });
    await expect(within(drawer).getByRole('link', { name: 'Chat' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

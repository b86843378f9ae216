import { formatChatTime } from '../format/format';
import { CHAT_EXAMPLE_QUESTIONS } from '../messages';
import type { LoadStatus } from '../model/status';
import { CHAT_MESSAGE_MAX } from '../validation/limits';
import { chatQuestionOf, type ChatSnapshot } from './chat.machine';
import type { ChatMessage } from './chat.types';

/**
 * A bubble: the message and its time as the screen shows it (docs/product.md, Limits: pt-BR HH:MM).
 * `isStreaming`: the answer being written, growing as its pieces arrive (no copy button yet).
 */
export type ChatMessageView = ChatMessage & { readonly time: string; readonly isStreaming?: true };

/** The id of the bubble of the answer being written (it is replaced by the kept answer). */
export const STREAMING_MESSAGE_ID = 'resposta-em-andamento';

export type ChatView = {
  /** `loading` while the kept conversation loads; `ready` after, also when it failed to. */
  status: Exclude<LoadStatus, 'failure'>;
  messages: readonly ChatMessageView[];
  /** No message at all: the empty state 'Bem-vindo ao Chat IA' with the examples. */
  isEmpty: boolean;
  /** The empty state's clickable questions. */
  examples: readonly string[];
  draft: string;
  /** The textarea's limit (ours). */
  draftMax: number;
  /** A question may leave now: nothing pending and the draft is not blank. */
  canSend: boolean;
  /** An answer is on its way (its text may be showing already). */
  isSending: boolean;
  /** On its way with no text yet: the typing indicator, which gives way to the text. */
  isTyping: boolean;
  /** 'Parar' ends the answer on its way. */
  canStop: boolean;
  /** Something is loading or on its way (history, answer, new conversation). */
  isBusy: boolean;
  /** 'Nova conversa' is possible: nothing pending and something to clear. */
  canStartNew: boolean;
  isStartingNew: boolean;
  /** docs/product.md's banner, or the server's reason for refusing a question. */
  error: string | null;
  /** The kept conversation could not be loaded (with a retry while no question has succeeded). */
  historyError: string | null;
  /** The AI reply whose copy button says it was copied. */
  copiedId: string | null;
};

/**
 * What the chat screen reads from the machine: a running actor's snapshot in the app, a
 * `chatMachine.resolveState({ value, context })` in stories.
 */
export function selectChatView(snapshot: ChatSnapshot): ChatView {
  const { context } = snapshot;
  const idle = snapshot.matches({ conversation: 'idle' });
  const sending = snapshot.matches({ conversation: 'sending' });
  const messages: ChatMessageView[] = context.messages.map((message) => ({
    ...message,
    time: formatChatTime(message.timestamp),
  }));
  const question = messages.at(-1);
  if (sending && context.streamed && question) {
    messages.push({
      id: STREAMING_MESSAGE_ID,
      type: 'ai',
      content: context.streamed,
      timestamp: question.timestamp,
      time: question.time,
      isStreaming: true,
    });
  }
  return {
    status: snapshot.matches({ conversation: 'loading' }) ? 'loading' : 'ready',
    messages,
    isEmpty: context.messages.length === 0,
    examples: CHAT_EXAMPLE_QUESTIONS,
    draft: context.draft,
    draftMax: CHAT_MESSAGE_MAX,
    canSend: idle && chatQuestionOf(context.draft) !== null,
    isSending: sending,
    isTyping: sending && context.streamed === '',
    canStop: sending,
    isBusy: snapshot.hasTag('busy'),
    canStartNew: idle && context.messages.length > 0,
    isStartingNew: snapshot.matches({ conversation: 'starting' }),
    error: context.error,
    historyError: context.historyError,
    copiedId: snapshot.matches({ copied: 'shown' }) ? context.copiedId : null,
  };
}

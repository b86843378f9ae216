// The chat machine's public types: what its actors take and give, what it holds, and the events
// it answers. The machine itself is `chat.machine.ts`.

/**
 * docs/product.md "Chat message". `id`: a millisecond timestamp as text for a message made here (the
 * server's id for a kept one); `content`: the question as typed (trimmed), or the answer's
 * markdown, which the screen renders to sanitized HTML; `timestamp`: ISO 8601.
 */
export type ChatMessage = {
  readonly id: string;
  readonly type: 'user' | 'ai';
  readonly content: string;
  readonly timestamp: string;
};

/** The admin's kept conversation (the newest), oldest message first; none yet: null and []. */
export type LoadChatHistoryOutput = {
  conversationId: string | null;
  messages: readonly ChatMessage[];
};

/** What the answer's actor reports while the answer is written (the machine's own events). */
export type ChatAnswerEvent =
  /** The server named the conversation the answer goes into. */
  | { type: 'answer.start'; conversationId: string }
  /** The next piece of the answer's markdown. */
  | { type: 'answer.text'; text: string };

/**
 * One question, in the conversation it continues (null: the server starts one). The actor reports
 * the answer's progress through `report` as it reads it; its result is the answer as kept.
 */
export type SendChatMessageInput = {
  message: string;
  conversationId: string | null;
  report: (event: ChatAnswerEvent) => void;
};
/** The answer's markdown and the conversation it was kept in. */
export type SendChatMessageOutput = { output: string; conversationId: string | null };

/** 'Nova conversa': the id of the empty conversation the server started. */
export type NewConversationOutput = { conversationId: string };

export type ChatMachineInput = {
  /** Milliseconds since the epoch: the ids and times of the messages made here. */
  now?: () => number;
};

export type ChatContext = {
  /** The clock of the messages made here (`Date.now` in the app, a fixed one in tests). */
  now: () => number;
  /** Oldest first. */
  messages: readonly ChatMessage[];
  /** The textarea, as typed. */
  draft: string;
  /** The conversation the next question continues; null until the server names one. */
  conversationId: string | null;
  /** The question on its way (the `sending` state's input). */
  pending: string | null;
  /** The answer's markdown written so far, while it is on its way ('' before its first piece). */
  streamed: string;
  /** docs/product.md's banner (or the server's reason); cleared by the next question or a dismissal. */
  error: string | null;
  /** The kept conversation could not be loaded (CHAT_HISTORY_LOAD_FAILED); the chat still works. */
  historyError: string | null;
  /** The AI reply just copied (its button says so for CHAT_COPIED_MS). */
  copiedId: string | null;
};

/** The chat as the machine starts without input: nothing loaded, nothing typed. */
export const initialChatContext: ChatContext = {
  now: () => Date.now(),
  messages: [],
  draft: '',
  conversationId: null,
  pending: null,
  streamed: '',
  error: null,
  historyError: null,
  copiedId: null,
};

export type ChatEvent =
  | ChatAnswerEvent
  /** 'Parar': the answer ends where it is; what was written stays, marked as stopped. */
  | { type: 'answer.stop' }
  /** The textarea changed. */
  | { type: 'draft.change'; text: string }
  /** The send button, or Enter in the textarea (Shift+Enter is a new line, not an event). */
  | { type: 'message.send' }
  /** An example question of the empty state: asked at once, as if typed and sent. */
  | { type: 'example.ask'; question: string }
  /** 'Nova conversa'. */
  | { type: 'conversation.new' }
  /** The copy button of an AI reply. */
  | { type: 'reply.copy'; id: string }
  /** The banner's close button. */
  | { type: 'error.dismiss' }
  /** The history notice's 'Tentar novamente'. */
  | { type: 'history.retry' }
  /** Raised by the machine itself when the messages shown are replaced. */
  | { type: 'copied.clear' };

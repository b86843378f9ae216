import type { ToolRunner } from './tools';

/** A kept message the engines see as context, oldest first. */
export type ChatTurn = { readonly type: 'user' | 'ai'; readonly content: string };

export type ChatQuestion = {
  readonly question: string;
  /** The conversation's last messages before this question. */
  readonly history: readonly ChatTurn[];
  /** The read-only toolset: each call in its own READ ONLY transaction, or all in one (`snapshot`). */
  readonly tools: ToolRunner;
  readonly now: Date;
  /**
   * The answer's text as it is written, piece by piece, for an admin who reads it streamed; the
   * pieces joined are the text the engine answers. Only an engine that `streams` calls it.
   */
  readonly onText?: (text: string) => void;
  /** The admin pressed 'Parar' (or left): the engine stops asking its provider. */
  readonly stop?: AbortSignal;
};

/**
 * What answers the admins' questions: the built-in pt-BR assistant, or any
 * OpenAI-compatible chat API with the same tools. The answer is markdown.
 */
export type ChatEngine = {
  readonly kind: 'builtin' | 'openai';
  /**
   * It writes its answer piece by piece through `onText` (a model's tokens as they come). An
   * engine that does not has its finished answer handed out in pieces (services/chat/streaming.ts).
   */
  readonly streams?: boolean;
  answer: (input: ChatQuestion) => Promise<string>;
};

/** Why an engine gave no answer; the reply is docs/product.md's error path (status in routes/chat.ts). */
export type ChatFailure = 'provider' | 'timeout' | 'too_many_rounds';

export class ChatEngineError extends Error {
  override name = 'ChatEngineError';
  constructor(
    readonly reason: ChatFailure,
    message: string,
  ) {
    super(message);
  }
}

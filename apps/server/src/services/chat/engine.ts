import type { ToolRunner } from './tools';

/** A kept message the engines see as context, oldest first. */
export type ChatTurn = { readonly type: 'user' | 'ai'; readonly content: string };

export type ChatQuestion = {
  readonly question: string;
  /** The conversation's last messages before this question. */
  readonly history: readonly ChatTurn[];
  /** The read-only toolset, each call in its own READ ONLY transaction. */
  readonly tools: ToolRunner;
  readonly now: Date;
};

/**
 * What answers the admins' questions: the built-in pt-BR assistant, or any
 * OpenAI-compatible chat API with the same tools. The answer is markdown.
 */
export type ChatEngine = {
  readonly kind: 'builtin' | 'openai';
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

// What the app builds for the chat, apart from index.ts: ServiceDeps names ChatDeps, and index.ts
// also re-exports the chat service, which takes ServiceDeps; importing ChatDeps from here keeps
// services/deps.ts out of a circle through the service.
import { builtinEngine } from './builtin/engine';
import type { ChatEngine } from './engine';
import { createOpenAiEngine, type AiSettings } from './openai/openai-engine';
import { DEFAULT_CHAT_STREAM_PACE, type ChatStreamPace } from './streaming';
import {
  createChatRateLimiter,
  DEFAULT_CHAT_RATE,
  type ChatRatePolicy,
  type ChatRateLimiter,
} from './rate-limit';

/** What the chat service needs from the app: the engine, the per-admin window, the pace, the redactor. */
export type ChatDeps = {
  engine: ChatEngine;
  limiter: ChatRateLimiter;
  /** How a finished answer is handed out to an admin who reads it streamed. */
  pace: ChatStreamPace;
  /**
   * Streamed answers still being written or kept, by conversation: a question that continues one
   * waits for it (after 'Parar' the next question may come before the stopped answer is kept, in
   * a conversation that does not exist until then).
   */
  writing: Map<string, Promise<void>>;
  /** Takes the AI key out of any text bound for a log line. */
  redact: (text: string) => string;
};

/** The built-in engine unless an OpenAI-compatible API is configured (AI_BASE_URL). */
export function createChatDeps(options: {
  ai?: AiSettings | undefined;
  rate?: Partial<ChatRatePolicy> | undefined;
  pace?: Partial<ChatStreamPace> | undefined;
  now: () => Date;
}): ChatDeps {
  const key = options.ai?.apiKey;
  return {
    engine: options.ai ? createOpenAiEngine(options.ai) : builtinEngine,
    limiter: createChatRateLimiter({ ...DEFAULT_CHAT_RATE, ...options.rate }, () =>
      options.now().getTime(),
    ),
    pace: { ...DEFAULT_CHAT_STREAM_PACE, ...options.pace },
    writing: new Map(),
    redact: (text) => (key ? text.split(key).join('***') : text),
  };
}

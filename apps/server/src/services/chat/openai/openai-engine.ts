import OpenAI from 'openai';
import type {
  ChatCompletionMessageParam,
  ChatCompletionTool,
} from 'openai/resources/chat/completions';
import { ChatEngineError, type ChatEngine, type ChatQuestion } from '../engine';
import { toolDefinitions, UnknownToolError } from '../tools';
import { systemPrompt } from './system-prompt';

/** An OpenAI-compatible chat API (OpenAI, Azure, Ollama, vLLM, LM Studio): AI_BASE_URL & co. */
export type AiSettings = {
  /** The API's base, '/chat/completions' is added: 'https://api.openai.com/v1'. */
  baseUrl: string;
  /** Sent as `Authorization: Bearer …`; never logged, never sent to the browser. */
  apiKey: string | undefined;
  model: string;
  /** The whole answer, every round included (default {@link AI_TOTAL_TIMEOUT_MS}). */
  timeoutMs?: number;
};

/**
 * At most this many rounds of tool calls per question; past them the answer fails, so a model
 * that keeps calling tools cannot loop.
 */
export const MAX_TOOL_ROUNDS = 8;
/** 30 s for the whole answer, every request and tool call included. */
const AI_TOTAL_TIMEOUT_MS = 30_000;
/** The conversation's last messages sent as context. */
export const CONTEXT_MESSAGES = 12;
/** Longest tool result handed to the model (a context is not a database dump). */
const TOOL_RESULT_MAX = 24_000;

const asContent = (value: unknown): string => {
  const text = JSON.stringify(value);
  return text.length > TOOL_RESULT_MAX ? `${text.slice(0, TOOL_RESULT_MAX)}…(cortado)` : text;
};

/** Why the call failed, in words that can be logged: no message (it may echo the key). */
const describeProviderError = (error: unknown): string => {
  if (error instanceof OpenAI.APIError && error.status !== undefined) {
    const type = (error.error as { type?: unknown } | undefined)?.type;
    return `HTTP ${error.status}${typeof type === 'string' ? ` (${type.slice(0, 60)})` : ''}`;
  }
  if (error instanceof Error) return error.name;
  return 'erro desconhecido';
};

export function createOpenAiEngine(settings: AiSettings): ChatEngine {
  const total = settings.timeoutMs ?? AI_TOTAL_TIMEOUT_MS;
  const client = new OpenAI({
    baseURL: settings.baseUrl,
    // Some local servers need no key; the client still wants one (and must never fall back to
    // OPENAI_API_KEY from the environment, which may belong to another provider).
    apiKey: settings.apiKey ?? 'sem-chave',
    maxRetries: 0,
    timeout: total,
    logLevel: 'off',
  });
  const tools = toolDefinitions() as ChatCompletionTool[];

  return {
    kind: 'openai',
    answer: async ({ question, history, tools: runner, now }: ChatQuestion) => {
      const deadline = Date.now() + total;
      const abort = new AbortController();
      const timer = setTimeout(() => abort.abort(), total);
      const messages: ChatCompletionMessageParam[] = [
        { role: 'system', content: systemPrompt(now) },
        ...history
          .slice(-CONTEXT_MESSAGES)
          .map((turn): ChatCompletionMessageParam =>
            turn.type === 'user'
              ? { role: 'user', content: turn.content }
              : { role: 'assistant', content: turn.content },
          ),
        { role: 'user', content: question },
      ];
      try {
        for (let round = 0; ; round += 1) {
          const completion = await client.chat.completions.create(
            { model: settings.model, messages, tools, tool_choice: 'auto' },
            { signal: abort.signal, timeout: Math.max(deadline - Date.now(), 1) },
          );
          const message = completion.choices[0]?.message;
          if (!message) throw new ChatEngineError('provider', 'resposta sem mensagem');
          const calls = message.tool_calls ?? [];
          if (calls.length === 0) return message.content ?? '';
          if (round >= MAX_TOOL_ROUNDS)
            throw new ChatEngineError('too_many_rounds', `mais de ${MAX_TOOL_ROUNDS} rodadas`);
          messages.push({ role: 'assistant', content: message.content ?? null, tool_calls: calls });
          for (const call of calls) {
            if (call.type !== 'function') throw new UnknownToolError(call.type);
            let args: unknown;
            try {
              args = call.function.arguments ? JSON.parse(call.function.arguments) : {};
            } catch {
              args = undefined;
            }
            const result =
              args === undefined
                ? { ok: false as const, error: 'argumentos que não são JSON' }
                : await runner.callByName(call.function.name, args);
            messages.push({
              role: 'tool',
              tool_call_id: call.id,
              content: asContent(result.ok ? result.output : { erro: result.error }),
            });
            if (abort.signal.aborted) throw new ChatEngineError('timeout', 'tempo esgotado');
          }
        }
      } catch (error) {
        if (error instanceof ChatEngineError) throw error;
        if (error instanceof UnknownToolError)
          throw new ChatEngineError(
            'unknown_tool',
            `ferramenta desconhecida: ${error.toolName.slice(0, 60)}`,
          );
        if (
          abort.signal.aborted ||
          error instanceof OpenAI.APIConnectionTimeoutError ||
          error instanceof OpenAI.APIUserAbortError
        )
          throw new ChatEngineError('timeout', 'tempo esgotado');
        if (error instanceof OpenAI.APIError || error instanceof OpenAI.OpenAIError)
          throw new ChatEngineError('provider', describeProviderError(error));
        throw error;
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

import OpenAI from 'openai';
import type {
  ChatCompletionMessageParam,
  ChatCompletionTool,
} from 'openai/resources/chat/completions';
import { CHAT_TOOL_ARGUMENTS_NOT_JSON } from '@portal/domain';
import { ChatEngineError, type ChatEngine, type ChatQuestion } from '../engine';
import { toolDefinitions, type ToolRunner } from '../tools';
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
  // The SDK hands over response.json()'s own error for a reply labelled JSON that is not.
  if (error instanceof SyntaxError) return 'resposta que não é JSON';
  if (error instanceof Error) return error.name;
  return 'erro desconhecido';
};

/**
 * Whatever went wrong while asking the provider is the provider's failure (or the time's): its
 * reply is read by the SDK, whose errors are not all OpenAIError (a body labelled JSON that is
 * not throws the SyntaxError of response.json()), and none of them is the admin's doing.
 */
const providerFailure = (error: unknown, signal: AbortSignal): ChatEngineError => {
  if (
    signal.aborted ||
    error instanceof OpenAI.APIConnectionTimeoutError ||
    error instanceof OpenAI.APIUserAbortError
  )
    return new ChatEngineError('timeout', 'tempo esgotado');
  return new ChatEngineError('provider', describeProviderError(error));
};

/** A tool call as the model wrote it; its arguments are the model's JSON text. */
type ToolCall = { id: string; name: string; arguments: string };
/** What one reply of the provider says: text, tool calls, or both. */
type ProviderTurn = { content: string; calls: ToolCall[] };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The assistant's message of a chat.completion, checked: an OpenAI-compatible server may answer
 * HTML, a body without `choices`, or a message without content; the types promise none of that.
 */
const turnOf = (completion: unknown): ProviderTurn => {
  // The SDK hands over the text of a reply not labelled JSON (an HTML error page, plain text).
  if (typeof completion === 'string')
    throw new ChatEngineError('provider', 'resposta que não é um objeto JSON');
  const choices = isRecord(completion) ? completion.choices : undefined;
  if (!Array.isArray(choices)) throw new ChatEngineError('provider', 'resposta sem choices');
  const message: unknown = isRecord(choices[0]) ? choices[0].message : undefined;
  if (!isRecord(message)) throw new ChatEngineError('provider', 'resposta sem mensagem');
  const calls = Array.isArray(message.tool_calls) ? message.tool_calls : [];
  return {
    content: typeof message.content === 'string' ? message.content : '',
    calls: calls.filter(isRecord).map((call, index) => {
      // `function` for every tool this engine offers; a `custom` call is answered as unknown.
      const fn = isRecord(call.function) ? call.function : isRecord(call.custom) ? call.custom : {};
      return {
        id: typeof call.id === 'string' ? call.id : `call_${index}`,
        name: typeof fn.name === 'string' ? fn.name : '',
        arguments: typeof fn.arguments === 'string' ? fn.arguments : '',
      };
    }),
  };
};

/** The arguments a model wrote, or undefined when they are not JSON. */
const argumentsOf = (text: string): unknown => {
  if (!text.trim()) return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
};

/** One tool call answered: the tool's output, or its pt-BR refusal under `erro`. */
async function answerCall(runner: ToolRunner, call: ToolCall): Promise<string> {
  const args = argumentsOf(call.arguments);
  const result =
    args === undefined
      ? { ok: false as const, error: CHAT_TOOL_ARGUMENTS_NOT_JSON }
      : await runner.callByName(call.name, args);
  return asContent(result.ok ? result.output : { erro: result.error });
}

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

  /** One request to the provider and its reply, checked. */
  const ask = async (
    messages: ChatCompletionMessageParam[],
    signal: AbortSignal,
    deadline: number,
  ): Promise<ProviderTurn> => {
    let completion: unknown;
    try {
      completion = await client.chat.completions.create(
        { model: settings.model, messages, tools, tool_choice: 'auto' },
        { signal, timeout: Math.max(deadline - Date.now(), 1) },
      );
    } catch (error) {
      throw providerFailure(error, signal);
    }
    return turnOf(completion);
  };

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
          const turn = await ask(messages, abort.signal, deadline);
          // No text and no call is an empty answer: the service keeps the apology for it.
          if (turn.calls.length === 0) return turn.content;
          if (round >= MAX_TOOL_ROUNDS)
            throw new ChatEngineError('too_many_rounds', `mais de ${MAX_TOOL_ROUNDS} rodadas`);
          messages.push({
            role: 'assistant',
            content: turn.content || null,
            tool_calls: turn.calls.map((call) => ({
              id: call.id,
              type: 'function',
              function: { name: call.name, arguments: call.arguments },
            })),
          });
          for (const call of turn.calls) {
            const content = await answerCall(runner, call);
            messages.push({ role: 'tool', tool_call_id: call.id, content });
            if (abort.signal.aborted) throw new ChatEngineError('timeout', 'tempo esgotado');
          }
        }
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

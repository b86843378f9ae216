import OpenAI from 'openai';
import type {
  ChatCompletionMessageParam,
  ChatCompletionTool,
} from 'openai/resources/chat/completions';
import { CHAT_TOOL_ARGUMENTS_NOT_JSON } from '@portal/domain';
import { ChatEngineError, type ChatEngine, type ChatQuestion } from '../engine';
import { toolDefinitions, type ToolRunner } from '../tools';
import { readStream, turnOf, type ProviderTurn, type ToolCall } from './provider-turn';
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

/** A blank line between the texts of two rounds (a model may say something before its tool calls). */
const ROUND_BREAK = '\n\n';

/** The body of a reply that ignored `stream: true`: the completion, or its text when not JSON. */
const bodyOf = (text: string, contentType: string): unknown =>
  /json/i.test(contentType) ? (JSON.parse(text) as unknown) : text;

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

  /** One request to the provider and its whole reply, checked. */
  const complete = async (
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

  /** The same request with `stream: true`: its text handed out as the provider writes it. */
  const stream = async (
    messages: ChatCompletionMessageParam[],
    signal: AbortSignal,
    deadline: number,
    onText: (text: string) => void,
  ): Promise<ProviderTurn> => {
    try {
      const { data, response } = await client.chat.completions
        .create(
          { model: settings.model, messages, tools, tool_choice: 'auto', stream: true },
          { signal, timeout: Math.max(deadline - Date.now(), 1) },
        )
        .withResponse();
      const type = response.headers.get('content-type') ?? '';
      if (type.includes('text/event-stream')) return await readStream(data, onText);
      // A server that does not stream answers the whole completion (or an error page) at once;
      // the SDK has not read it yet.
      const turn = turnOf(bodyOf(await response.text(), type));
      if (turn.content) onText(turn.content);
      return turn;
    } catch (error) {
      if (error instanceof ChatEngineError) throw error;
      throw providerFailure(error, signal);
    }
  };

  return {
    kind: 'openai',
    streams: true,
    answer: async ({ question, history, tools: runner, now, onText, stop }: ChatQuestion) => {
      const deadline = Date.now() + total;
      const timeout = new AbortController();
      const timer = setTimeout(() => timeout.abort(), total);
      const signal = stop ? AbortSignal.any([timeout.signal, stop]) : timeout.signal;
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
      // The answer is every round's text: what the admin saw streamed is what is kept.
      let written = '';
      let roundStart = 0;
      const write = (text: string) => {
        if (written.length > 0 && written.length === roundStart) {
          written += ROUND_BREAK;
          onText?.(ROUND_BREAK);
        }
        written += text;
        onText?.(text);
      };
      try {
        for (let round = 0; ; round += 1) {
          roundStart = written.length;
          const turn = onText
            ? await stream(messages, signal, deadline, write)
            : await complete(messages, signal, deadline);
          if (!onText && turn.content) write(turn.content);
          // No text and no call is an empty answer: the service keeps the apology for it.
          if (turn.calls.length === 0) return written;
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
            if (signal.aborted) throw new ChatEngineError('timeout', 'tempo esgotado');
          }
        }
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

import { randomUUID } from 'node:crypto';
import { stoppedAnswer } from '@portal/domain';
import type { Principal } from '../../auth/principal';
import type { ServiceDeps } from '../deps';
import { MESSAGES, ServiceError, type FailureKind } from '../errors';
import { acceptQuestion, failed, keepAnswer, shownAnswer } from './chat-service';
import { ChatEngineError } from './engine';
import { answerStreamed } from './streaming';
import { createToolRunner } from './tools';

/**
 * What an admin who reads the answer streamed receives, in order: `start` (the conversation the
 * answer goes into, named before it is written, so a stop keeps it in the right place), `text`
 * for each piece as it is written, then `done` with the answer as kept (the pieces joined, or
 * the apology for an empty one) or `error` with the failure and text the JSON call would answer
 * (`internal`: a fault of the server's, 500).
 */
export type ChatStreamEvent =
  | { type: 'start'; conversationId: string }
  | { type: 'text'; text: string }
  | { type: 'done'; output: string; conversationId: string }
  | { type: 'error'; kind: FailureKind | 'internal'; error: string };

export type ChatStream = {
  /**
   * Writes the answer through `emit` and keeps it; never throws. When `stop` aborts (the admin
   * pressed 'Parar' or left), what was written so far is kept with the note of a stopped answer.
   */
  run: (emit: (event: ChatStreamEvent) => void, stop: AbortSignal) => Promise<void>;
};

/**
 * A question for a streamed answer: refused here, before the stream opens, exactly as the JSON
 * call refuses it (admin only, the window, a conversation not the admin's); let through, its
 * answer is written by `run`.
 */
export async function openChatStream(
  deps: ServiceDeps,
  principal: Principal | null,
  input: { message: string; conversationId?: string | undefined },
): Promise<ChatStream> {
  const question = await acceptQuestion(deps, principal, input);
  const conversationId = question.conversationId ?? randomUUID();
  const newId = question.conversationId ? undefined : conversationId;

  const write: ChatStream['run'] = async (emit, stop) => {
    emit({ type: 'start', conversationId });
    let written = '';
    let answer = '';
    let failure: Extract<ChatStreamEvent, { type: 'error' }> | undefined;
    const fail = (error: unknown) => {
      if (error instanceof ServiceError) return { kind: error.kind, error: error.message };
      deps.logger.error('[chat] erro inesperado na resposta', error);
      return { kind: 'internal' as const, error: MESSAGES.internal };
    };
    try {
      answer = await answerStreamed(
        deps.chat.engine,
        {
          question: question.message,
          history: question.history,
          tools: createToolRunner(deps.db, deps.clock.now),
          now: question.askedAt,
          stop,
          onText: (text) => {
            if (stop.aborted) return;
            written += text;
            emit({ type: 'text', text });
          },
        },
        deps.chat.pace,
      );
    } catch (error) {
      // A stop ends the provider's call with an abort: that is no failure.
      if (!stop.aborted)
        failure = {
          type: 'error',
          ...fail(error instanceof ChatEngineError ? failed(deps, error) : error),
        };
    }
    // A failure keeps nothing, as in the JSON call; a stop keeps what the admin saw.
    if (failure) return emit(failure);
    const output = stop.aborted ? stoppedAnswer(written) : shownAnswer(deps, answer);
    try {
      await keepAnswer(deps, question, output, newId);
    } catch (error) {
      return emit({ type: 'error', ...fail(error) });
    }
    emit({ type: 'done', output, conversationId });
  };
  // The reply has gone out when the answer starts: the app waits for it (and its keeping)
  // before it closes the database, as for any work after a reply.
  const run: ChatStream['run'] = (emit, stop) => {
    const running = write(emit, stop);
    deps.background.add(running);
    deps.chat.writing.set(conversationId, running);
    void running.finally(() => {
      deps.background.delete(running);
      if (deps.chat.writing.get(conversationId) === running)
        deps.chat.writing.delete(conversationId);
    });
    return running;
  };
  return { run };
}

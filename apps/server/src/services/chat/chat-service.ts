import type { ChatHistoryReply, ChatReply } from '@portal/api-client';
import {
  CHAT_APOLOGY,
  CHAT_CONVERSATION_MAX_MESSAGES,
  CHAT_CONVERSATION_NOT_FOUND,
  CHAT_RATE_LIMITED,
} from '@portal/domain';
import { requireAdmin } from '../../auth/authorize';
import type { Principal } from '../../auth/principal';
import {
  appendMessages,
  findConversationOf,
  findNewestConversationOf,
  insertConversation,
  listLastMessages,
  listMessages,
  touchConversation,
} from '../../repositories/chat-conversations';
import type { ServiceDeps } from '../deps';
import { notFound, ServiceError } from '../errors';
import { ChatEngineError, type ChatTurn } from './engine';
import { CONTEXT_MESSAGES } from './openai/openai-engine';
import { createToolRunner } from './tools';

// The admins' AI chat: questions and answers kept per admin, one conversation at a
// time, nothing written when no answer came. Another admin's conversation is never found.

const adminId = (principal: Principal | null): string => {
  requireAdmin(principal);
  return principal!.id;
};

/** The engine's failure as docs/product.md's error path: 504 for a time-out, 502 otherwise. */
export function failed(deps: ServiceDeps, error: ChatEngineError): ServiceError {
  deps.logger.warn(
    `[chat] o motor de IA não respondeu (${error.reason}): ${deps.chat.redact(error.message)}`,
  );
  return new ServiceError(
    error.reason === 'timeout' ? 'upstream_timeout' : 'upstream_failed',
    CHAT_APOLOGY,
  );
}

/** A question let through: who asks, when, and what the engine sees of the conversation. */
export type AcceptedQuestion = {
  userId: string;
  message: string;
  askedAt: Date;
  /** The conversation it continues; absent, a new one is started when the answer is kept. */
  conversationId: string | undefined;
  history: ChatTurn[];
};

/**
 * Lets a question through, or refuses it before any work: admin only, the per-admin window, and
 * the named conversation the admin's own (else 404). Nothing is written.
 */
export async function acceptQuestion(
  deps: ServiceDeps,
  principal: Principal | null,
  input: { message: string; conversationId?: string | undefined },
): Promise<AcceptedQuestion> {
  const userId = adminId(principal);
  if (!deps.chat.limiter.take(userId)) throw new ServiceError('rate_limited', CHAT_RATE_LIMITED);
  const askedAt = deps.clock.now();
  let history: ChatTurn[] = [];
  if (input.conversationId) {
    await deps.chat.writing.get(input.conversationId);
    if (!(await findConversationOf(deps.db, userId, input.conversationId)))
      throw notFound(CHAT_CONVERSATION_NOT_FOUND);
    history = await listLastMessages(deps.db, input.conversationId, CONTEXT_MESSAGES);
  }
  return { userId, message: input.message, askedAt, conversationId: input.conversationId, history };
}

/** What the admin reads of an engine's answer: a blank one is the apology, never an empty bubble. */
export function shownAnswer(deps: ServiceDeps, answer: string): string {
  if (answer.trim()) return answer;
  deps.logger.warn('[chat] o motor de IA respondeu sem texto');
  return CHAT_APOLOGY;
}

/**
 * Keeps the question and its answer together, in one transaction, in the question's conversation
 * or a new one (with `newId` when the admin was told its id before the answer); answers its id.
 */
export function keepAnswer(
  deps: ServiceDeps,
  question: AcceptedQuestion,
  output: string,
  newId?: string,
): Promise<string> {
  const answeredAt = deps.clock.now();
  const messages = [
    { type: 'user', content: question.message, at: question.askedAt },
    { type: 'ai', content: output, at: answeredAt },
  ] as const;
  return deps.db.transaction(async (tx) => {
    const id = question.conversationId;
    // A new one starts with these two: nothing before them, nothing to trim.
    if (!id)
      return (await insertConversation(tx, question.userId, question.askedAt, messages, newId)).id;
    // Deleted meanwhile (its admin removed): nothing to keep the answer in.
    if (!(await findConversationOf(tx, question.userId, id, true)))
      throw notFound(CHAT_CONVERSATION_NOT_FOUND);
    await appendMessages(tx, id, messages, CHAT_CONVERSATION_MAX_MESSAGES);
    await touchConversation(tx, id, answeredAt);
    return id;
  });
}

/**
 * Answers one question: in the named conversation (the admin's own, else 404) or a new one; the
 * question and the answer are kept together after the answer, so a failure keeps nothing.
 */
export async function askChat(
  deps: ServiceDeps,
  principal: Principal | null,
  input: { message: string; conversationId?: string | undefined },
): Promise<ChatReply> {
  const question = await acceptQuestion(deps, principal, input);
  let answer: string;
  try {
    answer = await deps.chat.engine.answer({
      question: question.message,
      history: question.history,
      tools: createToolRunner(deps.db, deps.clock.now),
      now: question.askedAt,
    });
  } catch (error) {
    if (error instanceof ChatEngineError) throw failed(deps, error);
    throw error;
  }
  const output = shownAnswer(deps, answer);
  return { output, conversationId: await keepAnswer(deps, question, output) };
}

/** The admin's newest conversation (or the one named, which must be theirs), oldest first. */
export async function chatHistory(
  deps: ServiceDeps,
  principal: Principal | null,
  input: { conversationId?: string },
): Promise<ChatHistoryReply> {
  const userId = adminId(principal);
  const conversation = input.conversationId
    ? await findConversationOf(deps.db, userId, input.conversationId)
    : await findNewestConversationOf(deps.db, userId);
  if (!conversation) {
    if (input.conversationId) throw notFound(CHAT_CONVERSATION_NOT_FOUND);
    return { conversationId: null, messages: [] };
  }
  const messages = await listMessages(deps.db, conversation.id);
  return {
    conversationId: conversation.id,
    messages: messages.map((m) => ({
      id: m.id,
      type: m.type,
      content: m.content,
      timestamp: m.createdAt.toISOString(),
    })),
  };
}

/**
 * 'Nova conversa': an empty conversation becomes the admin's newest. When the newest is empty
 * already, it is the one (pressing the button twice leaves no trail of empty conversations).
 */
export async function newChatConversation(
  deps: ServiceDeps,
  principal: Principal | null,
): Promise<{ conversationId: string }> {
  const userId = adminId(principal);
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const newest = await findNewestConversationOf(tx, userId);
    if (newest && (await listLastMessages(tx, newest.id, 1)).length === 0) {
      await touchConversation(tx, newest.id, now);
      return { conversationId: newest.id };
    }
    return { conversationId: (await insertConversation(tx, userId, now)).id };
  });
}

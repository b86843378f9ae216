import type { z } from 'zod';
import { apiMessages } from '../messages';
import { success, type ApiResult } from '../result';
import { chatBodySchema, chatReplySchema } from '../schemas/chat';
import type { Call, Routes } from './shared';

export const createChatClient = (deps: { call: Call; routes: Routes<'chat'> }) => {
  const { call, routes } = deps;
  return {
    /** Answers markdown; a reply without output gives SPEC.md's apology as the answer. */
    async send(
      message: z.input<typeof chatBodySchema>['message'],
    ): Promise<ApiResult<{ output: string }>> {
      const result = await call({
        route: routes.chat,
        body: { message: message.trim() },
        reply: chatReplySchema,
        failureMessage: apiMessages.chatSend,
        missingSessionMessage: apiMessages.chatSend,
      });
      if (!result.ok) return result;
      const output = result.data.output?.trim();
      return success({ output: output ? output : apiMessages.chatNoOutput });
    },
  };
};

import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { useMachine } from '@xstate/react';
import {
  chatMachine,
  selectChatView,
  type LoadChatHistoryOutput,
  type NewConversationOutput,
  type SendChatMessageInput,
  type SendChatMessageOutput,
} from '@portal/domain';
import { adminChatViewProps, type AdminChatProps } from '@portal/ui';
import { callApi, dataOrReject } from '../app/api';

// The admins' AI chat (docs/product.md "Admin: AI chat"): the kept conversation, one question at a time
// with its answer read as it is written, 'Parar', 'Nova conversa'. An answer's markdown is
// rendered by the screen; its portal links open here.

/** Runs `flush` before the next paint (a timer where there is no window). */
type FrameScheduler = (flush: () => void) => void;
const nextFrame: FrameScheduler = (flush) =>
  typeof requestAnimationFrame === 'function'
    ? requestAnimationFrame(flush)
    : setTimeout(flush, 16);

export const adminChatActors = (call: typeof callApi, schedule: FrameScheduler = nextFrame) => ({
  loadHistory: fromPromise<LoadChatHistoryOutput, void>(async () =>
    dataOrReject(await call((api) => api.chat.history())),
  ),
  // The answer streamed: its pieces reported to the machine as they arrive, those of one frame
  // together (a model's tokens come faster than a screen can show them, and each report renders
  // the answer's markdown again). 'Parar' stops this actor, whose signal closes the stream; the
  // server then keeps what it wrote.
  sendMessage: fromPromise<SendChatMessageOutput, SendChatMessageInput>(
    async ({ input, signal }) => {
      let waiting = '';
      let finished = false;
      // A frame that comes after the answer (or after 'Parar') has nothing to show: the
      // machine has the answer as kept, or the next question.
      const flush = () => {
        if (!waiting || finished || signal.aborted) return;
        input.report({ type: 'answer.text', text: waiting });
        waiting = '';
      };
      const result = await call((api) =>
        api.chat.stream(input.message, input.conversationId, {
          signal,
          onStart: (conversationId) => input.report({ type: 'answer.start', conversationId }),
          onText: (text) => {
            if (!waiting) schedule(flush);
            waiting += text;
          },
        }),
      );
      finished = true;
      return dataOrReject(result);
    },
  ),
  newConversation: fromPromise<NewConversationOutput, void>(async () =>
    dataOrReject(await call((api) => api.chat.newConversation())),
  ),
});

/** An answer to the clipboard; the button says it was copied, a refused clipboard adds nothing. */
export const copyReply = (text: string, win: Window = window) => {
  win.navigator.clipboard?.writeText(text).catch(() => undefined);
};

export function useAdminChat(): AdminChatProps {
  const navigate = useNavigate();
  const [machine] = useState(() =>
    chatMachine.provide({
      actors: adminChatActors(callApi),
      actions: { copyText: (_, { text }) => copyReply(text) },
    }),
  );
  const [state, send] = useMachine(machine, { input: {} });
  // Stable, so an answer's markdown is not rendered again on every keystroke.
  const onNavigate = useCallback((href: string) => void navigate(href), [navigate]);
  return {
    ...adminChatViewProps(selectChatView(state)),
    onDraftChange: (text) => send({ type: 'draft.change', text }),
    onSend: () => send({ type: 'message.send' }),
    onStop: () => send({ type: 'answer.stop' }),
    onAskExample: (question) => send({ type: 'example.ask', question }),
    onNewConversation: () => send({ type: 'conversation.new' }),
    onCopyReply: (id) => send({ type: 'reply.copy', id }),
    onDismissError: () => send({ type: 'error.dismiss' }),
    onRetryHistory: () => send({ type: 'history.retry' }),
    onNavigate,
  };
}

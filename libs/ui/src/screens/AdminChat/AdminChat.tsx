import { useEffect, useRef } from 'react';
import { CHAT_REPLY_COPIED, type ChatView } from '@portal/domain';
import { Alert } from '../../components/Alert/Alert';
import { Button } from '../../components/Button/Button';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { Icon } from '../../components/Icon/Icon';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { Spinner } from '../../components/Spinner/Spinner';
import type { NavigateHandler } from '../../components/TextLink/TextLink';
import { visuallyHidden } from '../../theme/utils.css';
import { ChatComposer } from './parts/ChatComposer';
import { ChatMessages } from './parts/ChatMessages';
import * as styles from './AdminChat.css';

export type AdminChatViewProps = Pick<
  ChatView,
  | 'status'
  | 'messages'
  | 'isEmpty'
  | 'examples'
  | 'draft'
  | 'draftMax'
  | 'canSend'
  | 'isSending'
  | 'isTyping'
  | 'canStop'
  | 'canStartNew'
  | 'isStartingNew'
  | 'error'
  | 'historyError'
  | 'copiedId'
>;

export const adminChatViewProps = (view: ChatView): AdminChatViewProps => ({
  status: view.status,
  messages: view.messages,
  isEmpty: view.isEmpty,
  examples: view.examples,
  draft: view.draft,
  draftMax: view.draftMax,
  canSend: view.canSend,
  isSending: view.isSending,
  isTyping: view.isTyping,
  canStop: view.canStop,
  canStartNew: view.canStartNew,
  isStartingNew: view.isStartingNew,
  error: view.error,
  historyError: view.historyError,
  copiedId: view.copiedId,
});

export type AdminChatProps = AdminChatViewProps & {
  /** The textarea ('draft.change'). */
  onDraftChange: (text: string) => void;
  /** Enter or the send button ('message.send'). */
  onSend: () => void;
  /** 'Parar' while an answer is written ('answer.stop'). */
  onStop: () => void;
  /** An example question of the empty state ('example.ask'). */
  onAskExample: (question: string) => void;
  /** 'Nova conversa' ('conversation.new'). */
  onNewConversation: () => void;
  /** An answer's copy button ('reply.copy'). */
  onCopyReply: (id: string) => void;
  /** The banner's close button ('error.dismiss'). */
  onDismissError: () => void;
  /** The history notice's retry ('history.retry'). */
  onRetryHistory: () => void;
  /** A link of an answer to a portal page: opened in place by the router. */
  onNavigate: NavigateHandler;
};

/** What a screen reader hears politely: the answer being written, or a copied reply. */
function statusText({ isSending, copiedId }: AdminChatViewProps): string {
  if (isSending) return 'O assistente está escrevendo uma resposta...';
  return copiedId ? CHAT_REPLY_COPIED : '';
}

/**
 * docs/product.md "Admin: AI chat": the header (the shell's top bar has the menu toggle), the welcome with
 * example questions or the conversation, the banner, and the composer. The window follows the
 * newest message.
 */
export function AdminChat(props: AdminChatProps) {
  const { status, messages, isSending, error, historyError } = props;
  // The answer being written grows: the window follows its end too.
  const newest = messages.at(-1);
  const newestLength = newest?.isStreaming ? newest.content.length : 0;
  const textarea = useRef<HTMLTextAreaElement>(null);
  const end = useRef<HTMLDivElement>(null);

  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length, isSending, newestLength]);

  // A control that goes away (an example, a finished 'Nova conversa') leaves the person in the
  // question box rather than nowhere.
  const backToQuestion = () => textarea.current?.focus();

  return (
    <div className={styles.root}>
      <PageHeader
        title="Chat com IA"
        description="Faça perguntas sobre o sistema"
        actions={
          <Button
            variant="secondary"
            leadingIcon={<Icon name="plus" />}
            loading={props.isStartingNew}
            loadingText="Iniciando..."
            aria-disabled={!props.canStartNew || undefined}
            onClick={() => {
              if (!props.canStartNew) return;
              props.onNewConversation();
              backToQuestion();
            }}
          >
            Nova conversa
          </Button>
        }
      />
      {historyError && (
        <Alert
          tone="warning"
          action={
            status === 'ready' && props.isEmpty ? (
              <Button variant="secondary" size="sm" onClick={props.onRetryHistory}>
                Tentar novamente
              </Button>
            ) : undefined
          }
        >
          {historyError}
        </Alert>
      )}
      <section
        className={styles.conversation}
        aria-label="Conversa"
        aria-busy={status === 'loading' || undefined}
      >
        {status === 'loading' ? (
          <div className={styles.loading}>
            <Spinner size="lg" label="Carregando conversa..." />
          </div>
        ) : props.isEmpty ? (
          <EmptyState
            icon="chat"
            title="Bem-vindo ao Chat IA"
            description="Pergunte sobre as empresas, os relatórios mensais, as finanças e as reuniões. Comece por um exemplo:"
            action={
              <ul className={styles.examples} aria-label="Perguntas de exemplo">
                {props.examples.map((question) => (
                  <li key={question} className={styles.exampleItem}>
                    <Button
                      variant="secondary"
                      className={styles.example}
                      onClick={() => {
                        props.onAskExample(question);
                        backToQuestion();
                      }}
                    >
                      {question}
                    </Button>
                  </li>
                ))}
              </ul>
            }
          />
        ) : (
          <ChatMessages
            messages={messages}
            isTyping={props.isTyping}
            copiedId={props.copiedId}
            onCopyReply={props.onCopyReply}
            onNavigate={props.onNavigate}
            onAsk={props.onAskExample}
          />
        )}
      </section>
      <p role="status" className={visuallyHidden}>
        {statusText(props)}
      </p>
      {error && (
        <Alert
          tone="error"
          action={
            <Button variant="ghost" size="sm" onClick={props.onDismissError}>
              Fechar
            </Button>
          }
        >
          {error}
        </Alert>
      )}
      <ChatComposer
        draft={props.draft}
        draftMax={props.draftMax}
        canSend={props.canSend}
        canStop={props.canStop}
        onDraftChange={props.onDraftChange}
        onSend={props.onSend}
        onStop={props.onStop}
        textareaRef={textarea}
      />
      <div ref={end} className={styles.end} />
    </div>
  );
}

import type { ChatMessageView } from '@portal/domain';
import { Button } from '../../../components/Button/Button';
import { Icon } from '../../../components/Icon/Icon';
import { Markdown } from '../../../components/Markdown/Markdown';
import type { NavigateHandler } from '../../../components/TextLink/TextLink';
import { visuallyHidden } from '../../../theme/utils.css';
import * as styles from './ChatMessages.css';

export type ChatMessagesProps = {
  messages: readonly ChatMessageView[];
  /** An answer is on its way with no text yet: the three dots. */
  isTyping: boolean;
  copiedId: string | null;
  onCopyReply: (id: string) => void;
  onNavigate: NavigateHandler;
  /** A suggestion button of an answer asks its question. */
  onAsk?: (question: string) => void;
};

/**
 * The conversation, oldest first: the admin's questions on the right, the assistant's answers
 * (markdown) on the left, each with its HH:MM; while an answer is on its way, three dots until
 * its first words, then the answer growing in its bubble, copied only once it is whole (the
 * words for screen readers are the screen's polite status).
 */
export function ChatMessages({
  messages,
  isTyping,
  copiedId,
  onCopyReply,
  onNavigate,
  onAsk,
}: ChatMessagesProps) {
  return (
    <ol className={styles.list}>
      {messages.map((message) => (
        <li
          key={message.id}
          className={styles.row[message.type]}
          data-message-type={message.type}
          data-streaming={message.isStreaming ? '' : undefined}
          aria-busy={message.isStreaming}
        >
          <div className={styles.bubble[message.type]}>
            <span className={visuallyHidden}>
              {message.type === 'user' ? 'Você disse:' : 'Assistente respondeu:'}
            </span>
            {message.type === 'user' ? (
              <p className={styles.userText}>{message.content}</p>
            ) : (
              <Markdown markdown={message.content} onNavigate={onNavigate} onAsk={onAsk} />
            )}
            <div className={styles.meta}>
              {message.type === 'ai' && !message.isStreaming && (
                <Button
                  variant="ghost"
                  size="sm"
                  leadingIcon={<Icon name={copiedId === message.id ? 'check' : 'copy'} />}
                  onClick={() => onCopyReply(message.id)}
                >
                  {copiedId === message.id ? 'Copiada' : 'Copiar'}
                </Button>
              )}
              <time dateTime={message.timestamp} className={styles.time[message.type]}>
                {message.time}
              </time>
            </div>
          </div>
        </li>
      ))}
      {isTyping && (
        <li className={styles.row.ai} data-typing="">
          <span className={styles.typing} aria-hidden="true">
            <span className={styles.dot} />
            <span className={styles.dot} />
            <span className={styles.dot} />
          </span>
        </li>
      )}
    </ol>
  );
}

import { useId, useLayoutEffect, useRef, type KeyboardEvent, type Ref } from 'react';
import { Button } from '../../../components/Button/Button';
import { Icon } from '../../../components/Icon/Icon';
import { visuallyHidden } from '../../../theme/utils.css';
import * as styles from './ChatComposer.css';

export type ChatComposerProps = {
  draft: string;
  draftMax: number;
  canSend: boolean;
  /** An answer is on its way: 'Parar' takes the send button's place. */
  canStop: boolean;
  onDraftChange: (text: string) => void;
  onSend: () => void;
  onStop: () => void;
  textareaRef: Ref<HTMLTextAreaElement>;
};

/** The box grows with its content between the two heights, then scrolls (docs/product.md, Limits). */
function fitHeight(textarea: HTMLTextAreaElement) {
  textarea.style.height = 'auto';
  const borders = textarea.offsetHeight - textarea.clientHeight;
  const wanted = textarea.scrollHeight + borders;
  const height = Math.min(Math.max(wanted, styles.TEXTAREA_MIN_HEIGHT), styles.TEXTAREA_MAX_HEIGHT);
  textarea.style.height = `${height}px`;
  textarea.toggleAttribute('data-scrolls', wanted > styles.TEXTAREA_MAX_HEIGHT);
}

/**
 * The question, the send button and the keys' hint. Enter sends, Shift+Enter adds a line (an
 * Enter that composes an accented letter is left to the input method). The buttons never
 * disable themselves away from focus: an unusable send says so with aria-disabled. While an
 * answer is written, 'Parar' stands where the send button was (the next question may be typed
 * meanwhile).
 */
export function ChatComposer({
  draft,
  draftMax,
  canSend,
  canStop,
  onDraftChange,
  onSend,
  onStop,
  textareaRef,
}: ChatComposerProps) {
  const id = useId();
  const own = useRef<HTMLTextAreaElement | null>(null);
  useLayoutEffect(() => {
    if (own.current) fitHeight(own.current);
  }, [draft]);

  const send = () => {
    if (canSend) onSend();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  return (
    <form
      className={styles.root}
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <div className={styles.row}>
        <label htmlFor={`${id}-question`} className={visuallyHidden}>
          Sua pergunta
        </label>
        <textarea
          id={`${id}-question`}
          ref={(element) => {
            own.current = element;
            if (typeof textareaRef === 'function') textareaRef(element);
            else if (textareaRef) textareaRef.current = element;
          }}
          className={styles.textarea}
          rows={1}
          value={draft}
          maxLength={draftMax}
          placeholder="Digite sua pergunta..."
          aria-describedby={`${id}-hint`}
          onChange={(event) => onDraftChange(event.target.value)}
          onKeyDown={onKeyDown}
        />
        {canStop ? (
          <Button
            type="button"
            variant="secondary"
            className={styles.stop}
            leadingIcon={<Icon name="stop" size={16} />}
            onClick={() => {
              onStop();
              own.current?.focus();
            }}
          >
            Parar
          </Button>
        ) : (
          <Button
            type="submit"
            iconOnly
            className={styles.send}
            aria-label="Enviar"
            aria-disabled={!canSend || undefined}
          >
            <Icon name="send" size={18} />
          </Button>
        )}
      </div>
      <p id={`${id}-hint`} className={styles.hint}>
        Pressione Enter para enviar, Shift+Enter para nova linha
      </p>
    </form>
  );
}

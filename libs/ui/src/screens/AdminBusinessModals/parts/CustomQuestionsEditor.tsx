import { useId } from 'react';
import { CUSTOM_QUESTION_MAX } from '@portal/domain';
import type { BusinessDraftEdit } from '@portal/domain';
import { Button } from '../../../components/Button/Button';
import { Icon } from '../../../components/Icon/Icon';
import { TextField } from '../../../components/TextField/TextField';
import { useFocusAddedRow } from '../../../hooks/useFocusAddedRow';
import * as styles from '../AdminBusinessModals.css';

export type CustomQuestionsEditorProps = {
  questions: readonly string[];
  /** One entry per question (blank, repeated). */
  itemErrors: readonly (string | undefined)[];
  /** About the list as a whole (the first refusal, e.g. more than 30). */
  error?: string | null;
  canAdd: boolean;
  disabled: boolean;
  onEdit: (edit: BusinessDraftEdit) => void;
};

/**
 * The company's custom questions (they feed its monthly report form): add, edit, move up or down
 * with the arrow buttons, remove. A question added takes the focus, so typing goes on there.
 */
export function CustomQuestionsEditor({
  questions,
  itemErrors,
  error,
  canAdd,
  disabled,
  onEdit,
}: CustomQuestionsEditorProps) {
  const hintId = useId();
  const listRef = useFocusAddedRow<HTMLOListElement>(questions.length);

  const move = (index: number, to: number) => {
    onEdit({ type: 'question.move', index, to });
    // The moved question keeps the focus on the same arrow, where it now is.
    requestAnimationFrame(() =>
      listRef.current
        ?.querySelectorAll<HTMLButtonElement>(`[data-move="${to > index ? 'down' : 'up'}"]`)
        [to]?.focus(),
    );
  };

  return (
    <fieldset className={styles.fieldset} aria-describedby={hintId}>
      <legend className={styles.legend}>Perguntas customizadas</legend>
      <p id={hintId} className={styles.hint}>
        Perguntadas no relatório mensal da empresa, nesta ordem.
      </p>
      {questions.length > 0 && (
        <ol ref={listRef} className={styles.list}>
          {questions.map((question, index) => (
            <li key={index} className={styles.questionRow}>
              <TextField
                label={`Pergunta ${index + 1}`}
                value={question}
                maxLength={CUSTOM_QUESTION_MAX}
                error={itemErrors[index]}
                readOnly={disabled}
                fieldClassName={styles.questionField}
                onChange={(value) => onEdit({ type: 'question.change', index, value })}
              />
              <div className={styles.rowButtons}>
                <Button
                  variant="ghost"
                  size="sm"
                  iconOnly
                  data-move="up"
                  aria-label={`Mover a pergunta ${index + 1} para cima`}
                  disabled={disabled || index === 0}
                  onClick={() => move(index, index - 1)}
                >
                  <Icon name="chevronRight" size={16} className={styles.arrowUp} />
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  iconOnly
                  data-move="down"
                  aria-label={`Mover a pergunta ${index + 1} para baixo`}
                  disabled={disabled || index === questions.length - 1}
                  onClick={() => move(index, index + 1)}
                >
                  <Icon name="chevronRight" size={16} className={styles.arrowDown} />
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  iconOnly
                  aria-label={`Remover a pergunta ${index + 1}`}
                  disabled={disabled}
                  onClick={() => onEdit({ type: 'question.remove', index })}
                >
                  <Icon name="trash" size={16} />
                </Button>
              </div>
            </li>
          ))}
        </ol>
      )}
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <div>
        <Button
          variant="secondary"
          size="sm"
          leadingIcon={<Icon name="plus" size={16} />}
          disabled={disabled || !canAdd}
          onClick={() => onEdit({ type: 'question.add' })}
        >
          Adicionar pergunta
        </Button>
      </div>
    </fieldset>
  );
}

import { useId, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { Field, describedBy } from '../Field/Field';
import { Icon } from '../Icon/Icon';
import * as styles from './ChipInput.css';

export type ChipInputProps = {
  label: ReactNode;
  chips: readonly string[];
  /**
   * Called with the typed text when a separator key is pressed. Uncontrolled, it returns the text
   * to leave in the input (empty when everything was added, the offending part when something
   * was refused); controlled (`draft` given), the owner updates `draft` itself.
   */
  onAdd: (typed: string) => string | void;
  /**
   * The text in the box, when the owner keeps it (e.g. a machine that adds on a typed comma);
   * every keystroke then goes to `onDraftChange` as it is.
   */
  draft?: string;
  onDraftChange?: (value: string) => void;
  onRemove: (chip: string) => void;
  /** Chips without a remove button (e.g. the registrant's own e-mail). */
  isFixed?: (chip: string) => boolean;
  fixedLabel?: string;
  /** Keys that add what was typed (docs/product.md: comma or Enter). */
  separatorKeys?: readonly string[];
  error?: string | null;
  hint?: ReactNode;
  placeholder?: string;
  removeLabel?: (chip: string) => string;
  type?: 'text' | 'email';
};

/**
 * A field that turns what is typed into chips on a comma or Enter (the registration's team
 * e-mails): each chip has a remove button, Backspace in an empty box removes the last one, and a
 * fixed chip (the registrant's own e-mail, '(você)') cannot be removed. A refused entry shows its
 * error under the field.
 */
export function ChipInput({
  label,
  chips,
  onAdd,
  draft: ownerDraft,
  onDraftChange,
  onRemove,
  isFixed = () => false,
  fixedLabel = '(você)',
  separatorKeys = [',', 'Enter'],
  error,
  hint,
  placeholder,
  removeLabel = (chip) => `Remover ${chip}`,
  type = 'text',
}: ChipInputProps) {
  const id = useId();
  const [ownDraft, setOwnDraft] = useState('');
  const controlled = ownerDraft !== undefined;
  const draft = ownerDraft ?? ownDraft;
  const add = (typed: string) => {
    const rest = onAdd(typed);
    if (!controlled) setOwnDraft(rest ?? '');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (separatorKeys.includes(event.key)) {
      // Enter would otherwise submit the surrounding form.
      event.preventDefault();
      if (draft.trim() !== '') add(draft);
      return;
    }
    if (event.key === 'Backspace' && draft === '') {
      const last = [...chips].reverse().find((chip) => !isFixed(chip));
      if (last) onRemove(last);
    }
  };

  return (
    <Field id={id} label={label} hint={hint} error={error}>
      <div
        className={styles.box}
        data-invalid={error ? true : undefined}
        onMouseDown={(event) => {
          if (event.target === event.currentTarget) {
            event.preventDefault();
            document.getElementById(id)?.focus();
          }
        }}
      >
        <ul className={styles.list} aria-label="Adicionados">
          {chips.map((chip) => {
            const fixed = isFixed(chip);
            return (
              <li key={chip} className={[styles.chip, fixed ? styles.fixedChip : ''].join(' ')}>
                <span>{chip}</span>
                {fixed ? (
                  <span className={styles.fixedTag}>{fixedLabel}</span>
                ) : (
                  <button
                    type="button"
                    className={styles.remove}
                    aria-label={removeLabel(chip)}
                    onClick={() => onRemove(chip)}
                  >
                    <Icon name="close" size={14} />
                  </button>
                )}
              </li>
            );
          })}
        </ul>
        <input
          id={id}
          type={type === 'email' ? 'text' : type}
          inputMode={type === 'email' ? 'email' : undefined}
          autoComplete="off"
          className={styles.input}
          value={draft}
          placeholder={placeholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
          onChange={(event) => {
            const value = event.target.value;
            if (controlled) onDraftChange?.(value);
            // A pasted or typed comma adds what came before it, like the key does.
            else if (separatorKeys.includes(',') && value.includes(',')) add(value);
            else setOwnDraft(value);
          }}
          onKeyDown={onKeyDown}
        />
      </div>
    </Field>
  );
}

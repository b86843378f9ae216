import { useId, useRef } from 'react';
import type { InputHTMLAttributes } from 'react';
import * as fieldStyles from '../Field/Field.css';
import { Icon } from '../Icon/Icon';
import { visuallyHidden } from '../../theme/utils.css';
import * as styles from './SearchField.css';

export type SearchFieldProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'onChange' | 'value' | 'type'
> & {
  /** Names the box for assistive technology; shown above it only with `showLabel`. */
  label: string;
  showLabel?: boolean;
  value: string;
  onChange: (value: string) => void;
  /** Label of the clear button, shown while there is text. */
  clearLabel?: string;
  fieldClassName?: string;
};

/** A search box with a magnifier and a clear button; Escape also clears it. */
export function SearchField({
  label,
  showLabel = false,
  value,
  onChange,
  clearLabel = 'Limpar busca',
  id: idProp,
  className,
  fieldClassName,
  onKeyDown,
  ...rest
}: SearchFieldProps) {
  const autoId = useId();
  const id = idProp ?? autoId;
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <div className={[styles.root, fieldClassName ?? ''].join(' ')}>
      <label htmlFor={id} className={showLabel ? styles.label : visuallyHidden}>
        {label}
      </label>
      <div className={fieldStyles.inputWrap}>
        <span className={fieldStyles.leading}>
          <Icon name="search" size={16} />
        </span>
        <input
          ref={inputRef}
          id={id}
          type="search"
          autoComplete="off"
          spellCheck={false}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={(event) => {
            onKeyDown?.(event);
            if (event.key === 'Escape' && value !== '' && !event.defaultPrevented) {
              // Inside a dialog, Escape should clear the search first, not close the dialog.
              event.preventDefault();
              event.stopPropagation();
              onChange('');
            }
          }}
          className={[
            fieldStyles.control,
            fieldStyles.input,
            fieldStyles.withLeading,
            value ? fieldStyles.withTrailing : '',
            styles.input,
            className ?? '',
          ].join(' ')}
          {...rest}
        />
        {value !== '' && (
          <span className={fieldStyles.trailing}>
            <button
              type="button"
              className={fieldStyles.toggle}
              aria-label={clearLabel}
              onClick={() => {
                onChange('');
                inputRef.current?.focus();
              }}
            >
              <Icon name="close" size={16} />
            </button>
          </span>
        )}
      </div>
    </div>
  );
}

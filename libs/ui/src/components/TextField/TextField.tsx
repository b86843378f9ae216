import { useId } from 'react';
import type { InputHTMLAttributes, ReactNode } from 'react';
import { Field, describedBy } from '../Field/Field';
import * as fieldStyles from '../Field/Field.css';

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> & {
  label: ReactNode;
  hint?: ReactNode;
  /** Shown in red under the field; also sets aria-invalid. */
  error?: string | null;
  /** Marks the field red without a message of its own (e.g. one message for a pair of fields). */
  invalid?: boolean;
  /** Called with the new text; the raw event is second for callers that need it. */
  onChange?: (value: string, event: React.ChangeEvent<HTMLInputElement>) => void;
  leadingIcon?: ReactNode;
  trailing?: ReactNode;
  fieldClassName?: string;
};

/**
 * A labelled one-line field with an optional hint, an icon before the text, something after it
 * (PasswordField's eye) and an error in red under it (`aria-invalid`, `aria-describedby`).
 * `onChange` hands the new text.
 */
export function TextField({
  label,
  hint,
  error,
  invalid,
  id: idProp,
  required,
  onChange,
  leadingIcon,
  trailing,
  className,
  fieldClassName,
  type = 'text',
  ...rest
}: TextFieldProps) {
  const autoId = useId();
  const id = idProp ?? autoId;
  return (
    <Field
      id={id}
      label={label}
      hint={hint}
      error={error}
      required={required}
      className={fieldClassName}
    >
      <div className={fieldStyles.inputWrap}>
        {leadingIcon && <span className={fieldStyles.leading}>{leadingIcon}</span>}
        <input
          id={id}
          type={type}
          required={required}
          aria-invalid={error || invalid ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
          className={[
            fieldStyles.control,
            fieldStyles.input,
            leadingIcon ? fieldStyles.withLeading : '',
            trailing ? fieldStyles.withTrailing : '',
            className ?? '',
          ].join(' ')}
          onChange={(event) => onChange?.(event.target.value, event)}
          {...rest}
        />
        {trailing && <span className={fieldStyles.trailing}>{trailing}</span>}
      </div>
    </Field>
  );
}

import { useId } from 'react';
import type { ReactNode, TextareaHTMLAttributes } from 'react';
import { Field, describedBy } from '../Field/Field';
import * as fieldStyles from '../Field/Field.css';

export type TextAreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onChange'> & {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  onChange?: (value: string, event: React.ChangeEvent<HTMLTextAreaElement>) => void;
  fieldClassName?: string;
};

/**
 * A labelled multi-line field (a task's description, the knowledge base) with Field's hint and
 * error under it; four rows by default. A disabled one has no resize grip.
 */
export function TextArea({
  label,
  hint,
  error,
  id: idProp,
  required,
  onChange,
  className,
  fieldClassName,
  rows = 4,
  ...rest
}: TextAreaProps) {
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
      <textarea
        id={id}
        rows={rows}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={[fieldStyles.control, fieldStyles.textarea, className ?? ''].join(' ')}
        onChange={(event) => onChange?.(event.target.value, event)}
        {...rest}
      />
    </Field>
  );
}

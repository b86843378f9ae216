import { useId } from 'react';
import type { ReactNode, SelectHTMLAttributes } from 'react';
import { Field, describedBy, type FieldProps } from '../Field/Field';
import * as fieldStyles from '../Field/Field.css';

export type SelectOption = { value: string; label: string };

export type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange'> & {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  options: readonly SelectOption[];
  value: string;
  onChange: (value: string) => void;
  fieldClassName?: string;
  labelSize?: FieldProps['labelSize'];
};

/** A native select laid out like the kit's text fields (label, hint, error). */
export function SelectField({
  label,
  hint,
  error,
  options,
  id: idProp,
  onChange,
  className,
  fieldClassName,
  labelSize,
  ...rest
}: SelectFieldProps) {
  const autoId = useId();
  const id = idProp ?? autoId;
  return (
    <Field
      id={id}
      label={label}
      hint={hint}
      error={error}
      className={fieldClassName}
      labelSize={labelSize}
    >
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={[fieldStyles.control, fieldStyles.input, className ?? ''].join(' ')}
        onChange={(event) => onChange(event.target.value)}
        {...rest}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

import { useState } from 'react';
import * as fieldStyles from '../Field/Field.css';
import { Icon } from '../Icon/Icon';
import { TextField } from '../TextField/TextField';
import type { TextFieldProps } from '../TextField/TextField';

// Styled by Field.css.ts (the look every field shares); the reveal button is its `toggle`.
export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'trailing'> & {
  /** Controlled visibility; omit to let the field keep it. */
  visible?: boolean;
  onVisibleChange?: (visible: boolean) => void;
};

/**
 * A password field with a button that shows or hides what was typed ('Mostrar senha' / 'Ocultar
 * senha', `aria-pressed`). Everything else is TextField's: label, hint, error.
 */
export function PasswordField({
  visible: visibleProp,
  onVisibleChange,
  ...rest
}: PasswordFieldProps) {
  const [visibleState, setVisibleState] = useState(false);
  const visible = visibleProp ?? visibleState;
  const toggle = () => {
    setVisibleState(!visible);
    onVisibleChange?.(!visible);
  };
  return (
    <TextField
      autoComplete="current-password"
      {...rest}
      type={visible ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          className={fieldStyles.toggle}
          onClick={toggle}
          aria-label={visible ? 'Ocultar senha' : 'Mostrar senha'}
          aria-pressed={visible}
          disabled={rest.disabled}
        >
          <Icon name={visible ? 'eyeOff' : 'eye'} />
        </button>
      }
    />
  );
}

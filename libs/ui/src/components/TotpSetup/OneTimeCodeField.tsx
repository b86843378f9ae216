import { SECOND_FACTOR_INPUT_MAX, type SecondFactorMethod } from '@portal/domain';
import { TextField } from '../TextField/TextField';

export type OneTimeCodeFieldProps = {
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** The app's 6 digits (a phone's number pad, the code an SMS-like keyboard offers) or a recovery code. */
  method?: SecondFactorMethod;
  autoFocus?: boolean;
};

/** The field of a second factor's code, as phones and password managers expect it. */
export function OneTimeCodeField({
  value,
  onChange,
  error,
  method = 'code',
  autoFocus,
}: OneTimeCodeFieldProps) {
  const isCode = method === 'code';
  return (
    <TextField
      label={isCode ? 'Código de 6 dígitos' : 'Código de recuperação'}
      name={isCode ? 'totp' : 'recovery-code'}
      value={value}
      onChange={(text) => onChange(text)}
      error={error}
      inputMode={isCode ? 'numeric' : 'text'}
      autoComplete={isCode ? 'one-time-code' : 'off'}
      autoCapitalize={isCode ? undefined : 'characters'}
      spellCheck={false}
      placeholder={isCode ? '123456' : 'ABCD-EFGH-IJKL-MNOP'}
      maxLength={SECOND_FACTOR_INPUT_MAX}
      // The field appears as the step opens: the person types the code at once.
      autoFocus={autoFocus}
    />
  );
}

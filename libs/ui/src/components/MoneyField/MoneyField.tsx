import { useId, useRef, useState } from 'react';
import type { ClipboardEvent, KeyboardEvent, ReactNode } from 'react';
import { NumericFormat } from 'react-number-format';
import type { NumberFormatValues, SourceInfo } from 'react-number-format';
import {
  MAX_MONEY_AMOUNT,
  MONEY_NEGATIVE,
  MONEY_TOO_LARGE,
  MONEY_UNREADABLE,
  amountText,
  formatBRL,
  parseBrlInput,
} from '@portal/domain';
import { Field, describedBy } from '../Field/Field';
import * as fieldStyles from '../Field/Field.css';
import { Icon } from '../Icon/Icon';
import * as styles from './MoneyField.css';

export type MoneyFieldProps = {
  label: ReactNode;
  /**
   * The amount as the form holds it: plain digits and a decimal point ('1300000.5'), which is
   * what `onChange` hands out. Text written another way ('1.300.000,00') is read with the
   * domain's money rules; '' is empty.
   */
  value: string;
  /** The amount typed, as plain digits and a decimal point ('1300000.5'); '' when cleared. */
  onChange?: (value: string) => void;
  hint?: ReactNode;
  /** The form's refusal (required, too large for this field...), shown under the field. */
  error?: string | null;
  /** Largest amount the field takes; typing or pasting more is refused with its message. */
  max?: number;
  required?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  placeholder?: string;
  id?: string;
  name?: string;
  fieldClassName?: string;
};

/** Said before the amount the field read: 'Valor entendido: R$ 1.300.000,00'. */
export const MONEY_UNDERSTOOD_LABEL = 'Valor entendido:';

/** Keys a person may type on the way to an amount: digits, separators, 'R$' and spaces. */
const AMOUNT_KEY = /^[\d.,\s$rR]$/;

/**
 * The field's own value as react-number-format takes it: a numeric string, or '' for what it
 * could never hold (text it cannot read, a negative amount), which the form's error explains.
 */
function numericOf(value: string): string {
  const amount = parseBrlInput(value);
  return amount === null || amount < 0 ? '' : amountText(amount);
}

/**
 * An amount of money in reais, typed the Brazilian way (react-number-format's NumericFormat):
 * thousands grouped with '.', decimals after ',', at most two, 'R$ ' in front. A '.' typed is a
 * thousands mark, never a decimal point, so '1.300.000' is one million three hundred thousand.
 * A paste is read with the domain's money rules (the server's), so 'R$ 1.300.000,00' and
 * '1300000,5' land as meant. Under the field a line says the amount understood; what cannot be
 * read (a letter, a minus, '1,300,000' pasted, more than `max`) is refused with a message beside
 * the field, and the amount stays as it was.
 */
export function MoneyField({
  label,
  value,
  onChange,
  hint,
  error,
  max = MAX_MONEY_AMOUNT,
  required,
  disabled,
  readOnly,
  placeholder = 'R$ 0,00',
  id: idProp,
  name,
  fieldClassName,
}: MoneyFieldProps) {
  const autoId = useId();
  const id = idProp ?? autoId;
  const [refusal, setRefusal] = useState<string | null>(null);
  // What this field last handed out goes back in as it is (a trailing ',' while typing stays);
  // anything else the owner sets is read afresh.
  const lastSent = useRef<string | null>(null);
  const numeric = value === lastSent.current ? value : numericOf(value);
  const amount = parseBrlInput(numeric);

  const send = (next: string) => {
    lastSent.current = next;
    setRefusal(null);
    onChange?.(next);
  };

  const onValueChange = (values: NumberFormatValues, source: SourceInfo) => {
    if (source.source === 'event') send(values.value);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const { key, ctrlKey, metaKey, altKey } = event;
    if (key.length !== 1 || ctrlKey || metaKey || altKey || AMOUNT_KEY.test(key)) return;
    setRefusal(key === '-' ? MONEY_NEGATIVE : MONEY_UNREADABLE);
  };

  // The pasted text takes the selection's place, and the whole is read as one amount.
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    if (disabled || readOnly) return;
    const input = event.currentTarget;
    const shown = input.value;
    const start = input.selectionStart ?? shown.length;
    const end = input.selectionEnd ?? shown.length;
    const pasted = event.clipboardData.getData('text');
    const read = parseBrlInput(shown.slice(0, start) + pasted + shown.slice(end));
    if (read === null) setRefusal(MONEY_UNREADABLE);
    else if (read < 0) setRefusal(MONEY_NEGATIVE);
    else if (read > max) setRefusal(MONEY_TOO_LARGE);
    else send(amountText(read));
  };

  const isAllowed = ({ floatValue }: NumberFormatValues) => {
    if (floatValue === undefined || floatValue <= max) return true;
    setRefusal(MONEY_TOO_LARGE);
    return false;
  };

  const understoodId = `${id}-amount`;
  const refusalId = `${id}-refusal`;
  const shownError = refusal ? null : error;
  const described = [
    amount !== null ? understoodId : undefined,
    refusal ? refusalId : describedBy(id, hint, shownError),
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <Field
      id={id}
      label={label}
      hint={hint}
      error={shownError}
      required={required}
      className={fieldClassName}
    >
      <NumericFormat
        id={id}
        name={name}
        value={numeric}
        valueIsNumericString
        onValueChange={onValueChange}
        isAllowed={isAllowed}
        onKeyDown={onKeyDown}
        onPaste={onPaste}
        prefix="R$ "
        thousandSeparator="."
        decimalSeparator=","
        allowedDecimalSeparators={[',']}
        decimalScale={2}
        allowNegative={false}
        inputMode="decimal"
        autoComplete="off"
        placeholder={placeholder}
        required={required}
        disabled={disabled}
        readOnly={readOnly}
        aria-invalid={refusal || error ? true : undefined}
        aria-describedby={described || undefined}
        className={`${fieldStyles.control} ${fieldStyles.input} ${styles.input}`}
      />
      {amount !== null && (
        <p id={understoodId} className={styles.understood}>
          {MONEY_UNDERSTOOD_LABEL}{' '}
          <strong className={styles.amount} data-money-understood>
            {formatBRL(amount)}
          </strong>
        </p>
      )}
      {refusal && (
        <p id={refusalId} className={fieldStyles.error} role="alert">
          <Icon name="alert" size={14} className={fieldStyles.errorIcon} />
          <span>{refusal}</span>
        </p>
      )}
    </Field>
  );
}

import { useId } from 'react';
import type { FinanceMode, FinanceView } from '@portal/domain';
import { TextField } from '../../../components/TextField/TextField';
import * as styles from './PeriodPicker.css';

export type PeriodPickerProps = {
  period: FinanceView['period'];
  onMonthChange: (month: string) => void;
  onModeChange: (mode: FinanceMode) => void;
  onRangeChange: (field: 'start' | 'end', value: string) => void;
};

/**
 * docs/product.md "Admin: Finance": the month picker and the Range toggle with its start and end months.
 * What is wrong with the period is the view's (`period.error`, on the field at fault; a range
 * half set is a hint under both fields).
 */
export function PeriodPicker({
  period,
  onMonthChange,
  onModeChange,
  onRangeChange,
}: PeriodPickerProps) {
  const switchId = useId();
  const hintId = useId();
  const { mode, error, errorField } = period;
  const errorOf = (field: 'month' | 'start' | 'end') => (errorField === field ? error : null);
  const hint = mode === 'range' && error !== null && errorField === null ? error : null;
  // An empty end (or start) of a range half set points at the hint saying what is missing.
  const describedByHint = (isEmpty: boolean) =>
    hint && isEmpty ? { 'aria-describedby': hintId } : {};
  return (
    <div className={styles.root} role="group" aria-label="Período">
      <div className={styles.fields}>
        {mode === 'month' ? (
          <TextField
            label="Mês"
            type="month"
            value={period.month}
            error={errorOf('month')}
            onChange={onMonthChange}
            fieldClassName={styles.field}
          />
        ) : (
          <>
            <TextField
              label="Mês inicial"
              type="month"
              value={period.rangeStart}
              error={errorOf('start')}
              {...describedByHint(!period.rangeStart)}
              onChange={(value) => onRangeChange('start', value)}
              fieldClassName={styles.field}
            />
            <TextField
              label="Mês final"
              type="month"
              value={period.rangeEnd}
              error={errorOf('end')}
              {...describedByHint(!period.rangeEnd)}
              onChange={(value) => onRangeChange('end', value)}
              fieldClassName={styles.field}
            />
          </>
        )}
      </div>
      <div className={styles.toggle}>
        <input
          id={switchId}
          className={styles.switchInput}
          type="checkbox"
          role="switch"
          checked={mode === 'range'}
          onChange={(event) => onModeChange(event.currentTarget.checked ? 'range' : 'month')}
        />
        <label className={styles.switchLabel} htmlFor={switchId}>
          <span className={styles.track} aria-hidden="true">
            <span className={styles.thumb} />
          </span>
          Range
        </label>
      </div>
      {/* Always there in range mode, so the hint is announced when it appears. */}
      {mode === 'range' && (
        <p id={hintId} className={styles.hint} role="status">
          {hint}
        </p>
      )}
    </div>
  );
}

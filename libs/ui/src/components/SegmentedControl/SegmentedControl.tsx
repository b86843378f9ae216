import { useId } from 'react';
import type { ReactNode } from 'react';
import { Icon } from '../Icon/Icon';
import type { IconName } from '../Icon/Icon';
import { visuallyHidden } from '../../theme/utils.css';
import * as styles from './SegmentedControl.css';

export type SegmentedOption<V extends string> = { value: V; label: ReactNode; icon?: IconName };

export type SegmentedControlProps<V extends string> = {
  /** Read by screen readers as the group name. */
  label: string;
  options: readonly SegmentedOption<V>[];
  value: V | null;
  onChange: (value: V) => void;
  name?: string;
};

/** One choice among a few, built on native radios (arrow keys move the choice). */
export function SegmentedControl<V extends string>({
  label,
  options,
  value,
  onChange,
  name,
}: SegmentedControlProps<V>) {
  const autoName = useId();
  return (
    <fieldset className={styles.fieldset}>
      <legend className={visuallyHidden}>{label}</legend>
      <div className={styles.track}>
        {options.map((option) => (
          <label key={option.value} className={styles.option} data-checked={option.value === value}>
            <input
              className={styles.input}
              type="radio"
              name={name ?? autoName}
              value={option.value}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
            />
            {option.icon && <Icon name={option.icon} size={16} className={styles.icon} />}
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

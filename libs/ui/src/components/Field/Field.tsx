import type { ReactNode } from 'react';
import { Icon } from '../Icon/Icon';
import * as styles from './Field.css';

export type FieldProps = {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  required?: boolean;
  children: ReactNode;
  className?: string;
  /** 'compact': the smaller, muted label of a toolbar's control. */
  labelSize?: 'default' | 'compact';
};

/** Label, control, hint and error laid out the same way for every input kind. */
export function Field({
  id,
  label,
  hint,
  error,
  required,
  children,
  className,
  labelSize = 'default',
}: FieldProps) {
  return (
    <div className={[styles.field, className ?? ''].join(' ')}>
      <label className={labelSize === 'compact' ? styles.labelCompact : styles.label} htmlFor={id}>
        {label}
        {/* Optional fields are the exception in our forms, so they get the mark, not required ones. */}
        {required === false && <span className={styles.optional}> (opcional)</span>}
      </label>
      {children}
      {hint && !error && (
        <p className={styles.hint} id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className={styles.error} id={`${id}-error`}>
          <Icon name="alert" size={14} className={styles.errorIcon} />
          <span>{error}</span>
        </p>
      )}
    </div>
  );
}

/** The ids a control must point at with aria-describedby. */
export function describedBy(id: string, hint: unknown, error: unknown): string | undefined {
  if (error) return `${id}-error`;
  if (hint) return `${id}-hint`;
  return undefined;
}

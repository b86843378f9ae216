import { visuallyHidden } from '../../theme/utils.css';
import * as styles from './Spinner.css';

export const spinnerSizes = ['sm', 'md', 'lg'] as const;
export type SpinnerSize = (typeof spinnerSizes)[number];

export type SpinnerProps = {
  size?: SpinnerSize;
  /** Read by screen readers; pass `null` when a surrounding element already announces the wait. */
  label?: string | null;
  /** Use the current text colour (e.g. inside a button) instead of the brand colour. */
  inheritColor?: boolean;
};

/**
 * A turning circle while something loads, announced as 'Carregando...' (or the given label) in a
 * polite status; silent with `label={null}` where the surrounding element already says it is busy
 * (a button).
 */
export function Spinner({ size = 'md', label = 'Carregando...', inheritColor }: SpinnerProps) {
  const circle = (
    <span
      className={[styles.circle, styles.size[size]].join(' ')}
      aria-hidden="true"
      data-spinner=""
    />
  );
  const className = [styles.root, inheritColor ? styles.inherit : ''].join(' ');
  if (label === null) return <span className={className}>{circle}</span>;
  return (
    <span className={className} role="status">
      {circle}
      <span className={visuallyHidden}>{label}</span>
    </span>
  );
}

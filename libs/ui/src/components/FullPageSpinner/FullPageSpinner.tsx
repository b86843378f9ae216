import { Spinner } from '../Spinner/Spinner';
import * as styles from './FullPageSpinner.css';

export type FullPageSpinnerProps = { label?: string };

/** Shown while the whole app waits, e.g. while the session is validated (docs/product.md). */
export function FullPageSpinner({ label = 'Carregando...' }: FullPageSpinnerProps) {
  return (
    <div className={styles.root} role="status" aria-live="polite">
      <Spinner size="lg" label={null} />
      <span>{label}</span>
    </div>
  );
}

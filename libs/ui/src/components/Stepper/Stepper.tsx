import { visuallyHidden } from '../../theme/utils.css';
import { Icon } from '../Icon/Icon';
import * as styles from './Stepper.css';

export type StepperProps = {
  steps: readonly string[];
  /** Zero-based index of the current step. */
  current: number;
  'aria-label'?: string;
};

/**
 * The steps of a form in several steps (the registration's two): done steps show a check and are
 * read as '(concluída)', the current one is marked `aria-current="step"`.
 */
export function Stepper({ steps, current, ...rest }: StepperProps) {
  return (
    <ol className={styles.list} aria-label={rest['aria-label'] ?? 'Etapas'}>
      {steps.map((step, index) => {
        const state = index < current ? 'done' : index === current ? 'current' : 'todo';
        return (
          <li
            key={step}
            className={styles.item}
            data-state={state}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            {index > 0 && <span className={styles.line} aria-hidden="true" />}
            <span className={styles.marker} aria-hidden="true">
              {state === 'done' ? <Icon name="check" size={14} /> : index + 1}
            </span>
            <span>
              {step}
              {state === 'done' && <span className={visuallyHidden}> (concluída)</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}

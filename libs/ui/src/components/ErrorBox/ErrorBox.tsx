import { Alert } from '../Alert/Alert';
import type { AlertProps } from '../Alert/Alert';
import { retry as retryButton } from './ErrorBox.css';

export type ErrorBoxProps = Omit<AlertProps, 'tone'> & {
  onRetry?: () => void;
  retryLabel?: string;
};

/** An error with an optional retry, for failed loads. */
export function ErrorBox({
  onRetry,
  retryLabel = 'Tentar novamente',
  action,
  ...rest
}: ErrorBoxProps) {
  return (
    <Alert
      tone="error"
      {...rest}
      action={
        action ??
        (onRetry && (
          <button type="button" className={retryButton} onClick={onRetry}>
            {retryLabel}
          </button>
        ))
      }
    />
  );
}

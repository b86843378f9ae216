import type { ReactNode } from 'react';
import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import * as styles from './Toast.css';

export const toastTones = ['success', 'error', 'info'] as const;
export type ToastTone = (typeof toastTones)[number];

export type ToastItem = { id: string; tone: ToastTone; message: ReactNode };

export type ToastProps = ToastItem & { onDismiss?: (id: string) => void };

/**
 * A short message after something happened: success ('Perfil atualizado com sucesso'), error or
 * info, with its icon and a close button. An error is an alert, read at once; the others are read
 * politely. The owner decides how long it stays.
 */
export function Toast({ id, tone, message, onDismiss }: ToastProps) {
  return (
    <div
      className={styles.toast({ tone })}
      role={tone === 'error' ? 'alert' : 'status'}
      data-toast-tone={tone}
    >
      <Icon
        name={tone === 'success' ? 'checkCircle' : tone === 'error' ? 'alert' : 'info'}
        className={styles.icon({ tone })}
      />
      <div className={styles.message}>{message}</div>
      {onDismiss && (
        <Button
          variant="ghost"
          size="sm"
          iconOnly
          aria-label="Fechar notificação"
          onClick={() => onDismiss(id)}
        >
          <Icon name="close" size={16} />
        </Button>
      )}
    </div>
  );
}

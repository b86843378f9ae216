import type { ReactNode } from 'react';
import { Icon } from '../Icon/Icon';
import type { IconName } from '../Icon/Icon';
import * as styles from './Alert.css';

export const alertTones = ['error', 'success', 'warning', 'info'] as const;
export type AlertTone = (typeof alertTones)[number];

const icons: Record<AlertTone, IconName> = {
  error: 'alert',
  success: 'checkCircle',
  warning: 'alert',
  info: 'info',
};

export type AlertProps = {
  tone?: AlertTone;
  title?: ReactNode;
  children?: ReactNode;
  action?: ReactNode;
  className?: string;
};

/** Inline message. Errors are announced at once (role alert), the rest politely (role status). */
export function Alert({ tone = 'info', title, children, action, className }: AlertProps) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={[styles.alert({ tone }), className ?? ''].join(' ')}
    >
      <Icon name={icons[tone]} className={styles.icon} />
      <div className={styles.content}>
        {title && <p className={styles.title}>{title}</p>}
        {children && <div className={title ? styles.body : undefined}>{children}</div>}
        {action && <div className={styles.action}>{action}</div>}
      </div>
    </div>
  );
}

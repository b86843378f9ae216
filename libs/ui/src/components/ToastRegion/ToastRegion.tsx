import { Toast } from '../Toast/Toast';
import type { ToastItem } from '../Toast/Toast';
import * as styles from './ToastRegion.css';

export type ToastRegionProps = {
  toasts: readonly ToastItem[];
  onDismiss?: (id: string) => void;
};

/**
 * Stack of toasts in a corner. Timing (3 s or 2 s per SPEC §9) belongs to the owner of the list,
 * which removes an item when its time is up; the region only shows what it is given.
 */
export function ToastRegion({ toasts, onDismiss }: ToastRegionProps) {
  return (
    <section className={styles.root} aria-label="Notificações">
      {toasts.map((toast) => (
        <Toast key={toast.id} {...toast} onDismiss={onDismiss} />
      ))}
    </section>
  );
}

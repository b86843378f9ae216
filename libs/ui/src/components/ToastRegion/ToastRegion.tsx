import { Toast } from '../Toast/Toast';
import type { ToastItem } from '../Toast/Toast';
import * as styles from './ToastRegion.css';

/** A machine's one toast (`{ tone, text }`, or null) as the region's list. */
export const toastItems = (toast: { tone: ToastItem['tone']; text: string } | null): ToastItem[] =>
  toast ? [{ id: `${toast.tone}:${toast.text}`, tone: toast.tone, message: toast.text }] : [];

export type ToastRegionProps = {
  toasts: readonly ToastItem[];
  onDismiss?: (id: string) => void;
};

/**
 * Stack of toasts in a corner. Timing (3 s or 2 s per docs/product.md, Limits) belongs to the owner of the list,
 * which removes an item when its time is up; the region only shows what it is given.
 *
 * It is a landmark ('Notificações') only while it holds a toast: a shell and the page inside it
 * each have a region, and two empty landmarks of the same name would be two stops leading nowhere
 * (axe's 'landmark-unique'). Each toast announces itself (status, or alert for an error).
 */
export function ToastRegion({ toasts, onDismiss }: ToastRegionProps) {
  const items = toasts.map((toast) => <Toast key={toast.id} {...toast} onDismiss={onDismiss} />);
  if (toasts.length === 0) return <div className={styles.root}>{items}</div>;
  return (
    <section className={styles.root} aria-label="Notificações">
      {items}
    </section>
  );
}

import type { ReactNode } from 'react';
import { Icon } from '../Icon/Icon';
import { useModalDialog } from '../../hooks/useModalDialog';
import * as styles from './Drawer.css';

export type DrawerProps = {
  open: boolean;
  onClose: () => void;
  /** Accessible name of the drawer. */
  label: string;
  children: ReactNode;
  closeLabel?: string;
};

/** Left-hand modal panel for the navigation on small screens (native <dialog>, like Dialog). */
export function Drawer({
  open,
  onClose,
  label,
  children,
  closeLabel = 'Fechar menu',
}: DrawerProps) {
  const { ref, dialogProps } = useModalDialog(open, onClose);

  return (
    <dialog
      ref={ref}
      className={styles.drawer}
      aria-modal="true"
      aria-label={label}
      {...dialogProps}
    >
      {open && (
        <>
          <button type="button" className={styles.close} aria-label={closeLabel} onClick={onClose}>
            <Icon name="close" />
          </button>
          {children}
        </>
      )}
    </dialog>
  );
}

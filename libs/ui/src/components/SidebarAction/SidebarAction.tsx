import type { ReactNode } from 'react';
import { Icon } from '../Icon/Icon';
import type { IconName } from '../Icon/Icon';
import * as styles from './SidebarAction.css';

export type SidebarActionProps = {
  icon: IconName;
  children: ReactNode;
  onClick?: () => void;
  /** Highlighted, for the one action that leaves a special mode (Return to Admin). */
  accent?: boolean;
};

/** A button at the bottom of the Sidebar (its `footer`), e.g. Log Out. */
export function SidebarAction({ icon, children, onClick, accent }: SidebarActionProps) {
  return (
    <button
      type="button"
      className={[styles.root, accent ? styles.accent : ''].join(' ')}
      onClick={onClick}
    >
      <Icon name={icon} />
      {children}
    </button>
  );
}

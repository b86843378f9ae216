import type { ReactNode } from 'react';
import { Avatar } from '../Avatar/Avatar';
import { RoleBadge } from '../RoleBadge/RoleBadge';
import type { BadgeRole } from '../RoleBadge/RoleBadge';
import * as styles from './TopBar.css';

export type TopBarUser = { name: string; role: BadgeRole; pictureUrl?: string | null };

export type TopBarProps = {
  user: TopBarUser;
  /** Opens the profile-settings modal (SPEC §2 Shell). */
  onOpenProfile?: () => void;
  /** Left slot, e.g. the menu button that opens the drawer on small screens. */
  leading?: ReactNode;
  title?: ReactNode;
  /** Extra items before the user button (e.g. the spy-mode badge). */
  actions?: ReactNode;
};

export function TopBar({ user, onOpenProfile, leading, title, actions }: TopBarProps) {
  return (
    <header className={styles.bar}>
      {leading && <div className={styles.leading}>{leading}</div>}
      <div className={styles.title}>
        {title && <span className={styles.titleText}>{title}</span>}
      </div>
      <div className={styles.actions}>
        {actions}
        <button
          type="button"
          className={styles.userButton}
          onClick={onOpenProfile}
          aria-haspopup="dialog"
          title="Configurações do perfil"
        >
          <Avatar name={user.name} src={user.pictureUrl} size="sm" decorative />
          <span className={styles.userName}>{user.name}</span>
          <RoleBadge role={user.role} />
        </button>
      </div>
    </header>
  );
}

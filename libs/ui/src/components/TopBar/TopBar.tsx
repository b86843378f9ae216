import type { ReactNode } from 'react';
import { Avatar } from '../Avatar/Avatar';
import { RoleBadge } from '../RoleBadge/RoleBadge';
import type { BadgeRole } from '../RoleBadge/RoleBadge';
import * as styles from './TopBar.css';

export type TopBarUser = { name: string; role: BadgeRole; pictureUrl?: string | null };

export type TopBarProps = {
  user: TopBarUser;
  /** Opens the profile-settings modal (docs/product.md Shell). */
  onOpenProfile?: () => void;
  /** Left slot, e.g. the menu button that opens the drawer on small screens. */
  leading?: ReactNode;
  /** The page's context (the company's name); cut with '…' when long, whole in a tooltip. */
  title?: ReactNode;
  /**
   * A badge that qualifies the title (spy mode's 'Modo visualização'): beside it, or under it on
   * small phones, so the title keeps room to be read.
   */
  titleBadge?: ReactNode;
  /** Extra items before the user button. */
  actions?: ReactNode;
};

/**
 * The bar at the top of a signed-in page: the menu button on phones, the page's context (the
 * company's name, cut with '…' and whole in its tooltip, with spy mode's 'Modo visualização'
 * badge), extra actions (search, the bell) and the person's button (avatar, name, role) that opens
 * the profile settings.
 */
export function TopBar({ user, onOpenProfile, leading, title, titleBadge, actions }: TopBarProps) {
  return (
    <header className={styles.bar}>
      {leading && <div className={styles.leading}>{leading}</div>}
      <div className={styles.title}>
        {title && (
          <span className={styles.titleText} title={typeof title === 'string' ? title : undefined}>
            {title}
          </span>
        )}
        {titleBadge && <span className={styles.titleBadge}>{titleBadge}</span>}
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

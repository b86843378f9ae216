import type { ReactNode } from 'react';
import { Icon } from '../Icon/Icon';
import type { IconName } from '../Icon/Icon';
import { handleNavigate } from '../TextLink/TextLink';
import type { NavigateHandler } from '../TextLink/TextLink';
import * as styles from './Sidebar.css';

export type SidebarNavItem = { id: string; label: string; href: string; icon: IconName };

export type SidebarProps = {
  items: readonly SidebarNavItem[];
  /** The current location; the item whose href is it (or a parent of it) is marked current. */
  currentPath?: string;
  onNavigate?: NavigateHandler;
  /**
   * A link the person is about to follow (pointed at or focused), with its href: the app may ask
   * for that page's code and data ahead. Called on every approach; the app decides what to do.
   */
  onPrefetch?: (href: string) => void;
  productName?: string;
  /** Under the product name, e.g. the ADMIN / CONSELHO badge. */
  header?: ReactNode;
  /** Actions at the bottom (SidebarAction), e.g. Log Out. */
  footer?: ReactNode;
  navLabel?: string;
};

export function isCurrentPath(href: string, currentPath: string | undefined): boolean {
  if (!currentPath) return false;
  return currentPath === href || currentPath.startsWith(`${href}/`);
}

/**
 * The dark navigation column: the product's logo and name, an optional header (the company's
 * name, the ADMIN or CONSELHO badge), the links of the shell (the current page marked with
 * `aria-current` and a bar) and actions at the bottom (Log Out, Exit View). A plain click goes to
 * `onNavigate`, a link pointed at or focused to `onPrefetch`; the links are real, so a new tab
 * works.
 */
export function Sidebar({
  items,
  currentPath,
  onNavigate,
  onPrefetch,
  productName = 'Portal',
  header,
  footer,
  navLabel = 'Navegação principal',
}: SidebarProps) {
  return (
    <div className={styles.root}>
      <div className={styles.brand}>
        <span className={styles.logo} aria-hidden="true">
          {productName.charAt(0)}
        </span>
        <span className={styles.productName}>{productName}</span>
      </div>
      {header && <div className={styles.header}>{header}</div>}
      <nav className={styles.nav} aria-label={navLabel}>
        <ul className={styles.list}>
          {items.map((item) => (
            <li key={item.id}>
              <a
                href={item.href}
                className={styles.link}
                aria-current={isCurrentPath(item.href, currentPath) ? 'page' : undefined}
                onClick={(event) => handleNavigate(event, item.href, onNavigate)}
                onPointerEnter={onPrefetch && (() => onPrefetch(item.href))}
                onFocus={onPrefetch && (() => onPrefetch(item.href))}
              >
                <Icon name={item.icon} />
                {item.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {footer && <div className={styles.footer}>{footer}</div>}
    </div>
  );
}

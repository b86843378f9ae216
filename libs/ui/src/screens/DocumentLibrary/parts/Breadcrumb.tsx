import { useDroppable } from '@dnd-kit/core';
import { Icon } from '../../../components/Icon/Icon';
import { ROOT_DROP_ID } from './dragAndDrop';
import * as styles from './Breadcrumb.css';

export type BreadcrumbProps = {
  /** Folder names from the root; empty at the root. */
  folderPath: readonly string[];
  /** Inside a folder a file dropped here goes to the root (its parent). */
  acceptsDrop: boolean;
};

/** docs/product.md: 'Root' or the folder names joined by ' / '; also a drop target (to the parent). */
export function Breadcrumb({ folderPath, acceptsDrop }: BreadcrumbProps) {
  const { setNodeRef, isOver } = useDroppable({ id: ROOT_DROP_ID, disabled: !acceptsDrop });
  return (
    <nav
      ref={setNodeRef}
      aria-label="Pasta atual"
      className={[styles.root, isOver ? styles.over : ''].join(' ')}
    >
      <Icon name="folder" size={16} className={styles.icon} />
      <span className={styles.path} aria-current="location">
        {folderPath.length > 0 ? folderPath.join(' / ') : 'Root'}
      </span>
    </nav>
  );
}

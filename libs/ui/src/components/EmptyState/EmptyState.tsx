import type { ReactNode } from 'react';
import { Icon } from '../Icon/Icon';
import type { IconName } from '../Icon/Icon';
import * as styles from './EmptyState.css';

export type EmptyStateProps = {
  title: ReactNode;
  description?: ReactNode;
  icon?: IconName;
  action?: ReactNode;
  /** Heading level of the title, to fit the page outline. */
  headingLevel?: 2 | 3;
};

/**
 * What a list shows when it has nothing to list: an icon, a heading, a line of explanation and,
 * when there is something to do about it, a button.
 */
export function EmptyState({
  title,
  description,
  icon = 'inbox',
  action,
  headingLevel = 2,
}: EmptyStateProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className={styles.root}>
      <span className={styles.iconWrap}>
        <Icon name={icon} size={22} />
      </span>
      <Heading className={styles.title}>{title}</Heading>
      {description && <p className={styles.description}>{description}</p>}
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}

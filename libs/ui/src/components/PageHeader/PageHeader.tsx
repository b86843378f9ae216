import type { ReactNode } from 'react';
import * as styles from './PageHeader.css';

export type PageHeaderProps = { title: ReactNode; description?: ReactNode; actions?: ReactNode };

/** The h1 of a dashboard page with its description and page-level actions. */
export function PageHeader({ title, description, actions }: PageHeaderProps) {
  return (
    <div className={styles.root}>
      <div>
        <h1 className={styles.title}>{title}</h1>
        {description && <p className={styles.description}>{description}</p>}
      </div>
      {actions && <div className={styles.actions}>{actions}</div>}
    </div>
  );
}

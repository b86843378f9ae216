import type { ElementType, ReactNode } from 'react';
import * as styles from './Card.css';

export const cardPaddings = ['none', 'md', 'lg'] as const;
export type CardPadding = (typeof cardPaddings)[number];

export type CardProps = {
  title?: ReactNode;
  subtitle?: ReactNode;
  actions?: ReactNode;
  padding?: CardPadding;
  as?: ElementType;
  className?: string;
  children?: ReactNode;
  'aria-label'?: string;
};

/**
 * A white section with an optional heading (`h2`), subtitle and actions at its top: the block most
 * pages are made of (the company's data, a report's figures, a form).
 */
export function Card({
  title,
  subtitle,
  actions,
  padding = 'md',
  as: Component = 'section',
  className,
  children,
  ...rest
}: CardProps) {
  return (
    <Component
      className={[styles.card, styles.padding[padding], className ?? ''].join(' ')}
      {...rest}
    >
      {(title || actions) && (
        <div className={styles.header}>
          <div>
            {title && <h2 className={styles.title}>{title}</h2>}
            {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
          </div>
          {actions}
        </div>
      )}
      {children}
    </Component>
  );
}

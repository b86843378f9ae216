import type { ReactNode } from 'react';
import * as styles from './Badge.css';

export const badgeTones = ['neutral', 'brand', 'success', 'warning', 'danger', 'info'] as const;
export type BadgeTone = (typeof badgeTones)[number];

export type BadgeProps = {
  tone?: BadgeTone;
  /** A small coloured dot before the text. */
  dot?: boolean;
  children: ReactNode;
  className?: string;
};

/**
 * A short label in one of six tones (neutral, brand, success, warning, danger, info), with an
 * optional dot: a company's DRE state, a health warning, a count.
 */
export function Badge({ tone = 'neutral', dot, children, className }: BadgeProps) {
  return (
    <span className={[styles.badge({ tone }), className ?? ''].join(' ')}>
      {dot && <span className={styles.dot} aria-hidden="true" />}
      {children}
    </span>
  );
}

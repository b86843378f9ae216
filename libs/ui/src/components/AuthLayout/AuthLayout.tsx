import type { ReactNode } from 'react';
import { Icon } from '../Icon/Icon';
import type { IconName } from '../Icon/Icon';
import * as styles from './AuthLayout.css';

export type AuthLayoutProps = {
  title: ReactNode;
  subtitle?: ReactNode;
  /** A round icon above a centred title, for status pages (sent, success, invalid link). */
  statusIcon?: { name: IconName; tone: 'brand' | 'success' | 'danger' };
  width?: 'narrow' | 'wide';
  footer?: ReactNode;
  productName?: string;
  children?: ReactNode;
};

/** The frame of the public pages: brand on top, one card in the middle, an optional footer. */
export function AuthLayout({
  title,
  subtitle,
  statusIcon,
  width = 'narrow',
  footer,
  productName = 'Portal',
  children,
}: AuthLayoutProps) {
  return (
    <div className={styles.page}>
      {/* A banner landmark: every part of the page lies in a landmark (axe's 'region'). */}
      <header className={styles.brand}>
        <span className={styles.logo} aria-hidden="true">
          {productName.charAt(0)}
        </span>
        {productName}
      </header>
      <main className={[styles.card, styles[width]].join(' ')}>
        <div className={[styles.header, statusIcon ? styles.centered : ''].join(' ')}>
          {statusIcon && (
            <span className={[styles.statusIcon, styles.statusTone[statusIcon.tone]].join(' ')}>
              <Icon name={statusIcon.name} size={26} />
            </span>
          )}
          <h1 className={styles.title}>{title}</h1>
          {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
        </div>
        {children}
        {footer && <div className={styles.footer}>{footer}</div>}
      </main>
    </div>
  );
}

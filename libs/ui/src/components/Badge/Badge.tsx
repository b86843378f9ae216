import type { ReactNode } from 'react';
import { roleLabel } from '@portal/domain';
import type { Role, SessionRole } from '@portal/domain';
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

export function Badge({ tone = 'neutral', dot, children, className }: BadgeProps) {
  return (
    <span className={[styles.badge({ tone }), className ?? ''].join(' ')}>
      {dot && <span className={styles.dot} aria-hidden="true" />}
      {children}
    </span>
  );
}

/** Session roles (TEAM.md) plus the admin API's 'user'. */
export type BadgeRole = SessionRole | Role;
export const badgeRoles = [
  'admin',
  'council',
  'ordinary',
  'user',
  'waiting',
] as const satisfies readonly BadgeRole[];

const roleTones: Record<BadgeRole, BadgeTone> = {
  admin: 'brand',
  council: 'info',
  ordinary: 'neutral',
  user: 'neutral',
  waiting: 'warning',
};

export type RoleBadgeProps = { role: BadgeRole; className?: string };

export function RoleBadge({ role, className }: RoleBadgeProps) {
  return (
    <Badge tone={roleTones[role]} className={className}>
      {/* SPEC §9 labels (Admin, Conselho, Usuário) come from the domain. */}
      {roleLabel(role)}
    </Badge>
  );
}

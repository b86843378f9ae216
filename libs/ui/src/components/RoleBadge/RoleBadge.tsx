import { roleLabel } from '@portal/domain';
import type { Role, SessionRole } from '@portal/domain';
import { Badge } from '../Badge/Badge';
import type { BadgeTone } from '../Badge/Badge';

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

/**
 * A person's role as the product writes it ('Admin', 'Conselho', 'Usuário'), each in its own tone:
 * in the top bar, the users table and a company's people. A person not approved yet reads as
 * 'Usuário', in the warning tone.
 */
export function RoleBadge({ role, className }: RoleBadgeProps) {
  return (
    <Badge tone={roleTones[role]} className={className}>
      {/* docs/product.md, Limits labels (Admin, Conselho, Usuário) come from the domain. */}
      {roleLabel(role)}
    </Badge>
  );
}
